import { useEffect, useLayoutEffect } from 'react';
import { type createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from './AppProviders.tsx';
import { liftWaitingControls, markAppReady } from './prerenderedFrame.ts';

type Router = ReturnType<typeof createBrowserRouter>;

/**
 * The whole app, on a router made before its first render (main.tsx: a task of its own, or the
 * prerendered page's routes prepared first; the build's memory router).
 */
export function App({ router }: { router: Router }) {
  // The root's hydration pass: its controls outside every boundary (HydratingSuspense) are React's now.
  useLayoutEffect(() => liftWaitingControls(document, null), []);
  useEffect(markAppReady, []);
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
