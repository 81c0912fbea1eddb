import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { getI18nInstance } from '../lib/i18n/setup.ts';
import { AppErrorBoundary } from './screens/AppErrorBoundary.tsx';

/** Toast duration of docs/product.md (§9: 5000 ms). */
export const TOAST_DURATION_MS = 5000;

/**
 * What is the same on every page: i18n, the outermost error boundary and toasts. The MUI theme and
 * direction come with the framed layout (layout/FramedLayout.tsx), so the landing page, which does
 * not use MUI, does not download it. Remotes never create providers: they render inside these.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={getI18nInstance()}>
      <AppErrorBoundary>
        <SnackbarProvider maxSnack={3} autoHideDuration={TOAST_DURATION_MS}>
          {children}
        </SnackbarProvider>
      </AppErrorBoundary>
    </I18nextProvider>
  );
}
