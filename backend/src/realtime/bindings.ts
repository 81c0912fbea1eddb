import { stableStringify } from './auth.ts';
import type { ChangeBinding, ChangeSubscriber } from './changes/dispatch.ts';
import type { ChangeOp } from './changes/feed.ts';
import { equalityKey, FilterSyntaxError, indexableCondition, parseFilter } from './changes/filter.ts';
import type { TableCatalog } from './changes/metadata.ts';

/** One entry of `config.postgres_changes` as the client sent it (echoed back with an id). */
export type PostgresChangesParams = Record<string, unknown> & {
  event?: unknown;
  schema?: unknown;
  table?: unknown;
  filter?: unknown;
  select?: unknown;
};

/**
 * The subscription id Realtime puts in the join reply and in `ids`: an integer hash of the params
 * (Realtime uses :erlang.phash2, range 0..2^27-1), so identical params share one id.
 */
export function bindingId(params: PostgresChangesParams): number {
  const text = stableStringify(params);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) & 0x7ffffff;
}

const EVENTS = new Set(['*', 'INSERT', 'UPDATE', 'DELETE']);

/** Realtime's wording when a subscription cannot be created. */
function describe(p: PostgresChangesParams) {
  return `[event: ${String(p.event ?? '')}, schema: ${String(p.schema ?? '')}, table: ${String(p.table ?? '*')}, filters: [${String(p.filter ?? '')}]]`;
}

export type BindingsResult = { ok: true; bindings: ChangeBinding[] } | { ok: false; message: string };

/**
 * Validates the requested postgres_changes against the database (table exists, is in the
 * supabase_realtime publication, filter columns exist) and builds the bindings. All or nothing, like
 * Realtime's single subscription insert.
 */
export async function buildBindings(
  params: PostgresChangesParams[],
  owner: ChangeSubscriber,
  catalog: TableCatalog,
): Promise<BindingsResult> {
  const bindings: ChangeBinding[] = [];
  for (const p of params) {
    const event = typeof p.event === 'string' ? p.event.toUpperCase() : '';
    const schema = typeof p.schema === 'string' && p.schema ? p.schema : 'public';
    const table = typeof p.table === 'string' && p.table && p.table !== '*' ? p.table : null;
    const filter = typeof p.filter === 'string' ? p.filter : undefined;
    const select =
      Array.isArray(p.select) && p.select.every((c) => typeof c === 'string') ? (p.select as string[]) : null;
    const fail = (why: string): BindingsResult => ({
      ok: false,
      message: `Unable to subscribe to changes with given parameters. ${why}: ${describe(p)}`,
    });
    if (!EVENTS.has(event))
      return fail(`Invalid event "${String(p.event ?? '')}"; expected *, INSERT, UPDATE or DELETE`);
    let conditions: ReturnType<typeof parseFilter>;
    try {
      conditions = parseFilter(filter);
    } catch (e) {
      if (e instanceof FilterSyntaxError) return fail(`Invalid filter (${e.message})`);
      throw e;
    }
    let eqIndex: ChangeBinding['eqIndex'];
    if (table) {
      const info = await catalog.get(schema, table);
      if (!info?.published) {
        return fail('Please check Realtime is enabled for the given connect parameters');
      }
      for (const c of conditions) {
        if (!info.byName.has(c.column)) return fail(`invalid column for filter ${c.column}`);
      }
      for (const c of select ?? []) {
        if (!info.byName.has(c)) return fail(`invalid column for select ${c}`);
      }
      const eq = indexableCondition(conditions);
      const key = eq ? equalityKey(eq.values[0], info.byName.get(eq.column)?.type ?? 'text') : null;
      if (eq && key !== null) eqIndex = { column: eq.column, key };
    } else if (conditions.length) {
      return fail('Filters need a table');
    }
    bindings.push({
      id: bindingId(p),
      event: event as '*' | ChangeOp,
      schema,
      table,
      conditions,
      select,
      ...(eqIndex ? { eqIndex } : {}),
      owner,
    });
  }
  return { ok: true, bindings };
}
