import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
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
    <Dialog open={props.open} onClose={props.onClose} fullWidth maxWidth="sm">
      <form onSubmit={submit}>
        <DialogTitle>{t('control.changeDialogTitle', { workflow: props.workflow })}</DialogTitle>
        <DialogContent>
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
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose}>{t('control.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={props.sending || !details.trim()}>
            {t('control.send')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
