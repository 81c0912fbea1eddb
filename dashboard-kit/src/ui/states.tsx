/**
 * The three non-data states every dashboard and every card shows the same way: loading, empty and
 * error (with Retry). The shell uses them around whole dashboards; dashboards use them inside cards.
 */
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import Inbox from '@mui/icons-material/Inbox';
import Refresh from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useUiTranslation } from '../i18n/index.ts';

const centered = (minHeight: number) => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 1.5,
  minHeight,
  paddingBlock: 4,
  paddingInline: 2,
  textAlign: 'center',
});

/** What the empty and the error state say: a short title over a line of explanation. */
function StateText({ title, message }: { title: string; message: string }) {
  return (
    <>
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 420 }}>
        {message}
      </Typography>
    </>
  );
}

export interface LoadingStateProps {
  /** Defaults to "Loading…". */
  label?: string;
  minHeight?: number;
}

export function LoadingState({ label, minHeight = 240 }: LoadingStateProps) {
  const { t } = useUiTranslation();
  return (
    <Box role="status" aria-live="polite" sx={centered(minHeight)}>
      <CircularProgress size={32} aria-hidden="true" />
      <Typography variant="body2" color="text.secondary">
        {label ?? t('states.loading')}
      </Typography>
    </Box>
  );
}

export interface EmptyStateProps {
  title?: string;
  message?: string;
  icon?: ReactNode;
  /** e.g. a button that leads to where data comes from. */
  action?: ReactNode;
  minHeight?: number;
}

export function EmptyState({ title, message, icon, action, minHeight = 200 }: EmptyStateProps) {
  const { t } = useUiTranslation();
  return (
    <Box sx={centered(minHeight)}>
      <Box aria-hidden="true" sx={{ color: 'text.secondary', display: 'flex', fontSize: 40 }}>
        {icon ?? <Inbox fontSize="inherit" />}
      </Box>
      <StateText title={title ?? t('states.emptyTitle')} message={message ?? t('states.emptyMessage')} />
      {action}
    </Box>
  );
}

export interface ErrorStateProps {
  title?: string;
  message?: string;
  /** Shows the Retry button; omit when retrying cannot help. */
  onRetry?: () => void;
  /** Disables Retry while a retry is running. */
  retrying?: boolean;
  minHeight?: number;
}

export function ErrorState({ title, message, onRetry, retrying = false, minHeight = 200 }: ErrorStateProps) {
  const { t } = useUiTranslation();
  return (
    <Box role="alert" sx={centered(minHeight)}>
      <ErrorOutline color="error" sx={{ fontSize: 40 }} aria-hidden="true" />
      <StateText title={title ?? t('states.errorTitle')} message={message ?? t('states.errorMessage')} />
      {onRetry && (
        <Button variant="contained" onClick={onRetry} disabled={retrying} startIcon={<Refresh />}>
          {t('states.retry')}
        </Button>
      )}
    </Box>
  );
}
