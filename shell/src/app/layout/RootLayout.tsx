import { Outlet, ScrollRestoration } from 'react-router-dom';
import { HydratingSuspense } from '../../lib/hydration/HydratingSuspense.tsx';
import { PlainLoader } from '../../lib/screens/PlainLoader.tsx';

/** Root of every route: scroll restoration and a Suspense boundary for lazy namespaces. */
export function RootLayout() {
  return (
    <>
      <ScrollRestoration />
      <HydratingSuspense fallback={<PlainLoader />}>
        <Outlet />
      </HydratingSuspense>
    </>
  );
}
