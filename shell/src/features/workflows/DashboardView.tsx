import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { DashboardMode, WorkflowDashboard, WorkflowSlug } from '@portal/contract';
import { useEffect } from 'react';
import { HydratingSuspense } from '../../lib/hydration/HydratingSuspense.tsx';
import { DashboardErrorBoundary } from './DashboardErrorBoundary.tsx';
import { DashboardLoader } from './DashboardLoader.tsx';
import { useWorkflowsT } from './i18n/index.ts';
import { isStale, type PreloadedSample } from './sampleDashboard.ts';
import { useDashboardData } from './useDashboardData.ts';

/**
 * Loads a dashboard's data and renders its View, with loading, error and crash states of its own.
 * `preloaded`: a sample loaded whole before the first render (a prerendered page's, sampleDashboard.ts).
 */
export function DashboardView<T>({
  dashboard,
  slug,
  mode,
  preloaded,
}: {
  dashboard: WorkflowDashboard<T>;
  slug: WorkflowSlug;
  mode: DashboardMode;
  preloaded?: PreloadedSample;
}) {
  const { t, locale } = useWorkflowsT();
  const { state, retry, refetch } = useDashboardData(dashboard, {
    slug,
    mode,
    locale,
    preloaded: preloaded?.loaded,
  });
  // A page built on another day was hydrated with that day's sample (its HTML's): today's replaces it,
  // the same rows on other dates, so nothing moves.
  useEffect(() => {
    if (preloaded && isStale(preloaded)) refetch();
  }, [preloaded, refetch]);
  const retryButton = (
    <Button color="inherit" size="small" variant="outlined" onClick={retry}>
      {t('remote.retry')}
    </Button>
  );

  if (state.status === 'loading') return <DashboardLoader />;
  if (state.status === 'error') {
    return (
      <Alert severity="error" action={retryButton} data-testid="dashboard-data-error">
        {t('remote.dataFailed')}
      </Alert>
    );
  }
  const { View } = dashboard;
  return (
    <Box sx={{ position: 'relative' }} aria-busy={state.refreshing} data-testid="dashboard-view">
      {state.refreshing && (
        <CircularProgress
          size={20}
          aria-label={t('remote.loading')}
          sx={{ position: 'absolute', insetInlineEnd: 0, top: -28 }}
        />
      )}
      <DashboardErrorBoundary
        resetKey={state.data}
        fallback={() => (
          <Alert severity="error" action={retryButton} data-testid="dashboard-crashed">
            {t('remote.crashed')}
          </Alert>
        )}
      >
        {/* A prerendered sample draws its controls here: they are usable once this is hydrated. */}
        <HydratingSuspense fallback={<DashboardLoader />}>
          <View data={state.data.data} ctx={state.data.ctx} />
        </HydratingSuspense>
      </DashboardErrorBoundary>
    </Box>
  );
}
