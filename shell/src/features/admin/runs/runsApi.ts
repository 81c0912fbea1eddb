/** Every client's runs for the admin (RLS: admins read all), newest first, at most RUNS_LIMIT. */

import type { RunStatus } from '@portal/dashboard-kit/entities';
import { auth } from '../../../domain/session/store.ts';
import { periodStart, type RunFilters } from './runFilters.ts';

export const RUNS_LIMIT = 500;

export interface AdminRun {
  id: string;
  user_id: string;
  workflow_slug: string;
  status: RunStatus;
  executor: 'webhook' | 'sandbox';
  error: string | null;
  created_at: string;
  duration_ms: number | null;
}

export async function loadRuns(
  filters: RunFilters,
  signal: AbortSignal,
): Promise<{ rows: AdminRun[]; total: number }> {
  const client = await auth.client();
  let query = client
    .from('workflow_runs')
    .select('id, user_id, workflow_slug, status, executor, error, created_at, duration_ms', {
      count: 'exact',
    })
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(RUNS_LIMIT);
  if (filters.client) query = query.eq('user_id', filters.client);
  if (filters.workflow) query = query.eq('workflow_slug', filters.workflow);
  if (filters.status) query = query.eq('status', filters.status);
  if (filters.period) query = query.gte('created_at', periodStart(filters.period).toISOString());
  const { data, count, error } = await query.abortSignal(signal);
  if (error) throw error;
  return { rows: data as AdminRun[], total: count ?? data.length };
}
