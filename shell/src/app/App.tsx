import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from './AppProviders.tsx';
import { buildRoutes } from './routing/routes.tsx';

export function App() {
  const [router] = useState(() => createBrowserRouter(buildRoutes()));
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
