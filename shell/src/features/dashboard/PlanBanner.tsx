import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { lazy, memo, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { SUBSCRIPTION } from '../../domain/subscription.ts';
import { useDashboardT } from './i18n/index.ts';

const SupportRequestDialog = lazy(() => import('./SupportRequestDialog.tsx'));

/**
 * The upgrade banner of docs/product.md §1, honest about the subscription stub (domain/subscription.ts:
 * free, demo, inactive): the client pays per workflow today; what a paid plan would add is said, and
 * since its rules are not set, the upgrade is a conversation: Ask About Plans opens a support request
 * with the question written, and Browse Marketplace is how workflows are bought now.
 */
export const PlanBanner = memo(function PlanBanner() {
  const { t } = useDashboardT();
  const [asking, setAsking] = useState(false);
  if (SUBSCRIPTION.isActive) return null;
  return (
    <Alert
      severity="info"
      data-testid="plan-banner"
      // On a phone the buttons go under the text (beside it, they squeezed the text to a narrow column),
      // lined up with the text. Physical sides: the right-to-left styles mirror them as they do MUI's.
      sx={(theme) => ({
        [theme.breakpoints.down('md')]: {
          flexWrap: 'wrap',
          '& .MuiAlert-message': { flex: '1 1 0', minWidth: 0 },
          '& .MuiAlert-action': { flexBasis: '100%', ml: 0, mr: 0, pl: '34px', pt: 0, pb: 1 },
        },
      })}
      action={
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button color="inherit" size="small" variant="outlined" onClick={() => setAsking(true)}>
            {t('plan.ask')}
          </Button>
          <Button component={Link} to="/marketplace" color="inherit" size="small" variant="outlined">
            {t('plan.action')}
          </Button>
        </Stack>
      }
    >
      <AlertTitle>{t('plan.title')}</AlertTitle>
      {t('plan.body')}
      <Suspense fallback={null}>
        {asking && (
          <SupportRequestDialog initialMessage={t('plan.question')} onClose={() => setAsking(false)} />
        )}
      </Suspense>
    </Alert>
  );
});
