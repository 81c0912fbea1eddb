/**
 * /dashboard (docs/product.md §2 Screen contents, §8): the client's stats, workflow list with search,
 * quick actions and the plan banner, from their own rows under RLS, following realtime changes.
 * Ownership and runs load separately, so one failing leaves the rest of the page working.
 */
import { useEffect, useMemo, useState } from 'react';
import { watchOwnRows } from '../../domain/realtime.ts';
import { useAuth } from '../../domain/session/store.ts';
import { fetchOwnedWorkflows, lastSeenOwnedWorkflows } from '../../domain/workspace/data.ts';
import { PermissionsNotice } from '../../domain/workspace/PermissionsNotice.tsx';
import { useCommonT } from '../../lib/i18n/common.ts';
import { ContentPage } from '../../lib/screens/ContentPage.tsx';
import { useServerState } from '../../lib/useServerState.ts';
import {
  fetchPendingRequests,
  lastSeenRunActivity,
  type PendingRequest,
  readRunActivity,
} from './dashboardData.ts';
import { dashboardSeenBefore, greetsBack } from './greeting.ts';
import { useDashboardT } from './i18n/index.ts';
import { PendingRequests } from './PendingRequests.tsx';
import { PlanBanner } from './PlanBanner.tsx';
import { QuickActions } from './QuickActions.tsx';
import { StatsRow } from './StatsRow.tsx';
import { activityBySlug, dashboardStats } from './stats.ts';
import { type ListState, WorkflowList } from './WorkflowList.tsx';

const NO_REQUESTS: readonly PendingRequest[] = [];

/**
 * One person's home: a different person (a session changed under the page, in another tab) gets a new
 * one, so nothing shown of the first, not even a kept copy still on screen, carries over.
 */
export default function DashboardPage() {
  const userId = useAuth((state) => state.user?.id);
  return <DashboardHome key={userId ?? ''} userId={userId} />;
}

function DashboardHome({ userId }: { userId: string | undefined }) {
  const { t, i18n } = useDashboardT();
  const { t: tc } = useCommonT();
  const name = useAuth((state) => state.profile?.fullName);
  const createdAt = useAuth((state) => state.user?.created_at);
  const signedInAt = useAuth((state) => state.user?.last_sign_in_at);
  // Read once per visit (the greeting does not change under the reader's eyes).
  const [seenBefore] = useState(() =>
    userId ? dashboardSeenBefore(userId, signedInAt ?? createdAt ?? '') : true,
  );
  const back = greetsBack({ createdAt, seenBefore }, new Date());
  const enabled = Boolean(userId);

  // A returning client's figures draw at once from what this browser read last time, marked as such
  // until the live read replaces them (docs/performance.md, "The signed-in home before its data").
  const ownedSeen = useMemo(() => (userId ? lastSeenOwnedWorkflows(userId) : undefined), [userId]);
  const runsSeen = useMemo(() => (userId ? lastSeenRunActivity(userId) : undefined), [userId]);
  const owned = useServerState(ownedSeen?.remembering(fetchOwnedWorkflows) ?? fetchOwnedWorkflows, [userId], {
    enabled,
    initial: ownedSeen?.read,
    subscribe: (refetch) => (userId ? watchOwnRows(userId, ['client_workflows'], refetch) : undefined),
  });
  const runs = useServerState(runsSeen?.remembering(readRunActivity) ?? readRunActivity, [userId], {
    enabled,
    initial: runsSeen?.read,
    subscribe: (refetch) => (userId ? watchOwnRows(userId, ['workflow_runs'], refetch) : undefined),
  });
  // Either part still the kept copy: the figures say when they were read, and nothing acts on them.
  const lastSeen = owned.fromCopy || runs.fromCopy;

  // What waits for an administrator: asked for once the page is painted, and again when a decision lands.
  const pending = useServerState(fetchPendingRequests, [userId], {
    enabled,
    afterPaint: true,
    subscribe: (refetch) =>
      userId ? watchOwnRows(userId, ['workflow_purchases', 'workflow_access_requests'], refetch) : undefined,
  });
  const pendingRequests = pending.state.status === 'ready' ? pending.state.data : NO_REQUESTS;

  useEffect(() => {
    document.title = `${t('title')} · ${tc('appName')}`;
  }, [t, tc, i18n.language]);

  const ownedRows = owned.state.status === 'ready' ? owned.state.data : undefined;
  const runData = runs.state.status === 'ready' ? runs.state.data : undefined;
  const stats = useMemo(
    () =>
      dashboardStats(
        ownedRows ?? [],
        runData?.activity ?? [],
        runData ? new Date(runData.readAt) : new Date(),
      ),
    [ownedRows, runData],
  );
  const activity = useMemo(() => activityBySlug(runData?.activity ?? []), [runData]);

  const loading = owned.state.status === 'loading' || runs.state.status === 'loading';
  const ownedFailed = owned.state.status === 'error';
  const runsFailed = runs.state.status === 'error';
  const { retry: retryOwned } = owned;
  const { retry: retryRuns } = runs;
  // The sections are memoised and their props kept stable: each realtime join reloads the rows (and
  // finds them unchanged), and drawing the table again for nothing cost ~90 ms of a phone's main thread
  // each time (docs/performance.md).
  const list = useMemo<ListState>(() => {
    if (ownedFailed || runsFailed)
      return {
        status: 'failed',
        retry: () => {
          if (ownedFailed) retryOwned();
          if (runsFailed) retryRuns();
        },
      };
    // The list's rows carry actions: drawn from the live read only.
    return ownedRows && runData && !lastSeen
      ? { status: 'ready', owned: ownedRows, activity, waiting: pendingRequests.length > 0 }
      : { status: 'loading' };
  }, [
    ownedFailed,
    runsFailed,
    retryOwned,
    retryRuns,
    ownedRows,
    runData,
    lastSeen,
    activity,
    pendingRequests,
  ]);
  const ownedSlugs = useMemo(
    () => (owned.fromCopy ? undefined : ownedRows?.map((w) => w.slug)),
    [owned.fromCopy, ownedRows],
  );

  return (
    <ContentPage
      title={t('title')}
      subtitle={
        <>
          {back
            ? name
              ? t('welcomeBack', { name })
              : t('welcomeBackAnonymous')
            : name
              ? t('welcome', { name })
              : t('welcomeAnonymous')}{' '}
          {t('subtitle')}
        </>
      }
    >
      {ownedFailed && <PermissionsNotice />}
      <PlanBanner />
      <StatsRow
        stats={stats}
        ownedAvailable={Boolean(ownedRows)}
        runsAvailable={Boolean(runData)}
        loading={loading}
        readAt={runData?.readAt}
        lastSeen={lastSeen}
      />
      <QuickActions ownedSlugs={ownedSlugs} />
      <PendingRequests requests={pendingRequests} />
      <WorkflowList list={list} />
    </ContentPage>
  );
}
