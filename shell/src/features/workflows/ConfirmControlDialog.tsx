import DialogContentText from '@mui/material/DialogContentText';
import type { FormEvent } from 'react';
import { FormDialog } from '../../lib/forms/FormDialog.tsx';
import type { StartStop } from './controlOffer.ts';
import { useWorkflowsT } from './i18n/index.ts';

/** Asks before a start or stop request is sent: one tap must not ask an administrator to stop a workflow. */
export default function ConfirmControlDialog({
  action,
  workflow,
  sending,
  onClose,
  onConfirm,
}: {
  action: StartStop;
  workflow: string;
  sending: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const { t } = useWorkflowsT();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm();
  };
  return (
    <FormDialog
      titleId="confirm-control-title"
      title={t(action === 'start' ? 'confirm.startTitle' : 'confirm.stopTitle', { workflow })}
      maxWidth="sm"
      onClose={onClose}
      onSubmit={submit}
      cancelLabel={t('confirm.cancel')}
      submitLabel={sending ? t('confirm.sending') : t(action === 'start' ? 'control.start' : 'control.stop')}
      submitDisabled={sending}
    >
      <DialogContentText>
        {t(action === 'start' ? 'confirm.startBody' : 'confirm.stopBody')}
      </DialogContentText>
    </FormDialog>
  );
}
