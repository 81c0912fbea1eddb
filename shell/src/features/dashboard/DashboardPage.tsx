/**
 * /dashboard (docs/product.md §2 Screen contents, §8): the client's stats, workflow list with search,
 * quick actions and the plan banner, from their own rows under RLS, following realtime changes.
 * Ownership and runs load separately, so one failing leaves the rest of the page working.
 */
import { useEffect, useMemo } from 'react';
import { useCommonT } from '../../lib/i18n/common.ts';
import { watchOwnRows } from '../../lib/realtime.ts';
import { ContentPage } from '../../lib/screens/ContentPage.tsx';
import { useAuth } from '../../lib/session/store.ts';
import { useServerState } from '../../lib/useServerState.ts';
import { fetchOwnedWorkflows } from '../../lib/workspace/data.ts';
import { PermissionsNotice } from '../../lib/workspace/PermissionsNotice.tsx';
import { fetchRunActivity } from './dashboardData.ts';
import { useDashboardT } from './i18n/index.ts';
import { PlanBanner } from './PlanBanner.tsx';
import { QuickActions } from './QuickActions.tsx';
import { StatsRow } from './StatsRow.tsx';
import { activityBySlug, dashboardStats } from './stats.ts';
import { type ListState, WorkflowList } from './WorkflowList.tsx';

export default function DashboardPage() {
  const { t, i18n } = useDashboardT();
  const { t: tc } = useCommonT();
  const userId = useAuth((state) => state.user?.id);
  const name = useAuth((state) => state.profile?.fullName);
  const enabled = Boolean(userId);

  const owned = useServerState(fetchOwnedWorkflows, [userId], {
    enabled,
    subscribe: (refetch) => (userId ? watchOwnRows(userId, ['client_workflows'], refetch) : undefined),
  });
  const runs = useServerState(
    async (signal) => ({ now: new Date(), activity: await fetchRunActivity(signal) }),
    [userId],
    {
      enabled,
      subscribe: (refetch) => (userId ? watchOwnRows(userId, ['workflow_runs'], refetch) : undefined),
    },
  );

  useEffect(() => {
    document.title = `${t('title')} · ${tc('appName')}`;
  }, [t, tc, i18n.language]);

  const ownedRows = owned.state.status === 'ready' ? owned.state.data : undefined;
  const runData = runs.state.status === 'ready' ? runs.state.data : undefined;
  const stats = useMemo(
    () => dashboardStats(ownedRows ?? [], runData?.activity ?? [], runData?.now ?? new Date()),
    [ownedRows, runData],
  );
  const activity = useMemo(() => activityBySlug(runData?.activity ?? []), [runData]);

  const loading = owned.state.status === 'loading' || runs.state.status === 'loading';
  const list: ListState =
    owned.state.status === 'error' || runs.state.status === 'error'
      ? {
          status: 'failed',
          retry: () => {
            if (owned.state.status === 'error') owned.retry();
            if (runs.state.status === 'error') runs.retry();
          },
        }
      : ownedRows && runData
        ? { status: 'ready', owned: ownedRows, activity }
        : { status: 'loading' };

  return (
    <ContentPage
      title={t('title')}
      subtitle={
        <>
          {name ? t('welcome', { name }) : t('welcomeAnonymous')} {t('subtitle')}
        </>
      }
    >
      {owned.state.status === 'error' && <PermissionsNotice />}
      <PlanBanner />
      <StatsRow
        stats={stats}
        ownedAvailable={Boolean(ownedRows)}
        runsAvailable={Boolean(runData)}
        loading={loading}
      />
      <QuickActions ownedSlugs={ownedRows?.map((w) => w.slug)} />
      <WorkflowList list={list} />
    </ContentPage>
  );
}
