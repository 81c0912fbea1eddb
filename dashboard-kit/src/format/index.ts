export { DAY_MS, dayKeyToDate, dohaDayKey, startOfDohaDay } from './days.ts';
export { groupBy } from './groups.ts';
export { formattersFor, INTL_LOCALE } from './intl.ts';
export { change, countBy, ratio, sumBy, windowEndingAt } from './periods.ts';
export { rangesFrom } from './rangesFrom.ts';
export {
  countPerDay,
  dated,
  inReportingPeriod,
  isInReportingPeriod,
  REPORTING_DAYS,
  REPORTING_HISTORY_DAYS,
  reportingDays,
} from './reportingPeriod.ts';
export { elapsedMs, mean, median, percentile } from './stats.ts';
