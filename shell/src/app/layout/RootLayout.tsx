import { Outlet, ScrollRestoration } from 'react-router-dom';
import { PlainLoader } from '../../lib/screens/PlainLoader.tsx';
import { HydratingSuspense } from './HydratingSuspense.tsx';

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
