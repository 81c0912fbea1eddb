import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { livePath } from '@portal/contract';
import { formattersFor } from '@portal/dashboard-kit/format';
import { memo, useId } from 'react';
import { Link } from 'react-router-dom';
import type { AccessStatus } from '../../domain/workspace/data.ts';
import { useWorkspaceT } from '../../domain/workspace/i18n/index.ts';
import { RequestAccessButton } from '../../domain/workspace/RequestAccessButton.tsx';
import { SampleButton } from '../../domain/workspace/SampleButton.tsx';
import type { MarketItem } from './catalogueData.ts';
import { useMarketplaceT } from './i18n/index.ts';

export interface CardState {
  /** undefined: ownership unknown (it failed to load); buying stays possible, the server checks. */
  owned: boolean | undefined;
  pendingPurchase: boolean;
  access: AccessStatus | undefined;
  selected: boolean;
}

interface CardProps {
  item: MarketItem;
  state: CardState;
  onToggle: (slug: MarketItem['slug']) => void;
  onAccessRequested: () => void;
}

/**
 * A card draws again only when its own item or state changed: ticking one card, or a realtime change
 * to one workflow, does not redraw the other 23.
 */
const sameCard = (a: CardProps, b: CardProps) =>
  a.item === b.item &&
  a.onToggle === b.onToggle &&
  a.onAccessRequested === b.onAccessRequested &&
  a.state.owned === b.state.owned &&
  a.state.pendingPurchase === b.state.pendingPurchase &&
  a.state.access === b.state.access &&
  a.state.selected === b.state.selected;

/** One marketplace item (docs/product.md §3): what it does, what it costs, and what the client can do. */
export const WorkflowCard = memo(function WorkflowCard({
  item,
  state,
  onToggle,
  onAccessRequested,
}: CardProps) {
  const { t, locale } = useMarketplaceT();
  const { t: tw } = useWorkspaceT();
  const f = formattersFor(locale);
  const headingId = useId();
  const name = item.name[locale];
  const priced = item.setupCostQar !== null && item.monthlyCostQar !== null;
  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={headingId}
      data-testid={`market-card-${item.slug}`}
      data-selected={state.selected ? 'true' : undefined}
      // A selected card shows it by more than the tick: a thicker frame in the primary colour.
      sx={{
        display: 'flex',
        flexDirection: 'column',
        height: '100%',
        ...(state.selected && {
          borderColor: 'primary.main',
          boxShadow: (theme) => `inset 0 0 0 1px ${theme.palette.primary.main}`,
        }),
      }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 1 }}>
          <Chip size="small" label={tw(`categories.${item.category}`)} />
          <Chip
            size="small"
            variant="outlined"
            label={tw('complexity.label', { level: tw(`complexity.${item.complexity}`) })}
          />
          {state.owned && <Chip size="small" color="success" label={t('card.owned')} data-testid="owned" />}
          {!state.owned && state.pendingPurchase && (
            <Chip size="small" label={t('card.pending')} data-testid="purchase-pending" />
          )}
        </Stack>
        <Typography id={headingId} variant="h6" component="h3">
          {name}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
          {item.description[locale]}
        </Typography>
        <Typography variant="subtitle2" component="h4">
          {t('card.features')}
        </Typography>
        <Typography component="ul" variant="body2" sx={{ mt: 0.5, mb: 1.5, ps: 2.5 }}>
          {item.features[locale].map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </Typography>
        {priced ? (
          <Typography data-testid="price">
            {t('card.setup')}: <strong>{f.qar(item.setupCostQar ?? 0)}</strong> · {t('card.monthly')}:{' '}
            <strong>{f.qar(item.monthlyCostQar ?? 0)}</strong>
          </Typography>
        ) : (
          <Typography data-testid="price">
            <strong>{t('card.contact')}</strong>
          </Typography>
        )}
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2 }}>
        {state.owned ? (
          <Button component={Link} to={livePath(item.slug)} variant="contained" size="small">
            {t('card.openDashboard')}
          </Button>
        ) : (
          <>
            {!state.pendingPurchase && (
              <FormControlLabel
                control={
                  <Checkbox
                    checked={state.selected}
                    onChange={() => onToggle(item.slug)}
                    slotProps={{ input: { 'aria-label': t('card.selectLabel', { name }) } }}
                  />
                }
                label={state.selected ? t('selection.selected') : t('card.select')}
              />
            )}
            <RequestAccessButton slug={item.slug} status={state.access} onRequested={onAccessRequested} />
          </>
        )}
        <SampleButton
          slug={item.slug}
          label={t('card.sample')}
          accessibleName={t('card.sampleLabel', { name })}
        />
      </CardActions>
    </Card>
  );
}, sameCard);
