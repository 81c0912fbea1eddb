/**
 * The filters of the admin's runs list, kept in the address: the overview's "runs today" and "failures
 * in the last 24 hours" open the list with theirs.
 */

import { RUN_STATUSES, type RunStatus } from '@portal/dashboard-kit/entities';
import { DAY_MS, startOfDohaDay } from '@portal/dashboard-kit/format';
import { isOneOf } from '@portal/dashboard-kit/live';

/** today: since midnight in Doha; 24h: the last 24 hours; '': any time. */
export const RUN_PERIODS = ['today', '24h'] as const;
export type RunPeriod = (typeof RUN_PERIODS)[number];

export interface RunFilters {
  client: string;
  workflow: string;
  status: RunStatus | '';
  period: RunPeriod | '';
}

/** Reads the filters from the address, ignoring values that are not filters (a hand-edited link). */
export function runFiltersFrom(params: URLSearchParams): RunFilters {
  const status = params.get('status') ?? '';
  const period = params.get('period') ?? '';
  return {
    client: params.get('client') ?? '',
    workflow: params.get('workflow') ?? '',
    status: isOneOf(RUN_STATUSES, status) ? status : '',
    period: isOneOf(RUN_PERIODS, period) ? period : '',
  };
}

export function periodStart(period: RunPeriod, now = new Date()): Date {
  return period === 'today' ? startOfDohaDay(now) : new Date(now.getTime() - DAY_MS);
}
