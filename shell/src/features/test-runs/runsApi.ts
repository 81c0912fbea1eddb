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
  executor: 'sandbox' | 'webhook' | 'engine';
  input: Record<string, unknown>;
  output: Record<string, unknown> | null;
  error: string | null;
  steps: RunStep[];
  started_at: string | null;
  finished_at: string | null;
  duration_ms: number | null;
  created_at: string;
  /** Who started it from the portal: the client, or an admin for the client (null: an engine run). */
  started_by?: string | null;
}

/** A person as the admin's page names them (clients to run for, starters of runs). */
export interface Person {
  id: string;
  name: string;
  company: string | null;
  role: string;
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
  /** Admins: one client's runs. */
  client?: string;
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

/** Starts a run; an admin passes `forClient` to run it for that client (recorded as started by the admin). */
export function startRun(slug: string, input: Record<string, unknown>, forClient?: string): Promise<Run> {
  return callProductApi<Run>(`/workflows/${encodeURIComponent(slug)}/runs`, {
    method: 'POST',
    body: forClient ? { input, user_id: forClient } : { input },
  });
}

/** Everyone an admin may see (RLS: admins read every profile), clients first by name. */
export async function loadPeople(signal: AbortSignal): Promise<Person[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('profiles')
    .select('id, full_name, email, company, role')
    .order('full_name')
    .abortSignal(signal);
  if (error) throw error;
  return data.map((p) => ({
    id: p.id,
    name: p.full_name?.trim() || p.email || p.id,
    company: p.company,
    role: p.role,
  }));
}

/** A Doha calendar day's bounds as instants (the portal's days are Doha days, UTC+3 all year). */
const dohaDay = (day: string, end: boolean) =>
  new Date(Date.parse(`${day}T00:00:00+03:00`) + (end ? 86_400_000 : 0)).toISOString();

export function listRuns(filters: RunFilters, signal: AbortSignal): Promise<RunPage> {
  return callProductApi<RunPage>('/workflows/runs', {
    signal,
    query: {
      workflow: filters.workflow,
      client: filters.client,
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
