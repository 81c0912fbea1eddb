import type {
  DashboardContext,
  DashboardMode,
  Locale,
  WorkflowDashboard,
  WorkflowSlug,
} from '@portal/shared';
import { useServerState } from '../../lib/useServerState.ts';
import { createDashboardContext } from './dashboardContext.ts';

/**
 * A dashboard's data through the contract (`loadSample` / `loadLive`), reloaded when the page, the
 * mode or the language changes, and on the dashboard's `watch` notifications in live mode (the
 * previous data stays on screen meanwhile).
 */
export function useDashboardData<T>(
  dashboard: WorkflowDashboard<T>,
  { slug, mode, locale }: { slug: WorkflowSlug; mode: DashboardMode; locale: Locale },
) {
  return useServerState<{ data: T; ctx: DashboardContext }>(
    async (signal) => {
      const ctx = await createDashboardContext({ slug, mode, locale, signal });
      const data = await (ctx.mode === 'live' ? dashboard.loadLive(ctx) : dashboard.loadSample(ctx));
      return { data, ctx };
    },
    [dashboard, slug, mode, locale],
    {
      subscribe: (refetch) => {
        const watch = dashboard.watch?.bind(dashboard);
        if (!watch || mode !== 'live') return undefined;
        const controller = new AbortController();
        let stop: (() => void) | undefined;
        createDashboardContext({ slug, mode, locale, signal: controller.signal }).then(
          (ctx) => {
            if (!controller.signal.aborted && ctx.mode === 'live') stop = watch(ctx, refetch);
          },
          (error: unknown) => console.error(`[portal] watch of ${slug}`, error),
        );
        return () => {
          controller.abort();
          stop?.();
        };
      },
    },
  );
}
