import type { Database, RequestIdentity } from '../../db/port.ts';
import type { ChangeOp, RowChange } from './feed.ts';
import { type Condition, equalityKey, matches } from './filter.ts';
import type { TableCatalog, TableInfo } from './metadata.ts';

/** Whoever receives postgres_changes: a joined channel. */
export interface ChangeSubscriber {
  readonly topic: string;
  readonly identity: RequestIdentity;
  /** Subscribers with equal keys share one RLS check. */
  readonly identityKey: string;
  readonly active: boolean;
  /** Sends `[null, null, topic, "postgres_changes", <payload>]` with the payload already serialised. */
  deliverChange(payloadJson: string): void;
}

export interface ChangeBinding {
  /** The id echoed in the join reply and listed in `ids` of each matching message. */
  id: number;
  event: '*' | ChangeOp;
  schema: string;
  /** null: every table of the schema ('*' in the join config, or no table given). */
  table: string | null;
  conditions: Condition[];
  /** Optional column projection (realtime-js `select`). */
  select: string[] | null;
  /** Set when the filter has a plain `col=eq.value`: the registry then finds the binding by value. */
  eqIndex?: { column: string; key: string };
  owner: ChangeSubscriber;
}

interface Bucket {
  /** Bindings without an indexable equality: checked for every change of the table. */
  scan: Set<ChangeBinding>;
  /** column → equality key → bindings: a change only meets those whose value it carries. */
  byEq: Map<string, Map<string, Set<ChangeBinding>>>;
  size: number;
}

/**
 * Live postgres_changes bindings, by `schema.table` (with schema-wide and global wildcards), and within
 * a table by the value of an `eq` filter: with 1,000 clients each subscribed to `user_id=eq.<own id>`, a
 * change meets one binding, not 1,000.
 */
export class SubscriptionRegistry {
  private readonly buckets = new Map<string, Bucket>();

  private key(schema: string, table: string | null) {
    return `${schema}\u0000${table ?? '*'}`;
  }

  add(binding: ChangeBinding) {
    const key = this.key(binding.schema, binding.table);
    let bucket = this.buckets.get(key);
    if (!bucket) {
      bucket = { scan: new Set(), byEq: new Map(), size: 0 };
      this.buckets.set(key, bucket);
    }
    bucket.size++;
    const eq = binding.eqIndex;
    if (!eq) {
      bucket.scan.add(binding);
      return;
    }
    let byValue = bucket.byEq.get(eq.column);
    if (!byValue) {
      byValue = new Map();
      bucket.byEq.set(eq.column, byValue);
    }
    let set = byValue.get(eq.key);
    if (!set) {
      set = new Set();
      byValue.set(eq.key, set);
    }
    set.add(binding);
  }

  remove(binding: ChangeBinding) {
    const key = this.key(binding.schema, binding.table);
    const bucket = this.buckets.get(key);
    if (!bucket) return;
    const eq = binding.eqIndex;
    let removed: boolean;
    if (!eq) removed = bucket.scan.delete(binding);
    else {
      const byValue = bucket.byEq.get(eq.column);
      const set = byValue?.get(eq.key);
      removed = set?.delete(binding) ?? false;
      if (set && !set.size) byValue?.delete(eq.key);
      if (byValue && !byValue.size) bucket.byEq.delete(eq.column);
    }
    if (removed) bucket.size--;
    if (!bucket.size) this.buckets.delete(key);
  }

  get size() {
    let n = 0;
    for (const bucket of this.buckets.values()) n += bucket.size;
    return n;
  }

  /**
   * Bindings that may match a change of `schema.table`; `keyOf(column)` gives the equality key of the
   * change's value in that column (null when absent). Callers still evaluate each binding's filter.
   */
  candidates(schema: string, table: string, keyOf: (column: string) => string | null): ChangeBinding[] {
    const out: ChangeBinding[] = [];
    for (const key of [this.key(schema, table), this.key(schema, null), this.key('*', null)]) {
      const bucket = this.buckets.get(key);
      if (!bucket) continue;
      for (const b of bucket.scan) out.push(b);
      for (const [column, byValue] of bucket.byEq) {
        const k = keyOf(column);
        const set = k === null ? undefined : byValue.get(k);
        if (set) for (const b of set) out.push(b);
      }
    }
    return out;
  }

  /** True when some binding exists for this table (cheap pre-check before reading metadata). */
  watches(schema: string, table: string): boolean {
    return (
      this.buckets.has(this.key(schema, table)) ||
      this.buckets.has(this.key(schema, null)) ||
      this.buckets.has(this.key('*', null))
    );
  }
}

interface Delivery {
  owner: ChangeSubscriber;
  ids: number[];
  select: string[] | null;
}

const pick = (record: Record<string, unknown>, keep: (name: string) => boolean) => {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(record)) if (keep(k)) out[k] = v;
  return out;
};

/**
 * Fans captured changes out to subscribers with Supabase's semantics:
 * - a binding fires when its event, table and filter match (DELETE filters see the old image);
 * - INSERT/UPDATE reach only subscribers whose role and claims may SELECT the row (RLS), checked once
 *   per distinct identity in one SQL round trip; DELETE is not subject to RLS;
 * - `old_record` holds the replica identity (primary key unless REPLICA IDENTITY FULL), and only the
 *   primary key on DELETE from an RLS-enabled table;
 * - columns a role may not select are left out of the records.
 */
/** Identities per RLS round trip; more are checked in several (concurrent on PostgreSQL). */
const RLS_CHUNK = 200;
const ROLE_RANK: Record<string, number> = { authenticated: 0, anon: 1, service_role: 2 };
const roleRank = (owner: ChangeSubscriber | undefined) => ROLE_RANK[owner?.identity.role ?? ''] ?? 3;

export class ChangeDispatcher {
  private readonly warned = new Set<string>();

  constructor(
    private readonly db: Database,
    private readonly catalog: TableCatalog,
    private readonly registry: SubscriptionRegistry,
    private readonly onError: (e: unknown) => void,
  ) {}

  async deliver(changes: RowChange[]) {
    for (const change of changes) {
      try {
        await this.deliverOne(change);
      } catch (e) {
        this.onError(e);
      }
    }
  }

  private async deliverOne(change: RowChange) {
    if (!this.registry.watches(change.schema, change.table)) return;
    const info = await this.catalog.get(change.schema, change.table);
    if (!info) return;

    const next = change.newJson ? (JSON.parse(change.newJson) as Record<string, unknown>) : null;
    const previous = change.oldJson ? (JSON.parse(change.oldJson) as Record<string, unknown>) : null;
    const oldImage = previous ? this.replicaIdentityImage(info, previous) : null;
    const filterRecord = change.op === 'DELETE' ? oldImage : next;
    if (!filterRecord) return;
    const typeOf = (column: string) => info.byName.get(column)?.type;
    const keyOf = (column: string) =>
      column in filterRecord ? equalityKey(filterRecord[column], typeOf(column) ?? 'text') : null;
    const matched = this.registry
      .candidates(change.schema, change.table, keyOf)
      .filter(
        (b) =>
          b.owner.active &&
          (b.event === '*' || b.event === change.op) &&
          matches(b.conditions, filterRecord, typeOf),
      );
    if (!matched.length) return;

    // One message per channel (and column projection) listing the ids of all its matching bindings.
    const byOwner = new Map<ChangeSubscriber, Map<string, Delivery>>();
    for (const b of matched) {
      let deliveries = byOwner.get(b.owner);
      if (!deliveries) {
        deliveries = new Map();
        byOwner.set(b.owner, deliveries);
      }
      const projection = b.select ? b.select.join('\u0000') : '';
      const d = deliveries.get(projection);
      if (d) {
        if (!d.ids.includes(b.id)) d.ids.push(b.id);
      } else deliveries.set(projection, { owner: b.owner, ids: [b.id], select: b.select });
    }

    const oldRecord =
      change.op === 'DELETE' && info.rlsEnabled && oldImage
        ? pick(oldImage, (k) => info.byName.get(k)?.pk === true)
        : oldImage;
    const selectable = new Map<string, Set<string>>();
    for (const role of new Set([...byOwner.keys()].map((o) => o.identity.role))) {
      if (role !== 'service_role') selectable.set(role, await this.catalog.selectableColumns(info, role));
    }
    // Serialised data shared by every subscriber that sees the same columns.
    const dataCache = new Map<string, string>();
    const send = (owners: Iterable<ChangeSubscriber>) => {
      for (const owner of owners) {
        for (const d of byOwner.get(owner)?.values() ?? []) {
          const columns = this.columnsFor(info, selectable.get(owner.identity.role) ?? null, d.select);
          const cacheKey = columns ? columns.join('\u0000') : '';
          let data = dataCache.get(cacheKey);
          if (data === undefined) {
            data = this.serialise(change, info, next, oldRecord, columns);
            dataCache.set(cacheKey, data);
          }
          owner.deliverChange(`{"ids":${JSON.stringify(d.ids)},"data":${data}}`);
        }
      }
    };
    await this.visibility(change.op, info, next, [...byOwner.keys()], selectable, send);
  }

  private replicaIdentityImage(info: TableInfo, row: Record<string, unknown>) {
    if (info.replicaIdentity === 'f') return row;
    if (info.replicaIdentity === 'n') return {};
    return pick(row, (k) => info.byName.get(k)?.pk === true);
  }

  /** Column subset a subscriber gets, or null for "all columns" (the raw row JSON is then reused). */
  private columnsFor(
    info: TableInfo,
    allowedByRole: Set<string> | null,
    select: string[] | null,
  ): string[] | null {
    const allowed = allowedByRole && allowedByRole.size < info.columns.length ? allowedByRole : null;
    if (!allowed && !select) return null;
    return info.columns
      .map((c) => c.name)
      .filter((n) => (!allowed || allowed.has(n)) && (!select || select.includes(n)));
  }

  private serialise(
    change: RowChange,
    info: TableInfo,
    next: Record<string, unknown> | null,
    oldRecord: Record<string, unknown> | null,
    columns: string[] | null,
  ): string {
    const keep = columns ? new Set(columns) : null;
    const columnsJson = keep
      ? JSON.stringify(
          info.columns.filter((c) => keep.has(c.name)).map((c) => ({ name: c.name, type: c.type })),
        )
      : info.columnsJson;
    const head = `{"schema":${JSON.stringify(change.schema)},"table":${JSON.stringify(change.table)},"commit_timestamp":${JSON.stringify(change.commitTimestamp)},"type":"${change.op}","columns":${columnsJson}`;
    let body = '';
    if (change.op !== 'DELETE') {
      const record = keep ? JSON.stringify(pick(next ?? {}, (k) => keep.has(k))) : (change.newJson ?? '{}');
      body += `,"record":${record}`;
    }
    if (change.op !== 'INSERT') {
      const old = oldRecord ?? {};
      body += `,"old_record":${JSON.stringify(keep ? pick(old, (k) => keep.has(k)) : old)}`;
    }
    return `${head}${body},"errors":null}`;
  }

  /**
   * Decides, once per distinct identity, who may see this change, and hands each visible group to
   * `emit` as soon as it is known: with many identities the RLS checks run in chunks (in parallel on
   * PostgreSQL's pool), so the first subscribers do not wait for the last check.
   */
  private async visibility(
    op: ChangeOp,
    info: TableInfo,
    next: Record<string, unknown> | null,
    owners: ChangeSubscriber[],
    selectable: Map<string, Set<string>>,
    emit: (owners: ChangeSubscriber[]) => void,
  ) {
    const byKey = new Map<string, ChangeSubscriber[]>();
    const immediate: ChangeSubscriber[] = [];
    const needsRls = op !== 'DELETE' && info.rlsEnabled;
    for (const owner of owners) {
      const role = owner.identity.role;
      if (role === 'service_role') immediate.push(owner);
      // A role that may select nothing of the table sees nothing (no grant).
      else if (!selectable.get(role)?.size) continue;
      else if (!needsRls) immediate.push(owner);
      else {
        const group = byKey.get(owner.identityKey);
        if (group) group.push(owner);
        else byKey.set(owner.identityKey, [owner]);
      }
    }
    if (immediate.length) emit(immediate);
    if (!byKey.size) return;

    const groups = [...byKey.values()];
    const chunks: ChangeSubscriber[][][] = [];
    for (let i = 0; i < groups.length; i += RLS_CHUNK) chunks.push(groups.slice(i, i + RLS_CHUNK));
    const check = async (chunk: ChangeSubscriber[][]) => {
      const flags = await this.checkRls(
        info,
        next,
        chunk.map((g) => g[0] as ChangeSubscriber),
      );
      emit(chunk.filter((_, i) => flags[i]).flat());
    };
    if (this.db.engine === 'postgres') await Promise.all(chunks.map(check));
    else for (const chunk of chunks) await check(chunk);
  }

  private async checkRls(
    info: TableInfo,
    row: Record<string, unknown> | null,
    owners: ChangeSubscriber[],
  ): Promise<boolean[]> {
    if (!info.visibilityQuery || !row) return owners.map(() => false);
    const key = JSON.stringify(
      info.pk.map((c) => {
        const v = row[c.name];
        return v === null || v === undefined ? null : typeof v === 'object' ? JSON.stringify(v) : String(v);
      }),
    );
    // Grouped by role, so the function switches role as rarely as possible.
    const order = owners.map((_, i) => i).sort((a, b) => roleRank(owners[a]) - roleRank(owners[b]));
    const identities = JSON.stringify(
      order.map((i) => ({ role: owners[i]?.identity.role, claims: owners[i]?.identity.claims })),
    );
    let flags: string;
    try {
      const { rows } = await this.db.query<{ v: string }>(
        `select ${info.visibilityFunction}($1::jsonb, $2::jsonb) as v`,
        [key, identities],
      );
      flags = rows[0]?.v ?? '';
    } catch (e) {
      // No per-table function (a table published after start) or a stale one: the generic check.
      if (!this.warned.has(info.visibilityFunction)) {
        this.warned.add(info.visibilityFunction);
        console.warn(
          `realtime: ${info.schema}.${info.table} uses the generic RLS check (${(e as Error).message})`,
        );
      }
      const { rows } = await this.db.query<{ v: string }>(
        'select _realtime.visible_to($1, $2::jsonb, $3::jsonb) as v',
        [info.visibilityQuery, key, identities],
      );
      flags = rows[0]?.v ?? '';
    }
    const result = owners.map(() => false);
    order.forEach((ownerIndex, position) => {
      result[ownerIndex] = flags[position] === 't';
    });
    return result;
  }
}
