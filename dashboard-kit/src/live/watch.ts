import type { LiveContext } from '@portal/contract';
import type { TableName } from './query.ts';

/** Calls onChange at most once per this many ms while a burst of changes arrives. */
const REFRESH_DEBOUNCE_MS = 400;

/**
 * Realtime refresh for tables with user_id (and usually workflow_slug) columns: a channel per table
 * with a postgres_changes binding filtered to the signed-in user (RLS filters again on the server),
 * ignoring rows of other workflows. One channel per table, so that a table the server cannot stream
 * does not silence the others. A burst of changes causes one reload. Each join of a channel (the first,
 * and again after a dropped connection) reloads too: the dashboard's rows were read before the channel
 * listened, and a row written in between would otherwise stay unseen until the next change.
 */
export function watchTables(
  ctx: LiveContext,
  tables: readonly TableName[],
  onChange: () => void,
): () => void {
  const { supabase } = ctx;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const reload = () => {
    clearTimeout(timer);
    timer = setTimeout(onChange, REFRESH_DEBOUNCE_MS);
  };
  const notify = (payload: { new?: unknown; old?: unknown }) => {
    const slugOf = (record: unknown) => (record as { workflow_slug?: string } | undefined)?.workflow_slug;
    const slug = slugOf(payload.new) ?? slugOf(payload.old);
    // A delete carries only the primary key (no slug): reload to be safe.
    if (slug === undefined || slug === ctx.slug) reload();
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
      .subscribe((status) => {
        if (status === 'SUBSCRIBED') reload();
      }),
  );
  return () => {
    clearTimeout(timer);
    for (const channel of channels) void supabase.removeChannel(channel);
  };
}
