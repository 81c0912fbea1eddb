import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formattersFor } from '@portal/shared/format';
import { useId } from 'react';
import { cartTotals } from './cart.ts';
import type { MarketItem } from './catalogueData.ts';
import { useMarketplaceT } from './i18n/index.ts';

/** The selection cart: the picked workflows, the totals in QAR, Purchase Selected. */
export function CartPanel({
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
  const { t, locale } = useMarketplaceT();
  const f = formattersFor(locale);
  const headingId = useId();
  const totals = cartTotals(items);
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: 2.5 }}
      data-testid="cart"
    >
      <Typography id={headingId} variant="h6" component="h2">
        {t('cart.title')}
      </Typography>
      {items.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('cart.empty')}
        </Typography>
      ) : (
        <>
          <List dense>
            {items.map((item) => (
              <ListItem
                key={item.slug}
                disableGutters
                data-testid={`cart-item-${item.slug}`}
                secondaryAction={
                  <IconButton
                    edge="end"
                    aria-label={t('cart.removeLabel', { name: item.name[locale] })}
                    onClick={() => onRemove(item)}
                  >
                    <span aria-hidden="true">×</span>
                  </IconButton>
                }
              >
                <ListItemText
                  primary={item.name[locale]}
                  secondary={
                    item.setupCostQar === null || item.monthlyCostQar === null
                      ? t('card.contact')
                      : `${f.qar(item.setupCostQar)} · ${t('card.perMonth', { amount: f.qar(item.monthlyCostQar) })}`
                  }
                />
              </ListItem>
            ))}
          </List>
          <Divider sx={{ my: 1 }} />
          <Typography data-testid="cart-setup">
            {t('cart.setupTotal')}: <strong>{f.qar(totals.setupQar)}</strong>
          </Typography>
          <Typography data-testid="cart-monthly">
            {t('cart.monthlyTotal')}: <strong>{f.qar(totals.monthlyQar)}</strong>
          </Typography>
          {totals.quoted > 0 && (
            <Typography variant="body2" color="text.secondary">
              {t('cart.quoted', { count: totals.quoted })}
            </Typography>
          )}
        </>
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
}
