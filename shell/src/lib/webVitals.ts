/**
 * The performance helper of docs/product.md §7: the page's Core Web Vitals go to
 * `POST {API_BASE_URL}/analytics` ({type, data, timestamp}) once, when the page is hidden (a tab
 * switch, a close, a navigation away: the last moment a browser reliably runs code), with the route
 * the page loaded on and the reader's language. Failures are ignored and nothing is shown: a lost
 * measurement must never cost the visitor anything. Loaded after the first page has started, so it
 * adds nothing to the first load; the browser keeps the entries it needs (`buffered`). A prerendered
 * page can be read, and hidden, before this module has arrived: then the report goes out at once.
 *
 * The figures, in milliseconds except CLS: LCP (largest contentful paint), CLS (the largest burst of
 * layout shifts: shifts under 1 s apart, at most 5 s long), INP (interaction to next paint: the slowest
 * interaction, one in fifty left out as the metric's definition does), FCP and TTFB.
 */

export interface WebVitals {
  lcp?: number;
  cls: number;
  inp?: number;
  fcp?: number;
  ttfb?: number;
}

interface Shift {
  startTime: number;
  value: number;
}

/** CLS: the largest session window of layout shifts without recent input. */
export function cumulativeLayoutShift(shifts: readonly Shift[]): number {
  let largest = 0;
  let window = 0;
  let first = 0;
  let last = 0;
  for (const shift of shifts) {
    if (window > 0 && shift.startTime - last < 1000 && shift.startTime - first < 5000) window += shift.value;
    else {
      window = shift.value;
      first = shift.startTime;
    }
    last = shift.startTime;
    largest = Math.max(largest, window);
  }
  return largest;
}

/** INP from each interaction's longest event: the slowest, leaving out one in fifty. */
export function interactionToNextPaint(durations: readonly number[]): number | undefined {
  if (durations.length === 0) return undefined;
  const sorted = [...durations].sort((a, b) => b - a);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length / 50))];
}

type Send = (url: string, body: string) => Promise<unknown>;

const keepaliveFetch: Send = (url, body) =>
  fetch(url, { method: 'POST', keepalive: true, headers: { 'Content-Type': 'application/json' }, body });

/** Starts measuring; the report goes out once, the first time the page is hidden. */
export function reportWebVitals(options: { apiBaseUrl: string; language: () => string; send?: Send }): void {
  const route = window.location.pathname;
  let lcp: number | undefined;
  let fcp: number | undefined;
  const shifts: Shift[] = [];
  const interactions = new Map<number, number>();
  // Each observer with what to do with its entries, so that a report can take the entries the
  // browser holds but has not delivered yet (the buffered ones arrive in a later task).
  const observers: { observer: PerformanceObserver; onEntry: (entry: PerformanceEntry) => void }[] = [];
  const observe = (type: string, onEntry: (entry: PerformanceEntry) => void, extra: object = {}) => {
    try {
      const observer = new PerformanceObserver((list) => list.getEntries().forEach(onEntry));
      observer.observe({ type, buffered: true, ...extra });
      observers.push({ observer, onEntry });
    } catch {
      // A browser without this entry type: that figure stays out of the report.
    }
  };
  observe('largest-contentful-paint', (entry) => {
    lcp = entry.startTime;
  });
  observe('paint', (entry) => {
    if (entry.name === 'first-contentful-paint') fcp = entry.startTime;
  });
  observe('layout-shift', (entry) => {
    const shift = entry as PerformanceEntry & { value: number; hadRecentInput: boolean };
    if (!shift.hadRecentInput) shifts.push({ startTime: shift.startTime, value: shift.value });
  });
  observe(
    'event',
    (entry) => {
      const id = (entry as PerformanceEntry & { interactionId?: number }).interactionId;
      if (id) interactions.set(id, Math.max(interactions.get(id) ?? 0, entry.duration));
    },
    { durationThreshold: 16 },
  );

  let sent = false;
  const report = (force = false) => {
    if (sent || (!force && document.visibilityState !== 'hidden')) return;
    sent = true;
    for (const { observer, onEntry } of observers) observer.takeRecords().forEach(onEntry);
    const navigation = performance.getEntriesByType('navigation')[0] as
      | PerformanceNavigationTiming
      | undefined;
    const vitals: WebVitals = {
      lcp,
      cls: cumulativeLayoutShift(shifts),
      inp: interactionToNextPaint([...interactions.values()]),
      fcp,
      ttfb: navigation ? Math.max(0, navigation.responseStart) : undefined,
    };
    const body = JSON.stringify({
      type: 'web-vitals',
      data: { ...vitals, route, language: options.language() },
      timestamp: Date.now(),
      path: window.location.pathname,
    });
    try {
      (options.send ?? keepaliveFetch)(`${options.apiBaseUrl.replace(/\/+$/, '')}/analytics`, body).catch(
        () => undefined,
      );
    } catch {
      // Ignored, as every failure of this helper is.
    }
  };
  document.addEventListener('visibilitychange', () => report());
  // A close may bring pagehide before visibilitychange: the report goes out then.
  window.addEventListener('pagehide', () => report(true));
  // Already hidden (the visitor left before this module arrived): no change will come to wait for.
  report();
}
