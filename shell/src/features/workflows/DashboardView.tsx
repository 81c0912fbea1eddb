import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { DashboardMode, WorkflowDashboard, WorkflowSlug } from '@portal/contract';
import { Suspense, useMemo } from 'react';
import { DashboardErrorBoundary } from './DashboardErrorBoundary.tsx';
import { DashboardLoader } from './DashboardLoader.tsx';
import { useWorkflowsT } from './i18n/index.ts';
import type { PreloadedSample } from './sampleDashboard.ts';
import { useDashboardData } from './useDashboardData.ts';

/**
 * Loads a dashboard's data and renders its View, with loading, error and crash states of its own.
 * `preloaded`: a sample loaded whole before the first render (sampleDashboard.ts).
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
  const { state, retry } = useDashboardData(dashboard, {
    slug,
    mode,
    locale,
    preloaded: preloaded?.loaded,
  });
  // The View's element changes with its data only: a reload's "refreshing" and back, a reload that
  // found the same data, and every render of the page around it (its status, ownership and intake
  // arriving) leave the whole dashboard as it is instead of drawing it again, each time a long task of
  // up to 120 ms at 4x CPU (docs/performance.md, "Live dashboards' main thread").
  const { View } = dashboard;
  const loaded = state.status === 'ready' ? state.data : undefined;
  const view = useMemo(() => loaded && <View data={loaded.data} ctx={loaded.ctx} />, [View, loaded]);
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
        <Suspense fallback={<DashboardLoader />}>{view}</Suspense>
      </DashboardErrorBoundary>
    </Box>
  );
}
