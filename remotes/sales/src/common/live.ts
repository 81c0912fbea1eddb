/**
 * Helpers every live loader of the family uses: the signed-in client from the context, PostgREST
 * errors turned into thrown errors (the shell then shows its error state with Retry), values checked
 * against the sets this build knows, and realtime refresh.
 */
import type { DashboardContext } from '@portal/shared/contract';
import type { PortalSupabaseClient } from '@portal/shared/supabase';

/** The client and user of a live dashboard. Live mode without them is a shell bug, not a user error. */
export function liveSession(ctx: DashboardContext): { supabase: PortalSupabaseClient; userId: string } {
  if (!ctx.supabase || !ctx.userId) {
    throw new Error(`Live data of "${ctx.slug}" needs the signed-in Supabase client and user id`);
  }
  return { supabase: ctx.supabase, userId: ctx.userId };
}

export class LiveQueryError extends Error {
  readonly code: string | undefined;
  constructor(table: string, error: { message: string; code?: string }) {
    super(`Could not read ${table}: ${error.message}`);
    this.name = 'LiveQueryError';
    this.code = error.code;
  }
}

interface QueryResult<Row> {
  data: Row[] | null;
  error: { message: string; code?: string } | null;
}

/** The rows of a PostgREST response, or its error thrown. */
export function rowsOf<Row>(table: string, result: QueryResult<Row>): Row[] {
  if (result.error) throw new LiveQueryError(table, result.error);
  return result.data ?? [];
}

/**
 * A value of a known set, else the fallback: the database may hold a value that a newer migration
 * added and this remote does not know yet; the dashboard should still render.
 */
export function oneOf<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
  return (allowed as readonly unknown[]).includes(value) ? (value as T) : fallback;
}

/** PostgREST sends numeric columns as JSON numbers, some proxies as strings: accept both. */
export function toNumber(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

/** ISO moment `days` before `asOf`: how far back a live dashboard loads history. */
export const since = (asOf: Date, days: number): string =>
  new Date(asOf.getTime() - days * 86_400_000).toISOString();

/** Calls onChange at most once per this many ms while a burst of changes arrives. */
const REFRESH_DEBOUNCE_MS = 400;

/**
 * The contract's `watch` for tables with user_id and workflow_slug columns: a realtime channel per
 * table with a postgres_changes binding filtered to the signed-in user (RLS filters again on the
 * server) and, where the row says so, to this workflow. One channel per table, so that a table the
 * server cannot stream (not in the supabase_realtime publication) does not silence the others. Bursts
 * of changes cause one reload. Sample mode has nothing to watch.
 */
export function watchTables(
  ctx: DashboardContext,
  tables: readonly string[],
  onChange: () => void,
): () => void {
  if (ctx.mode !== 'live' || !ctx.supabase || !ctx.userId) return () => {};
  const supabase = ctx.supabase;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const notify = (payload: { new?: unknown; old?: unknown }) => {
    const slugOf = (record: unknown) => (record as { workflow_slug?: string } | undefined)?.workflow_slug;
    const slug = slugOf(payload.new) ?? slugOf(payload.old);
    // A delete carries only the primary key (no slug): reload to be safe.
    if (slug !== undefined && slug !== ctx.slug) return;
    clearTimeout(timer);
    timer = setTimeout(onChange, REFRESH_DEBOUNCE_MS);
  };
  const unique = Math.random().toString(36).slice(2);
  const channels = tables.map((table) =>
    supabase
      .channel(`${ctx.slug}:${table}:${unique}`)
      .on(
        'postgres_changes',
        { event: '*', schema: 'public', table, filter: `user_id=eq.${ctx.userId}` },
        notify,
      )
      .subscribe(),
  );
  return () => {
    clearTimeout(timer);
    for (const channel of channels) void supabase.removeChannel(channel);
  };
}
