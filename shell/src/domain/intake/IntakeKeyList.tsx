/**
 * A client workflow's intake keys (docs/intake.md, "Keys"): the admin's view adds when each was created
 * and its use in the last 24 hours; both may revoke a key, after a confirmation, and neither ever sees
 * a secret here. Revoking goes through rpc('revoke_intake_key'), which lets a client revoke only its own.
 */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useFormatters } from '@portal/dashboard-kit/i18n';
import { useId, useState } from 'react';
import { PageLoader } from '../../lib/screens/PageLoader.tsx';
import { RetryAlert } from '../../lib/screens/RetryAlert.tsx';
import { column, type PlainColumn, PlainTable } from '../../lib/tables/PlainTable.tsx';
import { useSnackbar } from '../../lib/toast/index.ts';
import { useBusyTask } from '../../lib/useBusyTask.ts';
import { useServerState } from '../../lib/useServerState.ts';
import { useIntakeT } from './i18n/index.ts';
import { type IntakeKey, loadIntakeKeys, revokeIntakeKey } from './intakeApi.ts';

export function IntakeKeyList({
  userId,
  slug,
  detailed,
  refreshKey = 0,
  labelledBy,
}: {
  /** The client (admins); a client's own list leaves it out and RLS answers its keys only. */
  userId?: string;
  slug: string;
  /** The admin's columns: created, requests and rows in the last 24 h. */
  detailed: boolean;
  /** Changes when a key was created, to reload the list. */
  refreshKey?: number;
  labelledBy: string;
}) {
  const { t } = useIntakeT();
  const f = useFormatters();
  const { enqueueSnackbar } = useSnackbar();
  const [confirming, setConfirming] = useState<IntakeKey>();
  const { busy: revoking, run } = useBusyTask();
  const titleId = useId();
  const { state, retry, refetch } = useServerState(
    (signal) => loadIntakeKeys({ userId, slug }, signal),
    [userId, slug, refreshKey],
  );

  if (state.status === 'loading') return <PageLoader />;
  if (state.status === 'error')
    return <RetryAlert message={t('keys.loadFailed')} retryLabel={t('keys.retry')} onRetry={retry} />;
  if (state.data.length === 0) return <Typography color="text.secondary">{t('keys.empty')}</Typography>;

  const revoke = (key: IntakeKey) =>
    run(
      async () => {
        await revokeIntakeKey(key.id);
        enqueueSnackbar(t('keys.revoked', { prefix: key.prefix }), { variant: 'success' });
        setConfirming(undefined);
        refetch();
      },
      (e) => {
        console.error('[portal] revoke intake key', e);
        enqueueSnackbar(t('keys.revokeFailed'), { variant: 'error' });
      },
    );

  const columns: PlainColumn<IntakeKey>[] = [
    column(t('keys.label'), (k) => k.label, { rowHeader: true }),
    column(t('keys.prefix'), (k) => <code dir="ltr">{k.prefix}…</code>, { nowrap: true }),
    ...(detailed ? [column<IntakeKey>(t('keys.created'), (k) => f.dateTime(k.created_at))] : []),
    column(t('keys.lastUsed'), (k) => (k.last_used_at ? f.dateTime(k.last_used_at) : t('keys.never'))),
    ...(detailed
      ? [
          column<IntakeKey>(t('keys.requests24h'), (k) => f.number(k.requests_24h, 0), { align: 'right' }),
          column<IntakeKey>(t('keys.rows24h'), (k) => f.number(k.rows_24h, 0), { align: 'right' }),
        ]
      : []),
    column(t('keys.status'), (k) =>
      k.revoked_at ? t('keys.revokedOn', { date: f.dateTime(k.revoked_at) }) : t('keys.active'),
    ),
    column(t('keys.actions'), (k) =>
      k.revoked_at ? null : (
        <Button
          size="small"
          color="error"
          variant="outlined"
          aria-label={t('keys.revokeLabel', { prefix: k.prefix, label: k.label })}
          onClick={() => setConfirming(k)}
        >
          {t('keys.revoke')}
        </Button>
      ),
    ),
  ];

  return (
    <>
      <PlainTable
        labelledBy={labelledBy}
        testId="intake-keys-table"
        columns={columns}
        rows={state.data}
        rowKey={(k) => k.id}
        rowData={(k) => ({ 'data-prefix': k.prefix })}
      />
      {confirming && (
        <Dialog open onClose={() => setConfirming(undefined)} aria-labelledby={titleId} role="alertdialog">
          <DialogTitle id={titleId}>{t('keys.revokeTitle', { prefix: confirming.prefix })}</DialogTitle>
          <DialogContent>
            <DialogContentText>{t('keys.revokeBody', { label: confirming.label })}</DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setConfirming(undefined)} autoFocus>
              {t('keys.cancel')}
            </Button>
            <Button
              color="error"
              variant="contained"
              disabled={revoking}
              onClick={() => void revoke(confirming)}
            >
              {revoking ? t('keys.revoking') : t('keys.revokeConfirm')}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </>
  );
}
