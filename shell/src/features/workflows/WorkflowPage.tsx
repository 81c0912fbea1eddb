import Stack from '@mui/material/Stack';
import { catalogueEntry, type DashboardMode, type WorkflowSlug } from '@portal/contract';
import { lazy, Suspense, useEffect } from 'react';
import { useCommonT } from '../../lib/i18n/common.ts';
import { ContentPage } from '../../lib/screens/ContentPage.tsx';
import { PageLoader } from '../../lib/screens/PageLoader.tsx';
import { useServerState } from '../../lib/useServerState.ts';
import { RemoteDashboard } from './RemoteDashboard.tsx';
import { SampleNotice } from './SampleNotice.tsx';
import { WorkflowControl } from './WorkflowControl.tsx';
import { WorkflowHeader } from './WorkflowHeader.tsx';

// Only a client on a workflow they do not own needs it (and the sample pages stay within budget).
const NotOwnedState = lazy(() => import('./NotOwnedState.tsx'));
// Only live pages show the intake (keys and "data last arrived"): its own chunk, after the dashboard.
const WorkflowIntake = lazy(() => import('./WorkflowIntake.tsx'));

/**
 * The shell-owned page around every workflow dashboard, live or sample: title, status badge, the demo
 * notice, the dashboard from its remote (with its own error handling) and the Workflow Control section;
 * on the live route of a workflow the client does not own, the not-owned state instead.
 */
export default function WorkflowPage({ slug, mode }: { slug: WorkflowSlug; mode: DashboardMode }) {
  const { t, locale } = useCommonT();
  // The catalogue is the one place a workflow's name is written, in both languages.
  const title = catalogueEntry(slug).name[locale];
  // A live route of a workflow the client does not own says so instead of showing a dashboard of zeros.
  // If ownership cannot be read the dashboard shows anyway: RLS still limits it to the client's rows.
  const owns = useServerState(
    async (signal) => (await import('../../domain/workspace/ownership.ts')).ownsWorkflow(slug, signal),
    [slug],
    { enabled: mode === 'live' },
  );
  const ownership =
    mode === 'sample' || owns.state.status === 'error' || (owns.state.status === 'ready' && owns.state.data)
      ? 'show'
      : owns.state.status === 'loading'
        ? 'checking'
        : 'not-owned';
  useEffect(() => {
    document.title = `${title} · ${t('appName')}`;
  }, [title, t]);
  return (
    <ContentPage heading={<WorkflowHeader slug={slug} mode={mode} title={title} />}>
      {mode === 'sample' && <SampleNotice />}
      {ownership === 'not-owned' ? (
        <Suspense fallback={<PageLoader />}>
          <NotOwnedState slug={slug} title={title} />
        </Suspense>
      ) : ownership === 'checking' ? (
        <PageLoader />
      ) : (
        <>
          <RemoteDashboard slug={slug} mode={mode} />
          {/* On paper: the dashboard alone (intake keys and control requests are for the screen). */}
          <Stack spacing={3} data-print="hide">
            {mode === 'live' && (
              <Suspense fallback={null}>
                <WorkflowIntake slug={slug} />
              </Suspense>
            )}
            <WorkflowControl slug={slug} mode={mode} title={title} />
          </Stack>
        </>
      )}
    </ContentPage>
  );
}
