import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useCommonT } from '../../lib/i18n/common.ts';
import type { PageRouteSpec } from '../routing/routes.tsx';

/** Stands in for a page whose feature has not landed yet, so every route of the spec exists. */
export function PlaceholderPage({ titleKey }: { titleKey: PageRouteSpec['titleKey'] }) {
  const { t } = useCommonT();
  return (
    <Container component="main" id="main" maxWidth="md" sx={{ py: 6 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t(titleKey)}
      </Typography>
      <Typography color="text.secondary">{t('placeholder.body')}</Typography>
    </Container>
  );
}
