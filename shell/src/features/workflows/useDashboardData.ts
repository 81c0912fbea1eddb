import type {
  DashboardContext,
  DashboardMode,
  Locale,
  WorkflowDashboard,
  WorkflowSlug,
} from '@portal/shared';
import { useEffect, useState } from 'react';
import { createDashboardContext } from './dashboardContext.ts';

export type DashboardDataState<T> =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; data: T; ctx: DashboardContext; refreshing: boolean };

/**
 * Loads the dashboard's data through the contract (`loadSample` / `loadLive`) with an AbortSignal that
 * fires when the page, the mode or the language changes, and reloads on `watch` notifications (the
 * previous data stays on screen meanwhile).
 */
export function useDashboardData<T>(
  dashboard: WorkflowDashboard<T>,
  input: { slug: WorkflowSlug; mode: DashboardMode; locale: Locale },
  attempt: number,
): DashboardDataState<T> {
  const { slug, mode, locale } = input;
  const [state, setState] = useState<DashboardDataState<T>>({ status: 'loading' });
  const [changes, setChanges] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState((previous) =>
      previous.status === 'ready' ? { ...previous, refreshing: true } : { status: 'loading' },
    );
    (async () => {
      const ctx = await createDashboardContext({ slug, mode, locale, signal: controller.signal });
      const data = await (ctx.mode === 'live' ? dashboard.loadLive(ctx) : dashboard.loadSample(ctx));
      if (!controller.signal.aborted) setState({ status: 'ready', data, ctx, refreshing: false });
    })().catch((error: unknown) => {
      if (controller.signal.aborted) return;
      console.error(`[portal] data of ${slug}`, error);
      setState({ status: 'error', error });
    });
    return () => controller.abort();
  }, [dashboard, slug, mode, locale, attempt, changes]);

  useEffect(() => {
    const watch = dashboard.watch?.bind(dashboard);
    if (!watch || mode !== 'live') return;
    const controller = new AbortController();
    let unsubscribe: (() => void) | undefined;
    createDashboardContext({ slug, mode, locale, signal: controller.signal }).then(
      (ctx) => {
        if (!controller.signal.aborted && ctx.mode === 'live')
          unsubscribe = watch(ctx, () => setChanges((n) => n + 1));
      },
      (error: unknown) => console.error(`[portal] watch of ${slug}`, error),
    );
    return () => {
      controller.abort();
      unsubscribe?.();
    };
  }, [dashboard, slug, mode, locale]);

  return state;
}
