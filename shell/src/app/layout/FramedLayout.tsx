import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageLoader } from '../screens/PageLoader.tsx';
import { AppHeader } from './AppHeader.tsx';
import { SkipLink } from './SkipLink.tsx';

/** Pages inside the portal frame: skip link, header on top, the page below (which renders <main id="main">). */
export function FramedLayout() {
  return (
    <>
      <SkipLink />
      <AppHeader />
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </>
  );
}
