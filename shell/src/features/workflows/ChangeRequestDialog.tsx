import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { FormDialog } from '../../lib/forms/FormDialog.tsx';
import { useWorkflowsT } from './i18n/index.ts';

/** The database accepts up to 5000 characters of details (workflow_control_requests). */
export const MAX_DETAILS_LENGTH = 5000;

/** Asks what should change before a 'change' control request is sent. */
export default function ChangeRequestDialog(props: {
  open: boolean;
  workflow: string;
  sending: boolean;
  onClose: () => void;
  onSubmit: (details: string) => void;
}) {
  const { t } = useWorkflowsT();
  const [details, setDetails] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (details.trim()) props.onSubmit(details.trim());
  };
  return (
    <FormDialog
      titleId="change-request-title"
      title={t('control.changeDialogTitle', { workflow: props.workflow })}
      open={props.open}
      maxWidth="sm"
      onClose={props.onClose}
      onSubmit={submit}
      browserValidation
      cancelLabel={t('control.cancel')}
      submitLabel={t('control.send')}
      submitDisabled={props.sending || !details.trim()}
    >
      <TextField
        autoFocus
        required
        fullWidth
        multiline
        minRows={4}
        margin="dense"
        label={t('control.changeLabel')}
        helperText={t('control.changeHelper')}
        value={details}
        onChange={(event) => setDetails(event.target.value)}
        slotProps={{ htmlInput: { maxLength: MAX_DETAILS_LENGTH } }}
      />
    </FormDialog>
  );
}
