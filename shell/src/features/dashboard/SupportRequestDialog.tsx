import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { FormDialog } from '../../lib/forms/FormDialog.tsx';
import { TextInput } from '../../lib/forms/TextInput.tsx';
import { useSnackbar } from '../../lib/toast/index.ts';
import { useBusyTask } from '../../lib/useBusyTask.ts';
import { useDashboardT } from './i18n/index.ts';
import { SUPPORT_MESSAGE_MAX, sendSupportRequest } from './supportRequest.ts';

type Problem = 'empty' | 'failed' | 'tooMany' | null;

/** Support Request: a message to the administrators; the dialog says where it goes. */
export default function SupportRequestDialog({
  onClose,
  initialMessage = '',
}: {
  onClose: () => void;
  /** A question already written (the plan banner's Ask About Plans), which the client may edit. */
  initialMessage?: string;
}) {
  const { t, locale } = useDashboardT();
  const { enqueueSnackbar } = useSnackbar();
  const [message, setMessage] = useState(initialMessage);
  const [problem, setProblem] = useState<Problem>(null);
  const { busy: sending, run } = useBusyTask();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!message.trim()) return setProblem('empty');
    setProblem(null);
    await run(
      async () => {
        const result = await sendSupportRequest(message, locale);
        if (result === 'too-many') return setProblem('tooMany');
        enqueueSnackbar(t('support.sent'), { variant: 'success' });
        onClose();
      },
      (error) => {
        console.error('[portal] support request', error);
        setProblem('failed');
      },
    );
  }

  return (
    <FormDialog
      titleId="support-title"
      title={t('support.title')}
      maxWidth="sm"
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      cancelLabel={t('support.cancel')}
      submitLabel={t('support.send')}
      submitDisabled={sending}
    >
      <Stack spacing={2}>
        <Typography color="text.secondary" data-testid="support-where">
          {t('support.where')}
        </Typography>
        {problem && (
          <Alert severity="error" role="alert">
            {t(`support.${problem}`)}
          </Alert>
        )}
        <TextInput
          label={t('support.message')}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          required
          error={problem === 'empty'}
          multiline
          minRows={4}
          fullWidth
          slotProps={{ htmlInput: { maxLength: SUPPORT_MESSAGE_MAX - 20, name: 'message' } }}
        />
      </Stack>
    </FormDialog>
  );
}
