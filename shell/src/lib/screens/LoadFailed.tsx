/**
 * What a tab or panel shows when its data could not be loaded: the feature's own message and a Retry
 * that loads again (the `common` namespace's label, so every screen says it the same way; not the
 * kit's `ui` namespace, whose texts in both languages, 3.3 KB gzip, came with every page that only
 * might fail: docs/performance.md).
 */
import { useCommonT } from '../i18n/common.ts';
import { RetryAlert } from './RetryAlert.tsx';

export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useCommonT();
  return <RetryAlert message={message} retryLabel={t('error.retry')} onRetry={onRetry} />;
}
