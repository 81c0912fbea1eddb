import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { WorkflowSlug } from '@portal/contract';
import { Link } from 'react-router-dom';
import { fetchAccessRequests, fetchPendingPurchases } from '../../domain/workspace/data.ts';
import { RequestAccessButton } from '../../domain/workspace/RequestAccessButton.tsx';
import { SampleButton } from '../../domain/workspace/SampleButton.tsx';
import { useServerState } from '../../lib/useServerState.ts';
import { useWorkflowsT } from './i18n/index.ts';

/**
 * The live route of a workflow the client does not own (docs/product.md §6): say so, offer Request
 * Access and the sample, instead of a dashboard of zeros; a purchase waiting for approval is named.
 */
export default function NotOwnedState({ slug, title }: { slug: WorkflowSlug; title: string }) {
  const { t } = useWorkflowsT();
  const access = useServerState((signal) => fetchAccessRequests(signal), [slug]);
  const status = access.state.status === 'ready' ? access.state.data.get(slug) : undefined;
  const purchases = useServerState((signal) => fetchPendingPurchases(signal), [slug]);
  const purchasePending = purchases.state.status === 'ready' && purchases.state.data.has(slug);
  return (
    <Alert severity="info" data-testid="not-owned">
      <AlertTitle>{t('notOwned.title')}</AlertTitle>
      {t('notOwned.body', { name: title })}
      {purchasePending && (
        <Typography sx={{ mt: 1 }} data-testid="not-owned-purchase-pending">
          {t('notOwned.purchasePending')}
        </Typography>
      )}
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ mt: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <RequestAccessButton slug={slug} status={status} onRequested={access.refetch} variant="contained" />
        <SampleButton slug={slug} label={t('notOwned.sample')} variant="outlined" />
        <Button component={Link} to="/marketplace" size="small">
          {t('notOwned.marketplace')}
        </Button>
      </Stack>
    </Alert>
  );
}
