/**
 * What a tab or panel shows when its data could not be loaded: the feature's own message and a Retry
 * that loads again (the `common` namespace's label, so every screen says it the same way; not the
 * kit's `ui` namespace, whose texts in both languages, 3.3 KB gzip, came with every page that only
 * might fail: docs/performance.md).
 */
import { useCommonT } from '../i18n/common.ts';
import type { ServerState } from '../useServerState.ts';
import { PageLoader } from './PageLoader.tsx';
import { RetryAlert } from './RetryAlert.tsx';

export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useCommonT();
  return <RetryAlert message={message} retryLabel={t('error.retry')} onRetry={onRetry} />;
}

/**
 * What a screen shows in place of its data until the data is ready: the loader while it loads, the
 * failure with Retry when it could not load, nothing once it is there.
 */
export function LoadingOrFailed({
  state,
  message,
  onRetry,
}: {
  state: ServerState<unknown>;
  /** The feature's "could not load" message. */
  message: string;
  onRetry: () => void;
}) {
  if (state.status === 'loading') return <PageLoader />;
  if (state.status === 'error') return <LoadFailed message={message} onRetry={onRetry} />;
  return null;
}
