import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { type ReactNode, useId } from 'react';

export interface DetailDialogProps {
  open: boolean;
  /** Names the dialog for assistive technology (aria-labelledby). */
  title: string;
  closeLabel: string;
  onClose: () => void;
  maxWidth?: 'sm' | 'md';
  children: ReactNode;
}

/**
 * The details of one row of a table (a conversation, a generated query): titled, closed by a button.
 * Dashboards import it as `DetailDialog` (DetailDialog.tsx), which downloads this module when a dialog
 * first opens.
 */
export function DetailDialogContent({
  open,
  title,
  closeLabel,
  onClose,
  maxWidth = 'sm',
  children,
}: DetailDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth={maxWidth}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers>{children}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{closeLabel}</Button>
      </DialogActions>
    </Dialog>
  );
}
