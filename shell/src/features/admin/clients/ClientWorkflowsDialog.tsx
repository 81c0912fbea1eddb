/** A client's workflows with their status, and the admin's pause / resume (audited; the client is told). */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { catalogueEntry, isWorkflowSlug } from '@portal/contract';
import { StatusChip } from '@portal/dashboard-kit/ui';
import { useId, useState } from 'react';
import { requestStatusTone } from '../../../lib/requestStatus.ts';
import { useSnackbar } from '../../../lib/toast/index.ts';
import { useAdminT } from '../i18n/index.ts';
import { type ClientRow, setWorkflowStatus } from './clientsApi.ts';

export function ClientWorkflowsDialog({
  client,
  name,
  onClose,
  onChanged,
}: {
  client: ClientRow;
  name: string;
  onClose: () => void;
  onChanged: () => void;
}) {
  const { t, locale } = useAdminT();
  const { enqueueSnackbar } = useSnackbar();
  const titleId = useId();
  const [busy, setBusy] = useState<string | null>(null);
  const label = (slug: string) => (isWorkflowSlug(slug) ? catalogueEntry(slug).name[locale] : slug);

  async function toggle(id: string, slug: string, next: 'active' | 'paused') {
    setBusy(id);
    try {
      await setWorkflowStatus(id, next);
      enqueueSnackbar(
        t(next === 'paused' ? 'clients.paused' : 'clients.resumed', { workflow: label(slug) }),
        {
          variant: 'success',
        },
      );
      onChanged();
    } catch (error) {
      console.error('[portal] workflow status', error);
      enqueueSnackbar(t('clients.changeFailed'), { variant: 'error' });
    } finally {
      setBusy(null);
    }
  }

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('clients.owned', { name })}</DialogTitle>
      <DialogContent dividers>
        {client.workflows.length === 0 && <Typography>{t('clients.noWorkflows')}</Typography>}
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {client.workflows.map((w) => {
            const paused = w.status === 'paused';
            return (
              <Stack
                component="li"
                key={w.id}
                direction="row"
                spacing={1.5}
                sx={{ alignItems: 'center' }}
                data-testid="client-workflow"
              >
                <Typography sx={{ flexGrow: 1 }}>{label(w.workflow_slug)}</Typography>
                <StatusChip label={t(`clients.statusOf.${w.status}`)} tone={requestStatusTone(w.status)} />
                <Button
                  size="small"
                  variant="outlined"
                  disabled={busy === w.id}
                  onClick={() => void toggle(w.id, w.workflow_slug, paused ? 'active' : 'paused')}
                  aria-label={t(paused ? 'clients.resumeWorkflow' : 'clients.pauseWorkflow', {
                    workflow: label(w.workflow_slug),
                  })}
                >
                  {t(paused ? 'clients.resume' : 'clients.pause')}
                </Button>
              </Stack>
            );
          })}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('clients.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
