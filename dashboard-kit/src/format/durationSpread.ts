/**
 * How long something typically takes, and how long its slow cases take: the median and the 95th
 * percentile of durations (reply times, response times), as the speed KPIs show them ("2 min; 95 %
 * within 9 min"). Both are undefined before anything was measured.
 */
import { median, percentile } from './stats.ts';

export const durationSpread = (durations: readonly number[]) => ({
  median: median(durations),
  p95: percentile(durations, 0.95),
});
