/**
 * What a tab or panel shows when its data could not be loaded: the feature's own message and a Retry
 * that loads again (the shared `ui` namespace's label, so every screen says it the same way).
 */
import { useUiTranslation } from '@portal/dashboard-kit/i18n';
import { RetryAlert } from './RetryAlert.tsx';

export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useUiTranslation();
  return <RetryAlert message={message} retryLabel={t('states.retry')} onRetry={onRetry} />;
}
