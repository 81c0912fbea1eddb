import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { memo } from 'react';
import { Link } from 'react-router-dom';
import { useDashboardT } from './i18n/index.ts';

/**
 * The subscription stub of docs/product.md §3–§4 (tier free, access level demo, inactive) as the
 * client meets it: no plan to upgrade to, because workflows are bought one by one from the marketplace.
 */
export const SUBSCRIPTION = { tier: 'free', accessLevel: 'demo', isActive: false } as const;

export const PlanBanner = memo(function PlanBanner() {
  const { t } = useDashboardT();
  if (SUBSCRIPTION.isActive) return null;
  return (
    <Alert
      severity="info"
      data-testid="plan-banner"
      // On a phone the button goes under the text (beside it, it squeezed the text to a narrow column),
      // lined up with the text. Physical sides: the right-to-left styles mirror them as they do MUI's.
      sx={(theme) => ({
        [theme.breakpoints.down('sm')]: {
          flexWrap: 'wrap',
          '& .MuiAlert-message': { flex: '1 1 0', minWidth: 0 },
          '& .MuiAlert-action': { flexBasis: '100%', ml: 0, mr: 0, pl: '34px', pt: 0, pb: 1 },
        },
      })}
      action={
        <Button component={Link} to="/marketplace" color="inherit" size="small" variant="outlined">
          {t('plan.action')}
        </Button>
      }
    >
      <AlertTitle>{t('plan.title')}</AlertTitle>
      {t('plan.body')}
    </Alert>
  );
});
