import { useEffect, useLayoutEffect, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from './AppProviders.tsx';
import { liftWaitingControls, markAppReady } from './prerenderedFrame.ts';
import { buildRoutes } from './routing/routes.tsx';

type Router = ReturnType<typeof createBrowserRouter>;

/** The whole app; `router` is given when its routes were prepared first (a prerendered page, its build). */
export function App({ router: prepared }: { router?: Router }) {
  const [router] = useState(() => prepared ?? createBrowserRouter(buildRoutes()));
  // The root's hydration pass: its controls outside every boundary (HydratingSuspense) are React's now.
  useLayoutEffect(() => liftWaitingControls(document, null), []);
  useEffect(markAppReady, []);
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
