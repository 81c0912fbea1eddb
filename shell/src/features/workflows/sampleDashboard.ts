/**
 * A sample dashboard loaded whole before it is drawn (docs/performance.md, "Prerendered frames"): the
 * remote's dashboard and its sample data, one promise per workflow and language, which React's `use`
 * reads. The build waits for it before it renders a sample page, so the page's HTML carries the
 * dashboard; in the browser the dashboard's boundary waits for it, so hydration keeps that HTML until
 * the remote's code has arrived and then renders the very same data over it.
 */
import type { Locale, WorkflowDashboard, WorkflowSlug } from '@portal/contract';
import { startOfDohaDay } from '@portal/dashboard-kit/format';
import { familyOf } from '../../../../federation.config.ts';
import { loadFamily } from '../../federation/loadFamily.ts';
import { sampleContext } from './dashboardContext.ts';
import type { LoadedDashboard } from './liveReads.ts';

export interface PreloadedSample {
  // biome-ignore lint/suspicious/noExplicitAny: the shell treats every dashboard's data opaquely.
  dashboard: WorkflowDashboard<any>;
  // biome-ignore lint/suspicious/noExplicitAny: as above.
  loaded: LoadedDashboard<any>;
  /** The day the data is placed around when it is not today's: a prerendered page's build day. */
  anchor?: Date;
}

const preloads = new Map<string, Promise<PreloadedSample | null>>();

/** The attribute of a prerendered sample page's frame that names its build's anchor day (prerender/page.ts). */
export const SAMPLE_ANCHOR_ATTRIBUTE = 'data-sample-anchor';

/**
 * The sample of `slug` in `locale`, or null when it could not be loaded (the dashboard's own loads then
 * say what failed, with Retry). `anchor` (the build's) or, in the browser, the anchor the prerendered
 * page was built with: the data must be the HTML's.
 */
export function preloadSample(
  slug: WorkflowSlug,
  locale: Locale,
  anchor?: Date,
): Promise<PreloadedSample | null> {
  const key = `${slug}:${locale}`;
  let preload = preloads.get(key);
  if (!preload) {
    const loading = load(slug, locale, anchor ?? takePageAnchor());
    // The fields React's `use` reads: once settled, the promise is read without suspending (the
    // build's render and a later visit draw at once). `load` never rejects.
    loading.then((value) => Object.assign(loading, { status: 'fulfilled', value }));
    preload = loading;
    preloads.set(key, preload);
  }
  return preload;
}

async function load(slug: WorkflowSlug, locale: Locale, anchor?: Date): Promise<PreloadedSample | null> {
  try {
    const remote = await loadFamily(familyOf(slug).family, { dashboard: slug });
    const dashboard = await remote.dashboards[slug]?.();
    if (!dashboard) return null;
    const ctx = sampleContext({ slug, locale, signal: new AbortController().signal, anchor });
    return { dashboard, loaded: { data: await dashboard.loadSample(ctx), ctx }, anchor };
  } catch {
    return null;
  }
}

/**
 * The anchor day the page's HTML was built with, read once: the first sample of a page is the page's
 * own; a sample opened later in the app is today's.
 */
function takePageAnchor(): Date | undefined {
  if (typeof document === 'undefined') return undefined;
  const root = document.getElementById('root');
  const day = root?.getAttribute(SAMPLE_ANCHOR_ATTRIBUTE);
  root?.removeAttribute(SAMPLE_ANCHOR_ATTRIBUTE);
  const anchor = day ? new Date(day) : undefined;
  return anchor && !Number.isNaN(anchor.getTime()) ? anchor : undefined;
}

/** Today's anchor, as the kit places a sample without one (dashboard-kit sample/dates.ts): Doha's midnight. */
export const todaysAnchor = (now = new Date()): Date => startOfDohaDay(now);

/** Whether a preloaded sample is placed around another day than today (a page built days ago). */
export const isStale = (sample: PreloadedSample, now = new Date()) =>
  sample.anchor !== undefined && sample.anchor.getTime() !== todaysAnchor(now).getTime();
