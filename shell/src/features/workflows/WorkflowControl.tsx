import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useCallback, useId, useState } from 'react';
import type { ControlAction } from '../../domain/workspace/controlRequests.ts';
import type { WorkflowStatus } from '../../domain/workspace/data.ts';
import { useSnackbar } from '../../lib/toast/index.ts';
import { useBusyTask } from '../../lib/useBusyTask.ts';
import { controlOffer, controlRefusal, type StartStop } from './controlOffer.ts';
import { useWorkflowsT } from './i18n/index.ts';
import type { WorkflowPart } from './WorkflowHeader.tsx';

// The dialog (and MUI's Dialog and TextField) is fetched when a client first asks for changes.
const ChangeRequestDialog = lazy(() => import('./ChangeRequestDialog.tsx'));
const ConfirmControlDialog = lazy(() => import('./ConfirmControlDialog.tsx'));
// The live list of requests (and the shared UI blocks it uses) is fetched only on a live dashboard, so a
// sample page downloads no UI file that the remote brings itself (docs/architecture.md, the UI kit).
const ControlRequests = lazy(() =>
  import('./ControlRequests.tsx').then((module) => ({ default: module.ControlRequests })),
);

/**
 * The Workflow Control section (docs/product.md §2): the client asks to start, stop or change the workflow and an
 * admin decides; the client's requests for this workflow are listed under the buttons, with their badges,
 * live. Start and stop are offered only where the workflow's status allows them (controlOffer.ts) and
 * are confirmed in a dialog before they are sent. In sample mode the buttons are shown, disabled, with
 * the reason next to them.
 */
export function WorkflowControl({
  slug,
  mode,
  title,
  status,
  loading,
}: WorkflowPart & { status: WorkflowStatus | null; loading: boolean }) {
  const { t } = useWorkflowsT();
  const { enqueueSnackbar } = useSnackbar();
  const { busy: sending, run } = useBusyTask();
  const [changeOpen, setChangeOpen] = useState(false);
  const [confirming, setConfirming] = useState<StartStop | null>(null);
  const [pending, setPending] = useState<ReadonlySet<StartStop>>(new Set());
  const onPending = useCallback((next: ReadonlySet<StartStop>) => setPending(next), []);
  const offer = controlOffer(status, pending);
  // A sample page shows both, disabled; a live one what the status allows once it is known.
  const startStop: readonly StartStop[] =
    mode === 'sample' ? ['start', 'stop'] : loading ? [] : offer.actions;
  const [sentCount, setSentCount] = useState(0);
  const headingId = useId();
  const sample = mode === 'sample';

  async function send(action: ControlAction, details?: string) {
    await run(
      async () => {
        // Loaded on the first request: sample pages never send one.
        const { requestWorkflowControl } = await import('../../domain/workspace/controlRequests.ts');
        await requestWorkflowControl({ slug, action, details, source: 'workflow_page' });
        enqueueSnackbar(t('control.sent'), { variant: 'success' });
        setChangeOpen(false);
        setConfirming(null);
        setSentCount((n) => n + 1);
      },
      (error) => {
        const refusal = controlRefusal(error);
        if (refusal) setConfirming(null);
        else console.error('[portal] control request', error);
        enqueueSnackbar(t(refusal ? `control.${refusal}` : 'control.failed'), { variant: 'error' });
      },
    );
  }

  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: 3 }}>
      <Typography id={headingId} variant="h5" component="h2" gutterBottom>
        {t('control.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('control.description')}
      </Typography>
      {/* Outlined, all of them: each asks an administrator for something, none is the page's main action. */}
      {!sample && !loading && (
        <Typography sx={{ mb: 2 }} data-testid="control-offer" data-reason={offer.reason}>
          {t(`offer.${offer.reason}`)}
        </Typography>
      )}
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {startStop.map((action) => (
          <Button
            key={action}
            variant="outlined"
            disabled={sample || sending}
            onClick={() => setConfirming(action)}
          >
            {t(action === 'start' ? 'control.start' : 'control.stop')}
          </Button>
        ))}
        <Button variant="outlined" disabled={sample || sending} onClick={() => setChangeOpen(true)}>
          {t('control.change')}
        </Button>
      </Stack>
      {sample && (
        <Alert severity="info" sx={{ mt: 2 }} data-testid="control-sample-explanation">
          {t('control.sampleExplanation')}
        </Alert>
      )}
      {!sample && (
        <Suspense fallback={null}>
          <ControlRequests slug={slug} refreshKey={sentCount} onPending={onPending} />
        </Suspense>
      )}
      {!sample && confirming && (
        <Suspense fallback={null}>
          <ConfirmControlDialog
            action={confirming}
            workflow={title}
            sending={sending}
            onClose={() => setConfirming(null)}
            onConfirm={() => void send(confirming)}
          />
        </Suspense>
      )}
      {!sample && changeOpen && (
        <Suspense fallback={null}>
          <ChangeRequestDialog
            open={changeOpen}
            workflow={title}
            sending={sending}
            onClose={() => setChangeOpen(false)}
            onSubmit={(details) => void send('change', details)}
          />
        </Suspense>
      )}
    </Paper>
  );
}
