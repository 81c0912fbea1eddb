/**
 * A sample dashboard loaded whole before it is drawn (docs/performance.md, "Prerendered frames"): the
 * remote's dashboard and its sample data, one promise per workflow and language, which React's `use`
 * reads. The build waits for it before it renders a sample page, so the page's HTML carries the
 * dashboard; in the browser that HTML stays as it is until the remote's code and data are in, and the
 * app's own dashboard then takes its place (RemoteDashboard.tsx).
 */
import type { Locale, WorkflowDashboard, WorkflowSlug } from '@portal/contract';
import { familyOf } from '../../../../federation.config.ts';
import { loadFamily } from '../../federation/loadFamily.ts';
import { PRERENDERED_DASHBOARD_ATTRIBUTE } from '../../lib/prerenderedDashboard.ts';
import { sampleContext } from './dashboardContext.ts';
import type { LoadedDashboard } from './liveReads.ts';

export interface PreloadedSample {
  // biome-ignore lint/suspicious/noExplicitAny: the shell treats every dashboard's data opaquely.
  dashboard: WorkflowDashboard<any>;
  // biome-ignore lint/suspicious/noExplicitAny: as above.
  loaded: LoadedDashboard<any>;
}

const preloads = new Map<string, Promise<PreloadedSample | null>>();

/**
 * The sample of `slug` in `locale`, or null when it could not be loaded (the dashboard's own loads then
 * say what failed, with Retry). Never rejects.
 */
export function preloadSample(slug: WorkflowSlug, locale: Locale): Promise<PreloadedSample | null> {
  const key = `${slug}:${locale}`;
  let preload = preloads.get(key);
  if (!preload) {
    const loading = load(slug, locale);
    // The fields React's `use` reads: once settled, the promise is read without suspending (the
    // build's render, the swap in the browser).
    loading.then((value) => Object.assign(loading, { status: 'fulfilled', value }));
    preload = loading;
    preloads.set(key, preload);
  }
  return preload;
}

async function load(slug: WorkflowSlug, locale: Locale): Promise<PreloadedSample | null> {
  try {
    const remote = await loadFamily(familyOf(slug).family, { dashboard: slug });
    const dashboard = await remote.dashboards[slug]?.();
    if (!dashboard) return null;
    const ctx = sampleContext({ slug, locale, signal: new AbortController().signal });
    return { dashboard, loaded: { data: await dashboard.loadSample(ctx), ctx } };
  } catch {
    return null;
  }
}

let pageDashboardTaken = false;

/**
 * The dashboard the page's HTML drew (a prerendered sample page), as markup, read once, by the first
 * sample dashboard the app renders: that one is the page's own; any later one is the app's.
 */
export function takePrerenderedDashboard(): string | undefined {
  if (pageDashboardTaken || typeof document === 'undefined') return undefined;
  pageDashboardTaken = true;
  return document.querySelector(`#root [${PRERENDERED_DASHBOARD_ATTRIBUTE}]`)?.innerHTML;
}
