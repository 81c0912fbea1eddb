import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { DashboardMode, WorkflowSlug } from '@portal/contract';
import { type ReactNode, use, useState } from 'react';
import { familyOf } from '../../../../federation.config.ts';
import { HydratingSuspense } from '../../lib/hydration/HydratingSuspense.tsx';
import { DashboardLoader } from './DashboardLoader.tsx';
import { DashboardView } from './DashboardView.tsx';
import { useWorkflowsT } from './i18n/index.ts';
import { RemoteLoadError } from './RemoteLoadError.tsx';
import { type PreloadedSample, preloadSample } from './sampleDashboard.ts';
import { useRemoteDashboard } from './useRemoteDashboard.ts';

/**
 * The dashboard of one workflow, fetched from its family's remote at run time. A sample is drawn whole
 * once its remote and its data are in (docs/performance.md, "Prerendered frames"): a prerendered
 * sample page's HTML carries it, and hydration keeps that HTML until then; elsewhere the loader shows.
 */
export function RemoteDashboard({ slug, mode }: { slug: WorkflowSlug; mode: DashboardMode }) {
  if (mode === 'live') return <LoadingRemoteDashboard slug={slug} mode={mode} />;
  return (
    <HydratingSuspense
      fallback={
        <DashboardBox slug={slug} status="loading">
          <DashboardLoader />
        </DashboardBox>
      }
    >
      {/* Keyed: another sample is another whole load, never the previous one's promise. */}
      <SampleDashboard key={slug} slug={slug} />
    </HydratingSuspense>
  );
}

/** Waits (suspends) for the whole sample, in the language of its first render. */
function SampleDashboard({ slug }: { slug: WorkflowSlug }) {
  const { locale } = useWorkflowsT();
  // After a language switch the dashboard reloads its own data, keeping what is on screen meanwhile.
  const [whole] = useState(() => preloadSample(slug, locale));
  return <LoadingRemoteDashboard slug={slug} mode="sample" preloaded={use(whole) ?? undefined} />;
}

function LoadingRemoteDashboard({
  slug,
  mode,
  preloaded,
}: {
  slug: WorkflowSlug;
  mode: DashboardMode;
  preloaded?: PreloadedSample;
}) {
  const { t } = useWorkflowsT();
  const family = familyOf(slug).family;
  const { state, retry } = useRemoteDashboard(family, slug, preloaded?.dashboard);
  const status = state.status === 'ready' && state.data === null ? 'missing' : state.status;

  let content: ReactNode;
  if (state.status === 'loading') content = <DashboardLoader />;
  else if (state.status === 'error') {
    content = <RemoteLoadError error={state.error} family={family} onRetry={retry} />;
  } else if (state.data === null) content = <Alert severity="info">{t('remote.notAvailable')}</Alert>;
  else {
    content = (
      <DashboardView
        key={`${slug}:${mode}`}
        dashboard={state.data}
        slug={slug}
        mode={mode}
        preloaded={state.data === preloaded?.dashboard ? preloaded : undefined}
      />
    );
  }
  return (
    <DashboardBox slug={slug} status={status}>
      {content}
    </DashboardBox>
  );
}

/** data-* attributes let the e2e suite tell where the remote's DOM starts and what state it is in. */
function DashboardBox({
  slug,
  status,
  children,
}: {
  slug: WorkflowSlug;
  status: string;
  children: ReactNode;
}) {
  return (
    <Box data-testid="workflow-dashboard" data-family={familyOf(slug).family} data-remote-status={status}>
      {children}
    </Box>
  );
}
