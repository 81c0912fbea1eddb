import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useCommonT } from '../../lib/i18n/common.ts';
import { CenteredMessage } from '../../lib/screens/CenteredMessage.tsx';

/** The spec's global error screen (docs/product.md §2, Guards): texts and both buttons exactly as specified. */
export function GlobalErrorScreen({ onTryAgain }: { onTryAgain: () => void }) {
  const { t } = useCommonT();
  return (
    <CenteredMessage
      title={t('error.title')}
      actions={
        <>
          <Button variant="contained" onClick={onTryAgain}>
            {t('error.tryAgain')}
          </Button>
          <Button variant="outlined" onClick={() => window.location.reload()}>
            {t('error.refresh')}
          </Button>
        </>
      }
    >
      <Typography color="text.secondary">{t('error.message')}</Typography>
    </CenteredMessage>
  );
}
