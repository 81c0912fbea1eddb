/**
 * An error with a way to try again: the message and a Retry button in the alert's action. Features
 * that carry their own Retry label use it directly (no extra namespace on their page); LoadFailed
 * labels it from the shared `ui` namespace.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

export function RetryAlert({
  message,
  retryLabel,
  onRetry,
  testId,
}: {
  message: string;
  retryLabel: string;
  onRetry: () => void;
  testId?: string;
}) {
  return (
    <Alert
      severity="error"
      data-testid={testId}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {retryLabel}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
