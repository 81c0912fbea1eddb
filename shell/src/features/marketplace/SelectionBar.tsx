import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useMarketplaceT } from './i18n/index.ts';

/**
 * Below the `lg` breakpoint the cart sits after every card (thousands of pixels down on a phone), so
 * while something is selected this bar stays at the bottom of the screen: how many are selected, a
 * way to the cart's details, and Purchase Selected itself. The count is a polite live region: ticking a
 * card is announced.
 */
export const SelectionBar = memo(function SelectionBar({
  count,
  onReview,
  onPurchase,
  purchasing,
  problem,
}: {
  count: number;
  onReview: () => void;
  onPurchase: () => void;
  purchasing: boolean;
  problem: string | null;
}) {
  const { t } = useMarketplaceT();
  return (
    <Paper
      component="section"
      aria-label={t('selection.label')}
      elevation={8}
      square
      data-testid="selection-bar"
      sx={{
        display: { xs: count > 0 ? 'flex' : 'none', lg: 'none' },
        position: 'fixed',
        insetInline: 0,
        bottom: 0,
        zIndex: 'appBar',
        alignItems: 'center',
        flexWrap: 'wrap',
        gap: 1,
        px: 2,
        py: 1.25,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Typography role="status" sx={{ fontWeight: 700, flexGrow: 1 }} data-testid="selection-count">
        {count > 0 ? t('selection.count', { count }) : ''}
      </Typography>
      <Button size="small" onClick={onReview}>
        {t('selection.review')}
      </Button>
      <Button variant="contained" size="small" disabled={count === 0 || purchasing} onClick={onPurchase}>
        {purchasing ? t('cart.purchasing') : t('cart.purchase')}
      </Button>
      {problem && (
        <Typography variant="body2" color="error" sx={{ flexBasis: '100%' }}>
          {problem}
        </Typography>
      )}
    </Paper>
  );
});
