/**
 * A live dashboard's rows as an early read (lib/earlyRead.ts), one per workflow and language. On a cold
 * load of a live route, main.tsx starts it as soon as the dashboard's module has arrived (which
 * federation/prefetch.ts requests at start), so the rows are on their way while the frame, the
 * workflow page and its ownership check load; the dashboard's first load takes them.
 */
import type { DashboardContext, Locale, WorkflowDashboard, WorkflowSlug } from '@portal/contract';
import { type EarlyRead, earlyRead } from '../../lib/earlyRead.ts';
import { liveContext } from './dashboardContext.ts';

export interface LoadedDashboard<T> {
  data: T;
  ctx: DashboardContext;
}

const reads = new Map<string, EarlyRead<LoadedDashboard<unknown>>>();

export function liveReadOf<T>(
  dashboard: WorkflowDashboard<T>,
  slug: WorkflowSlug,
  locale: Locale,
): EarlyRead<LoadedDashboard<T>> {
  const key = `${slug}:${locale}`;
  let read = reads.get(key);
  if (!read) {
    read = earlyRead(async (signal) => {
      const ctx = await liveContext({ slug, locale, signal });
      return { data: await dashboard.loadLive(ctx), ctx };
    });
    reads.set(key, read);
  }
  return read as EarlyRead<LoadedDashboard<T>>;
}
