export { DAY_MS, dayKeyToDate, dohaDayKey, startOfDohaDay } from './days.ts';
export { groupBy } from './groups.ts';
export { formattersFor, INTL_LOCALE } from './intl.ts';
export { change, inWindow, ratio, sumBy, windowEndingAt } from './periods.ts';
export { rangesFrom } from './rangesFrom.ts';
export {
  isInReportingPeriod,
  REPORTING_DAYS,
  REPORTING_HISTORY_DAYS,
  reportingDays,
} from './reportingPeriod.ts';
export { elapsedMs, mean, percentile } from './stats.ts';
