import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { getI18nInstance } from '../lib/i18n/setup.ts';
import { Toaster } from '../lib/toast/index.ts';
import { AppErrorBoundary } from './screens/AppErrorBoundary.tsx';

/**
 * What is the same on every page: i18n, the outermost error boundary and toasts. The MUI theme and
 * direction come with the framed layout (layout/FramedLayout.tsx), so the landing page, which does
 * not use MUI, does not download it. Remotes never create providers: they render inside these.
 * Toasts load notistack on the first one (lib/toast).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={getI18nInstance()}>
      <AppErrorBoundary>
        {children}
        <Toaster />
      </AppErrorBoundary>
    </I18nextProvider>
  );
}
