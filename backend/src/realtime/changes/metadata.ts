import { createHash } from 'node:crypto';
import type { Database, RequestIdentity } from '../../db/port.ts';

export interface ColumnInfo {
  name: string;
  /** pg_type.typname, as Supabase sends it in `columns[].type` (int8, _text, timestamptz, enum name…). */
  type: string;
  /** format_type(), used to cast primary-key values back in SQL. */
  sqlType: string;
  pk: boolean;
}

export interface TableInfo {
  schema: string;
  table: string;
  columns: ColumnInfo[];
  byName: Map<string, ColumnInfo>;
  pk: ColumnInfo[];
  rlsEnabled: boolean;
  /** relreplident: d(efault: primary key) | f(ull) | i(ndex) | n(othing). */
  replicaIdentity: 'd' | 'f' | 'i' | 'n';
  published: boolean;
  /** `columns` serialised once for every payload of this table. */
  columnsJson: string;
  /** `select exists(select 1 from t where pk = …)` with the key values as `$1` (a jsonb array). */
  visibilityQuery: string | null;
  /** The WHERE clause of that lookup with the key taken from `p_key` (for the per-table function). */
  keyCondition: string | null;
  /** `_realtime.v_<hash>`: the per-table visibility function (see install.ts). */
  visibilityFunction: string;
}

/** Name of a table's visibility function: stable across starts, short enough for any table name. */
export function visibilityFunctionName(schema: string, table: string) {
  return `_realtime.v_${createHash('md5').update(`${schema}.${table}`).digest('hex').slice(0, 20)}`;
}

interface TableRow {
  columns: string;
  rls: string;
  replident: string;
  published: string;
}

const TABLE_SQL = `
select
  coalesce((
    select json_agg(json_build_object(
      'name', a.attname,
      'type', t.typname,
      'sqlType', format_type(a.atttypid, a.atttypmod),
      'pk', exists(
        select 1 from pg_index i
        where i.indrelid = c.oid and i.indisprimary and a.attnum = any(i.indkey)
      )
    ) order by a.attnum)
    from pg_attribute a join pg_type t on t.oid = a.atttypid
    where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
  ), '[]')::text as columns,
  c.relrowsecurity::text as rls,
  c.relreplident::text as replident,
  exists(
    select 1 from pg_publication_tables p
    where p.pubname = 'supabase_realtime' and p.schemaname = n.nspname and p.tablename = c.relname
  )::text as published
from pg_class c join pg_namespace n on n.oid = c.relnamespace
where n.nspname = $1 and c.relname = $2 and c.relkind in ('r', 'p')`;

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Table facts the fan-out needs (columns and types, primary key, RLS flag, replica identity), cached
 * per table. `invalidate()` drops the cache; entries also expire so DDL at run time is picked up.
 */
export class TableCatalog {
  private tables = new Map<string, { at: number; info: Promise<TableInfo | null> }>();
  private privileges = new Map<string, { at: number; cols: Promise<Set<string>> }>();

  constructor(
    private readonly db: Database,
    private readonly ttlMs = 30_000,
  ) {}

  invalidate() {
    this.tables.clear();
    this.privileges.clear();
  }

  get(schema: string, table: string): Promise<TableInfo | null> {
    const key = `${schema}.${table}`;
    const hit = this.tables.get(key);
    if (hit && Date.now() - hit.at < this.ttlMs) return hit.info;
    const info = this.load(schema, table).catch((e) => {
      this.tables.delete(key);
      throw e;
    });
    this.tables.set(key, { at: Date.now(), info });
    return info;
  }

  private async load(schema: string, table: string): Promise<TableInfo | null> {
    const { rows } = await this.db.query<TableRow>(TABLE_SQL, [schema, table]);
    const row = rows[0];
    if (!row) return null;
    const columns = (JSON.parse(row.columns) as ColumnInfo[]).map((c) => ({ ...c, pk: Boolean(c.pk) }));
    const pk = columns.filter((c) => c.pk);
    const condition = (param: string) =>
      pk.map((c, i) => `${quoteIdent(c.name)} = (${param}->>${i})::${c.sqlType}`).join(' and ');
    const target = `${quoteIdent(schema)}.${quoteIdent(table)}`;
    const visibilityQuery = pk.length
      ? `select exists(select 1 from ${target} where ${condition('$1')})`
      : null;
    const keyCondition = pk.length ? `select 1 from ${target} where ${condition('p_key')}` : null;
    return {
      schema,
      table,
      columns,
      byName: new Map(columns.map((c) => [c.name, c])),
      pk,
      rlsEnabled: row.rls === 'true',
      replicaIdentity: (row.replident as TableInfo['replicaIdentity']) || 'd',
      published: row.published === 'true',
      columnsJson: JSON.stringify(columns.map((c) => ({ name: c.name, type: c.type }))),
      visibilityQuery,
      keyCondition,
      visibilityFunction: visibilityFunctionName(schema, table),
    };
  }

  /**
   * Columns `role` may SELECT (column grants included). Supabase leaves out of `record` the columns a
   * subscriber cannot select; an empty set means the role sees nothing of this table.
   */
  selectableColumns(info: TableInfo, role: RequestIdentity['role']): Promise<Set<string>> {
    const key = `${role}\u0000${info.schema}.${info.table}`;
    const hit = this.privileges.get(key);
    if (hit && Date.now() - hit.at < this.ttlMs) return hit.cols;
    const cols = this.db
      .query<{ cols: string }>(
        `select coalesce(json_agg(a.attname), '[]')::text as cols
         from pg_attribute a
         where a.attrelid = format('%I.%I', $2::text, $3::text)::regclass and a.attnum > 0 and not a.attisdropped
           and has_column_privilege($1::text, a.attrelid, a.attnum, 'SELECT')`,
        [role, info.schema, info.table],
      )
      .then(({ rows }) => new Set(JSON.parse(rows[0]?.cols ?? '[]') as string[]))
      .catch((e) => {
        this.privileges.delete(key);
        throw e;
      });
    this.privileges.set(key, { at: Date.now(), cols });
    return cols;
  }

  /** Tables of the supabase_realtime publication (what hosted Supabase streams). */
  async publishedTables(): Promise<{ schema: string; table: string }[]> {
    const { rows } = await this.db.query<{ schemaname: string; tablename: string }>(
      `select schemaname, tablename from pg_publication_tables where pubname = 'supabase_realtime'
       order by schemaname, tablename`,
    );
    return rows.map((r) => ({ schema: r.schemaname, table: r.tablename }));
  }
}
