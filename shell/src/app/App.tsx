import { useEffect, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from './AppProviders.tsx';
import { markAppReady } from './prerenderedFrame.ts';
import { buildRoutes } from './routing/routes.tsx';

type Router = ReturnType<typeof createBrowserRouter>;

/** The whole app; `router` is given when its routes were prepared first (a prerendered page, its build). */
export function App({ router: prepared }: { router?: Router }) {
  const [router] = useState(() => prepared ?? createBrowserRouter(buildRoutes()));
  useEffect(markAppReady, []);
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
