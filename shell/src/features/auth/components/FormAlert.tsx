import Alert, { type AlertColor } from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { forwardRef, type ReactNode } from 'react';

/**
 * A message above a form. Errors are announced at once (role alert); other messages politely (status).
 * It takes focus when shown after a submit, so keyboard and screen-reader users land on it.
 */
export const FormAlert = forwardRef<
  HTMLDivElement,
  {
    severity: AlertColor;
    title?: ReactNode;
    children?: ReactNode;
    action?: ReactNode;
    testId?: string;
  }
>(function FormAlert({ severity, title, children, action, testId }, ref) {
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      severity={severity}
      role={severity === 'error' ? 'alert' : 'status'}
      action={action}
      data-testid={testId}
      sx={{ mb: 2, '&:focus': { outline: 'none' }, '&:focus-visible': { outline: 2, outlineStyle: 'solid' } }}
    >
      {title && <AlertTitle>{title}</AlertTitle>}
      {children}
    </Alert>
  );
});
