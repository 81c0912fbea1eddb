import Button, { type ButtonProps } from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import type { WorkflowSlug } from '@portal/contract';
import { useSnackbar } from '../../lib/toast/index.ts';
import { useBusyTask } from '../../lib/useBusyTask.ts';
import { type AccessStatus, requestAccess } from './data.ts';
import { useWorkspaceT } from './i18n/index.ts';

// Outlined chips in these colours keep AA contrast on white (warning orange does not).
const STATUS_COLORS = {
  pending: 'default',
  approved: 'success',
  denied: 'error',
  expired: 'default',
} as const;

/** The status of the latest access request, as a badge. */
export function AccessStatusChip({ status }: { status: AccessStatus }) {
  const { t } = useWorkspaceT();
  const label = t(`access.status.${status}`);
  return (
    <Chip
      size="small"
      variant="outlined"
      color={STATUS_COLORS[status]}
      label={t('access.statusLabel', { status: label })}
      data-testid="access-status"
    />
  );
}

/**
 * Request Access: sends a pending workflow_access_request and tells the parent, which shows the status.
 * While a request is pending the button is not offered; the database refuses a second one anyway.
 */
export function RequestAccessButton({
  slug,
  status,
  onRequested,
  variant = 'outlined',
}: {
  slug: WorkflowSlug;
  status: AccessStatus | undefined;
  onRequested: () => void;
  variant?: ButtonProps['variant'];
}) {
  const { t } = useWorkspaceT();
  const { enqueueSnackbar } = useSnackbar();
  const { busy: sending, run } = useBusyTask();

  const send = () =>
    run(
      async () => {
        const result = await requestAccess(slug);
        enqueueSnackbar(t(result === 'sent' ? 'access.sent' : 'access.duplicate'), {
          variant: result === 'sent' ? 'success' : 'info',
        });
        onRequested();
      },
      (error) => {
        console.error('[portal] access request', error);
        enqueueSnackbar(t('access.failed'), { variant: 'error' });
      },
    );

  if (status === 'pending') return <AccessStatusChip status={status} />;
  return (
    <>
      {status && <AccessStatusChip status={status} />}
      <Button variant={variant} size="small" disabled={sending} onClick={() => void send()}>
        {sending ? t('access.sending') : t('access.request')}
      </Button>
    </>
  );
}
