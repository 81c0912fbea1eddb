import { lazy, Suspense } from 'react';

const ThemedGlobalErrorScreen = lazy(() => import('./ThemedGlobalErrorScreen.tsx'));

/** Error screens are rare: their MUI code is fetched only when one is shown. */
export function LazyGlobalErrorScreen({ onTryAgain }: { onTryAgain: () => void }) {
  return (
    <Suspense fallback={null}>
      <ThemedGlobalErrorScreen onTryAgain={onTryAgain} />
    </Suspense>
  );
}
