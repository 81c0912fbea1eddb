import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useCommonT } from '../../lib/i18n/common.ts';
import { CenteredMessage } from '../../lib/screens/CenteredMessage.tsx';

/** Any path that is not a route of the spec (docs/product.md §2, "Not found"). */
export default function NotFoundPage() {
  const { t } = useCommonT();
  return (
    <CenteredMessage
      eyebrow={
        <Typography variant="h1" component="p" color="primary" sx={{ fontWeight: 700 }}>
          {t('notFound.code')}
        </Typography>
      }
      title={t('notFound.title')}
      actions={
        <Button variant="contained" component={RouterLink} to="/">
          {t('notFound.returnHome')}
        </Button>
      }
    />
  );
}
