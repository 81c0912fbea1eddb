/**
 * When each chart card draws its chart: once the chart code is here (it loads on first use), once the
 * card nears the screen, and one chart at a time. Every chart draws before printing. charts.tsx draws.
 */
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { afterNextPaint } from './afterNextPaint.ts';
import type { ChartParts } from './chartParts.ts';
import { onFirstUse } from './onFirstUse.ts';

const chartCode = onFirstUse(() => import('./chartParts.ts').then((module) => module.default));

/** Starts (once) the download of the chart code; a failed download is retried by the next chart. */
export const loadChartParts = chartCode.load;

/**
 * Charts whose code has arrived draw one at a time, in the order they asked: each chart's first drawing
 * is its own commit, painted before the next chart starts. Much of drawing a chart is work React cannot
 * slice (x-charts measures its box in a layout effect and draws the whole chart again at once, in the
 * same task), so the charts of a page drawn together were one task: 268–504 ms at 4x CPU for the two of
 * /lead-generation's Overview, against 202–220 ms and 62–109 ms one chart a task (docs/performance.md,
 * "Live dashboards' main thread").
 */
const waiting: (() => void)[] = [];
let drawing: (() => void) | undefined;

function startNextChart() {
  drawing = waiting.shift();
  drawing?.();
}

/** Asks for `draw`'s turn: it runs now when no chart is drawing, else once the ones before it are done. */
function takeTurn(draw: () => void) {
  waiting.push(draw);
  if (!drawing) startNextChart();
}

/** The turn of `draw` is over (its chart is painted, or gone): the next chart's starts. */
function endTurn(draw: () => void) {
  const index = waiting.indexOf(draw);
  if (index !== -1) waiting.splice(index, 1);
  if (drawing === draw) startNextChart();
}

/**
 * Charts draw once they near the screen: a dashboard's charts below the first screenful (on a phone,
 * 10 of the sample dashboards' 33 Overview charts) cost nothing while the page loads, and each draws
 * as the reader scrolls within NEAR_SCREEN of it. Drawing takes up to ~300 ms on a slow phone; 200 px
 * is about a chart card's top half, so the chart is usually drawn by the time its area is in view. A
 * tab's charts likewise fill in after the tab is shown, instead of holding up its first paint. Every
 * waiting chart draws before printing (the `beforeprint` listener below); where nothing is laid out
 * (no IntersectionObserver or ResizeObserver; unit tests: drawEveryChart) every chart draws at
 * once, x-charts measuring its box itself.
 */
const NEAR_SCREEN = '200px 0px';

/** Whether this browser can tell when a chart's area nears the screen and what size it is laid out at. */
const canWatchAreas = typeof IntersectionObserver !== 'undefined' && typeof ResizeObserver !== 'undefined';

let everyChartAtOnce = !canWatchAreas;
/** Charts not drawn yet: each draws at once when called (for printing). */
const drawNow = new Set<() => void>();

const drawWaitingCharts = () => {
  for (const draw of drawNow) draw();
};

/** From now on every chart draws as soon as its code is here, wherever it is on the page. */
export function drawEveryChart() {
  everyChartAtOnce = true;
  drawWaitingCharts();
}

// The browser lays the page out for paper right after `beforeprint`: every chart is drawn before that.
// (Not where nothing prints: the build's prerender runs this module in Node.)
if (typeof window !== 'undefined' && 'onbeforeprint' in window)
  window.addEventListener('beforeprint', () => flushSync(drawWaitingCharts));

/** The chart area's size as laid out, in whole px. */
export interface ChartSize {
  width: number;
  height: number;
}

/**
 * Watches a chart's area: whether it nears the screen (an IntersectionObserver) and its size as laid
 * out (a ResizeObserver, whose callback comes after the browser's own layout, so measuring forces
 * none). A chart drawn at a size given to it draws once, in its transition; left to measure its own box,
 * x-charts 9 drew it at size 0 and again at once in the commit's task, the page's longest task at 4x
 * CPU (docs/performance.md, "The chart's size from the card"). Returns the watching's end.
 */
function watchArea(
  area: Element,
  onNear: () => void,
  onSize: (size: ChartSize) => void,
): (() => void) | undefined {
  if (!canWatchAreas) return;
  const nearness = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      onNear();
      nearness.disconnect();
    },
    { rootMargin: NEAR_SCREEN },
  );
  const sizes = new ResizeObserver(([entry]) => {
    const width = Math.floor(entry?.contentRect.width ?? 0);
    const height = Math.floor(entry?.contentRect.height ?? 0);
    // Hidden (0 × 0), a drawn chart keeps its size rather than being taken down.
    if (width > 0 && height > 0) onSize({ width, height });
  });
  nearness.observe(area);
  sizes.observe(area);
  return () => {
    nearness.disconnect();
    sizes.disconnect();
  };
}

/**
 * The chart components and the size to draw at, once this chart may draw: its code is here, it is near
 * the screen, its turn has come and its area is laid out (where every chart draws at once, size may be
 * undefined: x-charts then measures its box itself). `area` is the ref of the element the chart fills.
 */
export function useChartParts(): {
  parts: ChartParts | undefined;
  size: ChartSize | undefined;
  area: (element: Element | null) => (() => void) | undefined;
} {
  const [parts, setParts] = useState(() => (everyChartAtOnce ? chartCode.loaded() : undefined));
  const [near, setNear] = useState(everyChartAtOnce);
  const [size, setSize] = useState<ChartSize>();
  const turn = useRef<() => void>(undefined);
  // The area is watched from its ref, which cleans up after itself (React 19), not from state the ref
  // sets: state set while React commits is rendered again at once, in the commit's task, and takes the
  // page's effects with it, synchronously.
  const area = useCallback(
    (element: Element | null) =>
      element
        ? watchArea(
            element,
            () => setNear(true),
            (next) =>
              setSize((last) => (last?.width === next.width && last.height === next.height ? last : next)),
          )
        : undefined,
    [],
  );
  useEffect(() => {
    if (parts) return;
    const draw = () => {
      const loaded = chartCode.loaded();
      if (loaded) setParts(loaded);
    };
    drawNow.add(draw);
    return () => {
      drawNow.delete(draw);
    };
  }, [parts]);
  useEffect(() => {
    if (parts) return;
    let live = true;
    // Chart cards mount with the KPI row (same data): the chart code is asked for once the KPI figures
    // are on screen, never racing them for the network or the main thread, near the screen or not.
    const cancel = afterNextPaint(() =>
      loadChartParts().then(
        (loaded) => {
          if (!live || !near) return;
          // Drawing a chart is long work: as a transition, input is not held up while it renders.
          turn.current = () => startTransition(() => setParts(loaded));
          takeTurn(turn.current);
        },
        (error: unknown) => console.error('[portal] chart code failed to load', error),
      ),
    );
    return () => {
      live = false;
      cancel();
    };
  }, [parts, near]);
  // Once this chart is drawn and on screen, the next one draws.
  useEffect(() => {
    const draw = turn.current;
    if (!parts || !draw) return;
    return afterNextPaint(() => {
      turn.current = undefined;
      endTurn(draw);
    });
  }, [parts]);
  // A chart that goes before its turn is over never holds up the others.
  useEffect(
    () => () => {
      if (turn.current) endTurn(turn.current);
    },
    [],
  );
  return { parts: size || everyChartAtOnce ? parts : undefined, size, area };
}
