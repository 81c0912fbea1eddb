import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { getI18nInstance } from './i18n/setup.ts';
import { AppErrorBoundary } from './screens/AppErrorBoundary.tsx';
import { ThemeAndDirection } from './theme/ThemeAndDirection.tsx';

/** Toast duration of the spec (§9: 5000 ms). */
export const TOAST_DURATION_MS = 5000;

/** Everything that is the same on every page. Remotes never create providers: they render inside these. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={getI18nInstance()}>
      <ThemeAndDirection>
        <AppErrorBoundary>
          <SnackbarProvider maxSnack={3} autoHideDuration={TOAST_DURATION_MS}>
            {children}
          </SnackbarProvider>
        </AppErrorBoundary>
      </ThemeAndDirection>
    </I18nextProvider>
  );
}
