import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { getI18nInstance } from '../lib/i18n/setup.ts';
import { ErrorBoundary } from '../lib/screens/ErrorBoundary.tsx';
import { Toaster } from '../lib/toast/index.ts';
import { LazyGlobalErrorScreen } from './screens/LazyGlobalErrorScreen.tsx';

/**
 * What is the same on every page: i18n, the outermost error boundary and toasts. The MUI theme and
 * direction come with the framed layout (layout/FramedLayout.tsx), so the landing page, which does
 * not use MUI, does not download it. Remotes never create providers: they render inside these.
 * Toasts load notistack on the first one (lib/toast).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={getI18nInstance()}>
      {/* Outermost boundary: an error outside the router (a provider, the header) still gets the spec's screen. */}
      <ErrorBoundary logAs="[portal] unhandled error" Fallback={LazyGlobalErrorScreen}>
        {children}
        <Toaster />
      </ErrorBoundary>
    </I18nextProvider>
  );
}
