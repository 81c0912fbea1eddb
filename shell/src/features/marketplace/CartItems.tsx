import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { formattersFor } from '@portal/dashboard-kit/format';
import { cartTotals } from './cart.ts';
import type { MarketItem } from './catalogueData.ts';
import { useMarketplaceT } from './i18n/index.ts';

/**
 * The cart's picked workflows and their totals in QAR. A chunk of its own, fetched when the cart first
 * holds something: most visits open the marketplace with an empty cart.
 */
export default function CartItems({
  items,
  onRemove,
}: {
  items: readonly MarketItem[];
  onRemove: (item: MarketItem) => void;
}) {
  const { t, locale } = useMarketplaceT();
  const f = formattersFor(locale);
  const totals = cartTotals(items);
  return (
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
  );
}
