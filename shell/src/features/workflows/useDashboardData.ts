import type { DashboardMode, Locale, WorkflowDashboard, WorkflowSlug } from '@portal/contract';
import { useServerState } from '../../lib/useServerState.ts';
import { liveContext, sampleContext } from './dashboardContext.ts';
import { type LoadedDashboard, liveReadOf } from './liveReads.ts';

/**
 * A dashboard's data through the contract (`loadSample` / `loadLive`), reloaded when the page, the
 * mode or the language changes, and on the dashboard's `watch` notifications in live mode (the
 * previous data stays on screen meanwhile). Live rows come through an early read (liveReads.ts).
 * `preloaded`: a sample's data already loaded (sampleDashboard.ts), the answer from the first render on.
 */
export function useDashboardData<T>(
  dashboard: WorkflowDashboard<T>,
  {
    slug,
    mode,
    locale,
    preloaded,
  }: { slug: WorkflowSlug; mode: DashboardMode; locale: Locale; preloaded?: LoadedDashboard<T> },
) {
  return useServerState<LoadedDashboard<T>>(
    async (signal) => {
      if (mode === 'live') return liveReadOf(dashboard, slug, locale).load(signal);
      const ctx = sampleContext({ slug, locale, signal });
      return { data: await dashboard.loadSample(ctx), ctx };
    },
    [dashboard, slug, mode, locale],
    {
      subscribe: (refetch) => {
        const watch = dashboard.watch?.bind(dashboard);
        if (!watch || mode !== 'live') return undefined;
        const controller = new AbortController();
        let stop: (() => void) | undefined;
        liveContext({ slug, locale, signal: controller.signal }).then(
          (ctx) => {
            if (!controller.signal.aborted) stop = watch(ctx, refetch);
          },
          (error: unknown) => console.error(`[portal] watch of ${slug}`, error),
        );
        return () => {
          controller.abort();
          stop?.();
        };
      },
      initial: () => preloaded,
      settled: true,
    },
  );
}
