/**
 * HR service: employees' requests to the WhatsApp HR assistant (leave, payslips, certificates, policy
 * questions, expenses), how fast they are resolved against the stated target, and what the assistant
 * answered alone. Every figure of the dashboard comes from these functions.
 */
import {
  countPerDayBy,
  crossCount,
  elapsedMs,
  median,
  periodList,
  ratio,
} from '@portal/dashboard-kit/format';
import {
  type AsOf,
  enumColumns,
  loadSelection,
  type SelectedRow,
  selection,
} from '@portal/dashboard-kit/live';
import { stagedPipeline } from '../common/stagedPipeline.ts';

export const HR_REQUESTS = selection({
  hr_requests:
    'id employee_name employee_contact request_type details status channel answered_by_assistant resolved_at created_at',
});
export type HrRequestRow = SelectedRow<typeof HR_REQUESTS>;
export const { values, read } = enumColumns('hr_requests', { request_type: 'other', status: 'open' });
export type RequestType = ReturnType<typeof read.request_type>;
/** A request is open until resolved or rejected; the tones are the status chips'. */
export const STATUSES = stagedPipeline(read.status, values.status, {
  active: ['open', 'in_progress'],
  tones: { open: 'warning', in_progress: 'info', resolved: 'success', rejected: 'error' },
});

export type HrServiceData = AsOf<{ requests: HrRequestRow[] }>;

/** Live: the requests of this period and the one before (for the change), and those still open. */
export const live = loadSelection('requests', HR_REQUESTS, {
  limit: 3000,
  history: 'created_at',
  orStill: `status.in.(${STATUSES.active.join(',')})`,
});

/** The service level the clinic states to its staff: a request is resolved within one working day. */
export const RESOLUTION_TARGET_MS = 24 * 3_600_000;

export const resolutionMs = (r: HrRequestRow) =>
  r.status === 'resolved' ? elapsedMs(r.created_at, r.resolved_at) : undefined;
const handledBy = (r: HrRequestRow) => (r.answered_by_assistant ? 'alone' : 'byPerson');
const resolutionTimes = (rows: readonly HrRequestRow[]) => rows.flatMap((r) => resolutionMs(r) ?? []);

const period = (data: HrServiceData) => periodList(data.requests, (r) => r.created_at, data.asOf);
/** The requests made in the period, newest first. */
export const periodRequests = (data: HrServiceData) => period(data).rows;

export function hrKpis(data: HrServiceData) {
  const { rows, count } = period(data);
  const times = resolutionTimes(rows);
  const answeredAlone = rows.filter((r) => r.answered_by_assistant).length;
  return {
    requests: count,
    /** Open or in progress, whenever they were made. */
    open: data.requests.filter(STATUSES.isActive).length,
    answeredAlone,
    answeredAloneRate: ratio(answeredAlone, rows.length),
    medianResolutionMs: median(times),
    withinTargetRate: ratio(times.filter((ms) => ms <= RESOLUTION_TARGET_MS).length, times.length),
    resolved: times.length,
  };
}

/** The period's requests per type, counted per status (in the order of values.status). */
export const requestsByType = (data: HrServiceData) =>
  crossCount(periodRequests(data), read.request_type, values.request_type, read.status, values.status);

/** Typical resolution time per request type over the period (types without a resolved request left out). */
export function resolutionByType(data: HrServiceData) {
  const rows = periodRequests(data);
  return values.request_type.flatMap((type) => {
    const medianMs = median(resolutionTimes(rows.filter((r) => read.request_type(r) === type)));
    return medianMs === undefined ? [] : [{ type, medianMs }];
  });
}

/** Requests per Doha day of the period: answered by the assistant alone, or handled by a person. */
export const requestsPerDay = (data: HrServiceData) =>
  countPerDayBy(data.asOf, periodRequests(data), (r) => r.created_at, handledBy, ['alone', 'byPerson']);

/** Requests still open or in progress, the longest waiting first, with how long they have waited. */
export const openRequests = (data: HrServiceData) =>
  data.requests
    .filter(STATUSES.isActive)
    .map((r) => ({ ...r, waitingMs: elapsedMs(r.created_at, data.asOf) ?? 0 }))
    .sort((a, b) => b.waitingMs - a.waitingMs);
