import type { ReactNode } from 'react';
import { ErrorBoundary } from '../../lib/screens/ErrorBoundary.tsx';
import { LazyGlobalErrorScreen } from './LazyGlobalErrorScreen.tsx';

/** Outermost boundary: an error outside the router (a provider, the header) still gets the spec's screen. */
export function AppErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary
      logAs="[portal] unhandled error"
      fallback={(tryAgain) => <LazyGlobalErrorScreen onTryAgain={tryAgain} />}
    >
      {children}
    </ErrorBoundary>
  );
}
