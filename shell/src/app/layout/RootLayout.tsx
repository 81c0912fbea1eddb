import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { PlainLoader } from '../../lib/screens/PlainLoader.tsx';

/** Root of every route: scroll restoration and a Suspense boundary for lazy namespaces. */
export function RootLayout() {
  return (
    <>
      <ScrollRestoration />
      <Suspense fallback={<PlainLoader />}>
        <Outlet />
      </Suspense>
    </>
  );
}
