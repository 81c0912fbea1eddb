import { Outlet } from 'react-router-dom';
import { PageLoader } from '../../lib/screens/PageLoader.tsx';
import { ThemeAndDirection } from '../theme/ThemeAndDirection.tsx';
import { AppHeader } from './AppHeader.tsx';
import { HydratingSuspense } from './HydratingSuspense.tsx';
import { PrintStyles } from './PrintStyles.tsx';
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
      <PrintStyles />
      <SkipLink />
      <AppHeader />
      <HydratingSuspense fallback={<PageLoader />}>
        <Outlet />
      </HydratingSuspense>
    </ThemeAndDirection>
  );
}
