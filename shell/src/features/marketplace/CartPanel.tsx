import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { lazy, memo, Suspense, useId } from 'react';
import type { MarketItem } from './catalogueData.ts';
import { useMarketplaceT } from './i18n/index.ts';

const CartItems = lazy(() => import('./CartItems.tsx'));

/** The selection cart: the picked workflows, the totals in QAR, Purchase Selected. */
export const CartPanel = memo(function CartPanel({
  items,
  onRemove,
  onPurchase,
  purchasing,
  problem,
}: {
  items: readonly MarketItem[];
  onRemove: (item: MarketItem) => void;
  onPurchase: () => void;
  purchasing: boolean;
  problem: string | null;
}) {
  const { t } = useMarketplaceT();
  const headingId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: 2.5 }}
      data-testid="cart"
    >
      {/* Focusable from the selection bar's Review (SelectionBar.tsx). */}
      <Typography id={headingId} variant="h6" component="h2" tabIndex={-1}>
        {t('cart.title')}
      </Typography>
      {items.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('cart.empty')}
        </Typography>
      ) : (
        <Suspense fallback={null}>
          <CartItems items={items} onRemove={onRemove} />
        </Suspense>
      )}
      {problem && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }} data-testid="purchase-error">
          {problem}
        </Alert>
      )}
      <Button
        variant="contained"
        fullWidth
        sx={{ mt: 2 }}
        disabled={items.length === 0 || purchasing}
        onClick={onPurchase}
      >
        {purchasing ? t('cart.purchasing') : t('cart.purchase')}
      </Button>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('cart.note')}
      </Typography>
    </Paper>
  );
});
