/**
 * Approve or reject an open request, with an optional reason the client sees. The decision is one rpc
 * that only changes a pending request: when another admin was first, this one is told so and nothing
 * is overwritten (docs/product.md §6). The reason typed stays when saving fails.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { TextInput } from '../../../lib/forms/TextInput.tsx';
import { useSnackbar } from '../../../lib/toast/index.ts';
import { useBusyTask } from '../../../lib/useBusyTask.ts';
import { useAdminT } from '../i18n/index.ts';
import { decide, type QueueRequest } from './requestsApi.ts';

const REASON_MAX_LENGTH = 5000;

export function DecisionForm({
  request,
  onDecided,
  onRefused,
}: {
  request: QueueRequest;
  onDecided: () => void;
  /** Another admin decided first (the form then goes: the request is no longer open). */
  onRefused: () => void;
}) {
  const { t } = useAdminT();
  const { enqueueSnackbar } = useSnackbar();
  const [reason, setReason] = useState('');
  const { busy, run } = useBusyTask();
  const [failed, setFailed] = useState(false);

  async function submit(decision: 'approved' | 'rejected') {
    setFailed(false);
    await run(
      async () => {
        const outcome = await decide(request, decision, reason);
        if (outcome === 'alreadyDecided') onRefused();
        else enqueueSnackbar(t(`decision.${decision}`), { variant: 'success' });
        onDecided();
      },
      (error) => {
        console.error('[portal] decision failed', error);
        setFailed(true);
      },
    );
  }

  return (
    <Stack component="section" spacing={1.5} aria-labelledby="decision-heading">
      <Typography id="decision-heading" variant="h6" component="h3">
        {t('decision.heading')}
      </Typography>
      <TextInput
        label={t('decision.reason')}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        multiline
        minRows={2}
        fullWidth
        slotProps={{ htmlInput: { maxLength: REASON_MAX_LENGTH } }}
      />
      {failed && <Alert severity="error">{t('decision.failed')}</Alert>}
      <Stack direction="row" spacing={1.5}>
        <Button variant="contained" color="success" disabled={busy} onClick={() => void submit('approved')}>
          {t('decision.approve')}
        </Button>
        <Button variant="outlined" color="error" disabled={busy} onClick={() => void submit('rejected')}>
          {t('decision.reject')}
        </Button>
      </Stack>
    </Stack>
  );
}
