/**
 * A dialog that is one form: its title (the dialog's name), its fields, and Cancel beside the submit
 * button. The dialog is open while it is rendered (or while `open`), and closes through `onClose`.
 */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { FormEvent, ReactNode } from 'react';

export interface FormDialogProps {
  /** The title's id, which names the dialog. */
  titleId: string;
  title: ReactNode;
  open?: boolean;
  maxWidth: 'sm' | 'md';
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Leave checking to the browser (`required` fields), instead of the form's own messages. */
  browserValidation?: boolean;
  /** Lines above and below the fields (a long form that scrolls). */
  dividers?: boolean;
  cancelLabel: string;
  /** What the submit button says (its busy wording while the form is sent). */
  submitLabel: string;
  submitDisabled: boolean;
  children: ReactNode;
}

export function FormDialog({
  titleId,
  title,
  open = true,
  maxWidth,
  onClose,
  onSubmit,
  browserValidation = false,
  dividers = false,
  cancelLabel,
  submitLabel,
  submitDisabled,
  children,
}: FormDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} maxWidth={maxWidth} fullWidth aria-labelledby={titleId}>
      <form onSubmit={onSubmit} noValidate={!browserValidation}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent dividers={dividers}>{children}</DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{cancelLabel}</Button>
          <Button type="submit" variant="contained" disabled={submitDisabled}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
