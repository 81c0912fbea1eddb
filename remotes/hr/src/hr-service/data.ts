/**
 * HR service: employees' requests to the WhatsApp HR assistant (leave, payslips, certificates, policy
 * questions, expenses), how fast they are resolved against the stated target, and what the assistant
 * answered alone. Every figure of the dashboard comes from these functions. Live, the figures are
 * SQL's counts of every request (docs/architecture.md, "Dashboard figures") and the lists page on the
 * server; the sample counts its rows through the same parts (`fromRows`).
 */
import { hrRequestsValues } from '@portal/contract/schema';
import {
  change,
  elapsedMs,
  isInReportingPeriod,
  REPORTING_DAYS,
  ratio,
  windowEndingAt,
} from '@portal/dashboard-kit/format';
import {
  agesOf,
  countOf,
  countPerDayOf,
  enumColumns,
  type Fact,
  figuresOf,
  liveDashboard,
  partsFromRows,
  type SelectedRow,
  selection,
  statsOf,
  sumOf,
  tableOf,
} from '@portal/dashboard-kit/live';
import { crossFigures } from '../common/figureCross.ts';
import { stagedPipeline } from '../common/stagedPipeline.ts';

export const HR_REQUESTS = selection({
  hr_requests:
    'id employee_name employee_contact request_type details status channel answered_by_assistant resolved_at created_at',
});
export type HrRequestRow = SelectedRow<typeof HR_REQUESTS>;
export const { values, read } = enumColumns(hrRequestsValues, { request_type: 'other', status: 'open' });
export type RequestType = ReturnType<typeof read.request_type>;
/** A request is open until resolved or rejected; the tones are the status chips'. */
export const STATUSES = stagedPipeline(read.status, values.status, {
  active: ['open', 'in_progress'],
  tones: { open: 'warning', in_progress: 'info', resolved: 'success', rejected: 'error' },
});

/** The service level the clinic states to its staff: a request is resolved within one working day. */
export const RESOLUTION_TARGET_MS = 24 * 3_600_000;

/** What the figures count of a request, as the `hr_requests` source does (score: answered alone). */
const requestFact = (r: HrRequestRow): Fact => ({
  at: r.created_at,
  status: read.status(r),
  kind: read.request_type(r),
  value: elapsedMs(r.created_at, r.resolved_at) ?? null,
  score: r.answered_by_assistant ? 1 : 0,
});
/** The same request dated by its resolution (`hr_requests_resolved`). */
const resolvedFact = (r: HrRequestRow): Fact => ({ ...requestFact(r), at: r.resolved_at });

const COLUMNS = HR_REQUESTS.columns;
const TABLE = {
  sort: { employee: 'employee_name', type: 'request_type', status: 'status', received: 'created_at' },
  search: ['employee_name', 'details'],
} as const;
const periodStart = (asOf: string) => windowEndingAt(asOf, REPORTING_DAYS).from.toISOString();
const isActive = (r: HrRequestRow) => STATUSES.isActive(r);

/** The parts of the figures over periods of `days` days (the dashboard's 30; a report's week). */
export const hrServiceParts = (days = REPORTING_DAYS) => ({
  /** The requests made in the period and the one before, per status, type and Doha day. */
  requests: figuresOf('hr_requests', requestFact, days),
  /**
   * Resolution times of the requests resolved in the period: median and p95, and how many within the
   * target (band 0: a bound counts the values that reach it, so 1 µs past the target is band 1).
   */
  /** The requests resolved (or rejected) in the period and the one before, by the day they were. */
  resolved: figuresOf('hr_requests_resolved', resolvedFact, days),
  resolution: statsOf('hr_requests_resolved', resolvedFact, {
    days,
    statuses: ['resolved'],
    bounds: [RESOLUTION_TARGET_MS + 0.001],
  }),
  /** The requests still open or in progress, whenever they were made (`bounds` none: one band). */
  open: agesOf('hr_requests', requestFact, STATUSES.active, []),
});
const parts = hrServiceParts();

/** Live: the figures of every request, the period's requests and the open ones a page at a time. */
export const live = liveDashboard({
  ...parts,
  periodTable: tableOf('hr_requests', COLUMNS, (r): HrRequestRow => r, {
    ...TABLE,
    filters: (asOf) => [
      ['created_at', 'gte', periodStart(asOf)],
      ['created_at', 'lt', asOf],
    ],
  }),
  // The longest waiting first: the oldest first (the waiting time itself is not a column to sort by).
  openTable: tableOf('hr_requests', COLUMNS, (r): HrRequestRow => r, {
    ...TABLE,
    order: { column: 'created_at', ascending: true },
    filters: () => [['status', 'in', `(${STATUSES.active.join(',')})`]],
  }),
});
export type HrServiceData = Awaited<ReturnType<typeof live>>;

/** The dashboard's data from requests held in the browser (the sample): each part counts them. */
export function hrServiceFromRows(rows: readonly HrRequestRow[], asOf: string): HrServiceData {
  return {
    ...partsFromRows(parts, rows, asOf),
    periodTable: rows.filter((r) => isInReportingPeriod(r.created_at, asOf)),
    openTable: rows.filter(isActive),
    asOf,
  };
}

export const resolutionMs = (r: HrRequestRow) =>
  r.status === 'resolved' ? elapsedMs(r.created_at, r.resolved_at) : undefined;
/** How long an open request has waited as of the dashboard's moment. */
export const waitingMs = (r: HrRequestRow, asOf: string) => elapsedMs(r.created_at, asOf) ?? 0;

export function hrKpis({ requests, resolution, open }: HrServiceData) {
  const count = countOf(requests, 'current');
  const alone = sumOf(requests, 'current', 'score');
  const resolved = resolution.current;
  return {
    requests: { count, change: change(count, countOf(requests, 'previous')) },
    /** Open or in progress, whenever they were made. */
    open: open.reduce((sum, line) => sum + line.rows, 0),
    answeredAlone: alone,
    answeredAloneRate: ratio(alone, count),
    medianResolutionMs: resolved.percentiles[0],
    p95ResolutionMs: resolved.percentiles[1],
    withinTargetRate: ratio(resolved.bands[0] ?? 0, resolved.rows),
    resolved: resolved.rows,
  };
}

const typeOf = (kind: string) => read.request_type({ request_type: kind });
const statusOf = (status: string) => read.status({ status });

/** The period's requests per type, counted per status (in the order of values.status). */
export const requestsByType = ({ requests }: HrServiceData) =>
  crossFigures(
    requests,
    'current',
    (l) => typeOf(l.kind),
    values.request_type,
    (l) => statusOf(l.status),
    values.status,
  );

/**
 * Typical (mean) time to resolve per request type, over the requests resolved in the period (types
 * without one left out): SQL sums the times per type, so the mean is the figure it gives at any volume.
 */
export function resolutionByType({ resolved }: HrServiceData) {
  return values.request_type.flatMap((type) => {
    const lines = resolved.lines.filter(
      (l) => l.period === 'current' && l.status === 'resolved' && typeOf(l.kind) === type,
    );
    const rows = lines.reduce((sum, l) => sum + l.rows, 0);
    return rows ? [{ type, meanMs: lines.reduce((sum, l) => sum + l.value, 0) / rows }] : [];
  });
}

/** Requests per Doha day of the period: answered by the assistant alone, or handled by a person. */
export function requestsPerDay({ requests }: HrServiceData) {
  const { days, counts } = countPerDayOf(requests);
  const alone = days.map((day) =>
    requests.lines.filter((l) => l.period === 'day' && l.day === day).reduce((sum, l) => sum + l.score, 0),
  );
  return { days, alone, byPerson: counts.map((n, i) => n - (alone[i] ?? 0)) };
}
