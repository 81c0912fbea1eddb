import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { Link } from 'react-router-dom';
import { useDashboardT } from './i18n/index.ts';

/**
 * The subscription stub of docs/product.md §3–§4 (tier free, access level demo, inactive) as the
 * client meets it: no plan to upgrade to, because workflows are bought one by one from the marketplace.
 */
export const SUBSCRIPTION = { tier: 'free', accessLevel: 'demo', isActive: false } as const;

export function PlanBanner() {
  const { t } = useDashboardT();
  if (SUBSCRIPTION.isActive) return null;
  return (
    <Alert
      severity="info"
      data-testid="plan-banner"
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
}
