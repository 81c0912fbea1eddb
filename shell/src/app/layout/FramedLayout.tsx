import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
// Publishes the shared UI kit (the MUI module instances of this frame) for the remotes: see
// scripts/vite/kit.ts. Framed pages only, so the landing page stays free of MUI.
import 'virtual:portal-kit';
import { PageLoader } from '../../lib/screens/PageLoader.tsx';
import { ThemeAndDirection } from '../theme/ThemeAndDirection.tsx';
import { AppHeader } from './AppHeader.tsx';
import { SkipLink } from './SkipLink.tsx';
import { ToastStyles } from './ToastStyles.tsx';

/**
 * Pages inside the portal frame (everything but the landing page): the MUI theme and direction,
 * readable toast colours, skip link, header, then the page, which renders <main id="main">. Loaded
 * lazily, so MUI is not part of the landing page's first load.
 */
export function FramedLayout() {
  return (
    <ThemeAndDirection>
      <ToastStyles />
      <SkipLink />
      <AppHeader />
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </ThemeAndDirection>
  );
}
