/**
 * The data of /test-workflow-execution: the client's workflows with their input forms (supabase-js,
 * RLS: own rows), and runs through the product API (start, list), whose progress arrives by realtime.
 */
import { type InputField, parseInputSchema, type WorkflowSlug } from '@portal/contract';
import type { RunStatus } from '@portal/dashboard-kit/entities';
import { callProductApi } from '../../lib/productApi.ts';
import { getSupabase } from '../../lib/supabase.ts';

export interface RunStep {
  name: string;
  status: 'succeeded' | 'failed';
  at: string;
  message?: string;
}

/** One run as the API and realtime carry it (snake_case columns of workflow_runs). */
export interface Run {
  id: string;
  user_id: string;
  workflow_slug: WorkflowSlug;
  status: RunStatus;
  executor: 'sandbox' | 'webhook';
  input: Record<string, unknown>;
  output: Record<string, unknown> | null;
  error: string | null;
  steps: RunStep[];
  started_at: string | null;
  finished_at: string | null;
  duration_ms: number | null;
  created_at: string;
}

export interface OwnedWorkflow {
  slug: WorkflowSlug;
  name: { en: string; ar: string };
  fields: InputField[];
}

export interface RunPage {
  data: Run[];
  page: number;
  pageSize: number;
  total: number;
}

export interface RunFilters {
  workflow?: string;
  status?: RunStatus | '';
  /** Inclusive Doha days, YYYY-MM-DD. */
  from?: string;
  to?: string;
  page: number;
}

export const HISTORY_PAGE_SIZE = 10;

export async function loadOwnedWorkflows(userId: string, signal: AbortSignal): Promise<OwnedWorkflow[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('client_workflows')
    .select('workflow_slug, workflows(name_en, name_ar, input_schema, sort_order)')
    .eq('user_id', userId)
    .abortSignal(signal);
  if (error) throw error;
  return (data ?? [])
    .filter((row) => row.workflows)
    .map((row) => ({
      slug: row.workflow_slug as WorkflowSlug,
      name: { en: row.workflows?.name_en ?? '', ar: row.workflows?.name_ar ?? '' },
      fields: parseInputSchema(row.workflows?.input_schema),
      order: row.workflows?.sort_order ?? 0,
    }))
    .sort((a, b) => a.order - b.order)
    .map(({ order: _order, ...workflow }) => workflow);
}

export function startRun(slug: string, input: Record<string, unknown>): Promise<Run> {
  return callProductApi<Run>(`/workflows/${encodeURIComponent(slug)}/runs`, {
    method: 'POST',
    body: { input },
  });
}

/** A Doha calendar day's bounds as instants (the portal's days are Doha days, UTC+3 all year). */
const dohaDay = (day: string, end: boolean) =>
  new Date(Date.parse(`${day}T00:00:00+03:00`) + (end ? 86_400_000 : 0)).toISOString();

export function listRuns(filters: RunFilters, signal: AbortSignal): Promise<RunPage> {
  return callProductApi<RunPage>('/workflows/runs', {
    signal,
    query: {
      workflow: filters.workflow,
      status: filters.status,
      since: filters.from ? dohaDay(filters.from, false) : undefined,
      until: filters.to ? dohaDay(filters.to, true) : undefined,
      page: filters.page,
      pageSize: HISTORY_PAGE_SIZE,
    },
  });
}

/**
 * Follows every change to the signed-in user's runs. Subscribed when the page opens, before any Run, so
 * that the first step of a new run is never waiting on a subscription handshake.
 */
export function watchMyRuns(userId: string, onChange: (run: Run) => void): () => void {
  let stopped = false;
  let cleanup: (() => void) | undefined;
  void getSupabase().then((supabase) => {
    if (stopped) return;
    const channel = supabase
      .channel(`test-runs:${userId}:${Math.random().toString(36).slice(2)}`)
      .on(
        'postgres_changes',
        { event: '*', schema: 'public', table: 'workflow_runs', filter: `user_id=eq.${userId}` },
        (payload) => {
          if (payload.new && 'id' in payload.new) onChange(payload.new as unknown as Run);
        },
      )
      .subscribe();
    cleanup = () => void supabase.removeChannel(channel);
  });
  return () => {
    stopped = true;
    cleanup?.();
  };
}
