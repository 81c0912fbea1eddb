/**
 * What a tab or panel shows when its data could not be loaded: the feature's own message and a Retry
 * that loads again (the shared `ui` namespace's label, so every screen says it the same way).
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useUiTranslation } from '@portal/shared/i18n';

export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useUiTranslation();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('states.retry')}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
