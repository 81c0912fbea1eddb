import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import type { FamilyId } from '@portal/contract';
import { ContractMismatchError, InvalidRemoteError, KitMismatchError } from '../../federation/errors.ts';
import { useWorkflowsT } from './i18n/index.ts';

/** The per-route error when a remote (or its dashboard) cannot be loaded: clear words and Retry. */
export function RemoteLoadError({
  error,
  family,
  onRetry,
}: {
  error: unknown;
  family: FamilyId;
  onRetry: () => void;
}) {
  const { t } = useWorkflowsT();
  const familyName = t(`families.${family}`);
  let title = t('remote.unavailableTitle');
  let body = t('remote.unavailableBody', { family: familyName });
  if (error instanceof ContractMismatchError) {
    title = t('remote.contractTitle');
    body = t('remote.contractBody', { family: familyName, actual: error.actual, expected: error.expected });
  } else if (error instanceof KitMismatchError) {
    title = t('remote.contractTitle');
    body = t('remote.kitBody', { family: familyName });
  } else if (error instanceof InvalidRemoteError) {
    title = t('remote.invalidTitle');
  }
  return (
    <Alert
      severity="error"
      data-testid="remote-error"
      action={
        <Button color="inherit" size="small" variant="outlined" onClick={onRetry}>
          {t('remote.retry')}
        </Button>
      }
    >
      <AlertTitle>{title}</AlertTitle>
      {body}
    </Alert>
  );
}
