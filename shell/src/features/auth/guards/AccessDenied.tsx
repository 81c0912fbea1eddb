import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router-dom';
import { useAuthT } from '../../../domain/session/i18n/index.ts';
import { CenteredMessage } from '../../../lib/screens/CenteredMessage.tsx';

/** docs/product.md §2 / §8: what a signed-in non-admin sees on an admin page. */
export function AccessDenied() {
  const { t } = useAuthT();
  const navigate = useNavigate();
  // The data router numbers history entries: 0 means this page was opened directly (no page to go back to).
  const canGoBack = ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
  return (
    <CenteredMessage
      title={t('guards.accessDenied')}
      actions={
        <Button variant="contained" onClick={() => (canGoBack ? navigate(-1) : navigate('/dashboard'))}>
          {t('guards.goBack')}
        </Button>
      }
    >
      <Typography color="text.secondary">{t('guards.noPermission')}</Typography>
    </CenteredMessage>
  );
}
