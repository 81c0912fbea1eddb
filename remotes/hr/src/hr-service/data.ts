/**
 * HR service: employees' requests to the WhatsApp HR assistant (leave, payslips, certificates, policy
 * questions, expenses), how fast they are resolved against the stated target, and what the assistant
 * answered alone. Every figure of the dashboard comes from these functions.
 */
import {
  countPerDay,
  dated,
  dayKeyToDate,
  elapsedMs,
  median,
  periodCount,
  periodRows,
  REPORTING_DAYS,
  ratio,
} from '@portal/shared/format';
import { type AsOf, oneOf, type SelectedRow, selection } from '@portal/shared/live';
import { ColumnValues } from '@portal/shared/schema';

export const HR_REQUESTS = selection({
  hr_requests:
    'id employee_name employee_contact request_type details status channel answered_by_assistant resolved_at created_at',
});
export type HrRequestRow = SelectedRow<typeof HR_REQUESTS>;

export const { request_type: REQUEST_TYPES, status: REQUEST_STATUSES } = ColumnValues.hr_requests;
export type RequestType = (typeof REQUEST_TYPES)[number];
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

export type HrServiceData = AsOf<{ requests: HrRequestRow[] }>;

export { REPORTING_DAYS as PERIOD_DAYS } from '@portal/shared/format';
/** The service level the clinic states to its staff: a request is resolved within one working day. */
export const RESOLUTION_TARGET_MS = 24 * 3_600_000;

export const requestType = (r: HrRequestRow): RequestType => oneOf(r.request_type, REQUEST_TYPES, 'other');
export const requestStatus = (r: HrRequestRow): RequestStatus => oneOf(r.status, REQUEST_STATUSES, 'open');
export const isOpen = (r: HrRequestRow) => r.status === 'open' || r.status === 'in_progress';
export const resolutionMs = (r: HrRequestRow) =>
  r.status === 'resolved' ? elapsedMs(r.created_at, r.resolved_at) : undefined;

const resolutionTimes = (rows: readonly HrRequestRow[]) =>
  rows.map(resolutionMs).filter((ms): ms is number => ms !== undefined);

/** The requests made in the period, newest first. */
export const periodRequests = (data: HrServiceData) =>
  periodRows(data.requests, (r) => r.created_at, data.asOf, REPORTING_DAYS).current.sort((a, b) =>
    b.created_at.localeCompare(a.created_at),
  );

export function hrKpis(data: HrServiceData) {
  const split = periodRows(data.requests, (r) => r.created_at, data.asOf, REPORTING_DAYS);
  const current = split.current;
  const times = resolutionTimes(current);
  const answeredAlone = current.filter((r) => r.answered_by_assistant).length;
  return {
    requests: periodCount(split),
    /** Open or in progress, whenever they were made. */
    open: data.requests.filter(isOpen).length,
    answeredAlone,
    answeredAloneRate: ratio(answeredAlone, current.length),
    medianResolutionMs: median(times),
    withinTargetRate: ratio(times.filter((ms) => ms <= RESOLUTION_TARGET_MS).length, times.length),
    resolved: times.length,
  };
}

/** The period's requests per type, split by status (in the order of REQUEST_STATUSES). */
export function requestsByType(data: HrServiceData) {
  const rows = periodRequests(data);
  return REQUEST_TYPES.map((type) => ({
    type,
    byStatus: REQUEST_STATUSES.map(
      (status) => rows.filter((r) => requestType(r) === type && requestStatus(r) === status).length,
    ),
  }));
}

/** Typical resolution time per request type over the period (types without a resolved request left out). */
export function resolutionByType(data: HrServiceData) {
  const rows = periodRequests(data);
  return REQUEST_TYPES.map((type) => ({
    type,
    medianMs: median(resolutionTimes(rows.filter((r) => requestType(r) === type))),
  })).filter((t): t is { type: RequestType; medianMs: number } => t.medianMs !== undefined);
}

/** Requests per Doha day of the period: answered by the assistant alone, or handled by a person. */
export function requestsPerDay(data: HrServiceData) {
  const rows = periodRequests(data);
  const perDay = countPerDay(data.asOf, {
    alone: dated(
      rows.filter((r) => r.answered_by_assistant),
      (r) => r.created_at,
    ),
    byPerson: dated(
      rows.filter((r) => !r.answered_by_assistant),
      (r) => r.created_at,
    ),
  });
  return { ...perDay, days: perDay.days.map(dayKeyToDate) };
}

/** Requests still open or in progress, the longest waiting first, with how long they have waited. */
export const openRequests = (data: HrServiceData) =>
  data.requests
    .filter(isOpen)
    .map((r) => ({ ...r, waitingMs: elapsedMs(r.created_at, data.asOf) ?? 0 }))
    .sort((a, b) => b.waitingMs - a.waitingMs);
