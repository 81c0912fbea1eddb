import { lazy, Suspense, useSyncExternalStore } from 'react';
import { onProviderRequested, providerRequested } from './toaster.ts';

const ToastProvider = lazy(() => import('./ToastProvider.tsx'));

/** Nothing until the first toast; then notistack's provider, fetched on that first use. */
export function Toaster() {
  const wanted = useSyncExternalStore(onProviderRequested, providerRequested, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastProvider />
    </Suspense>
  );
}
