/**
 * SQL conditions for a live test's own counts, over the same moments as a dashboard's figures: the
 * `days` before `asOf` (the moment the loader computed at), as text to put in a `where`.
 */
import { REPORTING_DAYS } from '@portal/dashboard-kit/format';

/** `column` at or after `days` before `asOf` (what a loader reads: its history). */
export const sqlSince = (column: string, asOf: string, days: number): string =>
  `${column} >= timestamptz '${asOf}' - interval '${days} days'`;

/** `column` within the `days` that end at `asOf` (a KPI's period), `asOf` itself excluded. */
export const sqlPeriod = (column: string, asOf: string, days = REPORTING_DAYS): string =>
  `${sqlSince(column, asOf, days)} and ${column} < timestamptz '${asOf}'`;
