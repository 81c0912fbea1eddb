import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { memo, useId } from 'react';
import { useMarketplaceT } from './i18n/index.ts';

/** What Select (a purchase) and Request Access differ in, said once above the cards that offer both. */
export const WaysToGet = memo(function WaysToGet() {
  const { t } = useMarketplaceT();
  const headingId = useId();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 2.5 } }}
      data-testid="ways-to-get"
    >
      <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        {t('ways.heading')}
      </Typography>
      <Typography component="ul" variant="body2" sx={{ m: 0, mt: 0.5, ps: 2.5, '& li + li': { mt: 0.5 } }}>
        <li>{t('ways.buy')}</li>
        <li>{t('ways.access')}</li>
      </Typography>
    </Paper>
  );
});
