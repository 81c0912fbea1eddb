import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { DashboardMode, WorkflowSlug } from '@portal/contract';
import { type ReactNode, Suspense, startTransition, use, useEffect, useState } from 'react';
import { familyOf } from '../../../../federation.config.ts';
import { PRERENDERED_DASHBOARD_ATTRIBUTE } from '../../lib/prerenderedDashboard.ts';
import { DashboardLoader } from './DashboardLoader.tsx';
import { DashboardView } from './DashboardView.tsx';
import { useWorkflowsT } from './i18n/index.ts';
import { RemoteLoadError } from './RemoteLoadError.tsx';
import { type PreloadedSample, preloadSample, takePrerenderedDashboard } from './sampleDashboard.ts';
import { useRemoteDashboard } from './useRemoteDashboard.ts';

/**
 * The dashboard of one workflow, fetched from its family's remote at run time. A sample is drawn whole
 * once its remote and its data are in (docs/performance.md, "Prerendered frames").
 */
export function RemoteDashboard({ slug, mode }: { slug: WorkflowSlug; mode: DashboardMode }) {
  if (mode === 'live') return <LoadingRemoteDashboard slug={slug} mode={mode} />;
  // Keyed: another sample is another whole load, never the previous one's promise.
  return <SampleDashboard key={slug} slug={slug} />;
}

const DASHBOARD_MARK = { [PRERENDERED_DASHBOARD_ATTRIBUTE]: '' };

/**
 * A sample, whole. On a prerendered sample page the HTML's dashboard (the build's render of this very
 * component) is kept as it is, controls disabled, until the remote's code and the data are in; the app's
 * own dashboard then takes its place in one commit, at the same size. It is drawn again rather than
 * hydrated so that a remote deployed after the shell's build draws its own dashboard, not the HTML's
 * (React would keep the HTML's attributes), and the sample's dates are today's. Elsewhere the loader
 * shows until then.
 */
function SampleDashboard({ slug }: { slug: WorkflowSlug }) {
  const { locale } = useWorkflowsT();
  // After a language switch the dashboard reloads its own data, keeping what is on screen meanwhile.
  const [whole] = useState(() => preloadSample(slug, locale));
  const [prerendered] = useState(takePrerenderedDashboard);
  const [arrived, setArrived] = useState(false);
  useEffect(() => {
    let mounted = true;
    // A transition: drawing the dashboard is long work, done in slices.
    whole.then(() => mounted && startTransition(() => setArrived(true)));
    return () => {
      mounted = false;
    };
  }, [whole]);
  if (prerendered !== undefined && !arrived) {
    return <div key="html" {...DASHBOARD_MARK} dangerouslySetInnerHTML={{ __html: prerendered }} />;
  }
  return (
    <div key="app" {...DASHBOARD_MARK}>
      <Suspense
        fallback={
          <DashboardBox slug={slug} status="loading">
            <DashboardLoader />
          </DashboardBox>
        }
      >
        <WholeSample slug={slug} whole={whole} />
      </Suspense>
    </div>
  );
}

function WholeSample({ slug, whole }: { slug: WorkflowSlug; whole: Promise<PreloadedSample | null> }) {
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
