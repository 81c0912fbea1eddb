import type { Database } from '../../db/port.ts';
import { type CatalogSnapshot, readCatalog, readSignature } from './introspect.ts';
import type { Column, DbFunction, ForeignKey, FunctionReturn, Table } from './model.ts';

export interface SchemaCacheOptions {
  /** Seconds between cheap catalog-signature checks; 0 disables the timer. */
  checkIntervalSeconds?: number;
  /** After a cache miss, the catalog signature is checked at most this often (default 200 ms). */
  missReloadIntervalMs?: number;
}

/** Short type names PostgREST users write in casts, mapped to pg_catalog type names. */
const TYPE_ALIASES: Record<string, string> = {
  int: 'int4',
  integer: 'int4',
  smallint: 'int2',
  bigint: 'int8',
  boolean: 'bool',
  real: 'float4',
  float: 'float8',
  double: 'float8',
  decimal: 'numeric',
  character: 'bpchar',
  char: 'bpchar',
};

class Snapshot {
  readonly tables = new Map<string, Table>();
  readonly functions = new Map<string, DbFunction[]>();
  readonly types = new Map<string, string>();

  constructor(raw: CatalogSnapshot) {
    const byOid = new Map<number, Table>();
    for (const r of raw.relations) {
      const table: Table = {
        oid: r.oid,
        schema: r.schema,
        name: r.name,
        kind: r.kind,
        columns: [],
        columnsByName: new Map(),
        primaryKey: [],
        uniqueKeys: [],
        outgoing: [],
        incoming: [],
      };
      byOid.set(r.oid, table);
      this.tables.set(key(r.schema, r.name), table);
    }
    for (const c of raw.columns) {
      const table = byOid.get(c.rel);
      if (!table) continue;
      const column: Column = {
        name: c.name,
        type: c.type,
        typname: c.typname,
        category: c.typcategory,
        notNull: c.notnull,
        default: c.default,
        identity: c.identity ?? '',
        generated: c.generated ?? '',
      };
      table.columns.push(column);
      table.columnsByName.set(c.name, column);
    }
    for (const k of raw.keys) {
      const table = byOid.get(k.rel);
      if (!table || !k.cols) continue;
      if (k.kind === 'p') table.primaryKey = k.cols;
      table.uniqueKeys.push(k.cols);
    }
    for (const f of raw.foreignKeys) {
      const table = byOid.get(f.rel);
      const target = byOid.get(f.frel);
      if (!table || !target) continue;
      const fk: ForeignKey = { name: f.name, table, columns: f.cols, target, targetColumns: f.fcols };
      table.outgoing.push(fk);
      target.incoming.push(fk);
    }
    for (const f of raw.functions) {
      const fn = toFunction(f, byOid);
      const k = key(f.schema, f.name);
      const list = this.functions.get(k) ?? [];
      list.push(fn);
      this.functions.set(k, list);
    }
    // pg_catalog names win over same-named types of exposed schemas, which stay reachable qualified.
    for (const t of raw.types) if (t.schema === 'pg_catalog') this.types.set(t.name, `${t.schema}.${t.name}`);
    for (const t of raw.types) {
      if (t.schema === 'pg_catalog') continue;
      this.types.set(`${t.schema}.${t.name}`, `${t.schema}.${t.name}`);
      if (!this.types.has(t.name)) this.types.set(t.name, `${t.schema}.${t.name}`);
    }
  }
}

function toFunction(f: CatalogSnapshot['functions'][number], byOid: Map<number, Table>): DbFunction {
  const inputs = f.args.filter((a) => a.mode === 'i' || a.mode === 'b' || a.mode === 'v');
  const firstDefault = inputs.length - f.ndefaults;
  const args = inputs.map((a, i) => ({
    name: a.name,
    type: a.type,
    typname: a.typname,
    hasDefault: i >= firstDefault,
  }));
  const outputs = f.args.filter((a) => a.mode === 'o' || a.mode === 'b' || a.mode === 't');
  let returns: FunctionReturn;
  if (f.rettypname === 'void') returns = { kind: 'void' };
  else if (outputs.length > 0) {
    returns = {
      kind: 'rows',
      set: f.retset,
      columns: outputs.map((a, i) => ({ name: a.name ?? `column${i + 1}`, type: a.type })),
    };
  } else if (f.rettyptype === 'c') {
    const table = byOid.get(f.retrel);
    returns = {
      kind: 'rows',
      set: f.retset,
      table,
      columns: table ? table.columns.map((c) => ({ name: c.name, type: c.type })) : [],
    };
  } else returns = { kind: 'scalar', set: f.retset, type: f.rettype, typname: f.rettypname };
  return {
    schema: f.schema,
    name: f.name,
    args,
    returns,
    volatility: f.volatile,
    variadic: f.variadic,
    executableBy: f.executableBy ?? [],
  };
}

function key(schema: string, name: string): string {
  return `${schema}\u0000${name}`;
}

/**
 * Tables, columns, keys, foreign keys and functions of the exposed schemas, read from pg_catalog at start
 * and re-read when the catalog changes (a cheap signature check on a timer, `NOTIFY pgrst, 'reload
 * schema'`, or an explicit `reload()`).
 */
export class SchemaCache {
  private snapshot?: Snapshot;
  /** Bumped on every load, so anything derived from the cache (e.g. planned statements) can expire. */
  generation = 0;
  private signature = '';
  private loading?: Promise<void>;
  private lastMissCheck = 0;
  private timer?: NodeJS.Timeout;
  private checking = false;
  private failedChecks = 0;
  private unlisten?: () => Promise<void>;
  private readonly missReloadIntervalMs: number;

  constructor(
    private readonly db: Database,
    readonly schemas: string[],
    private readonly options: SchemaCacheOptions = {},
  ) {
    this.missReloadIntervalMs = options.missReloadIntervalMs ?? 200;
  }

  /** Loads the cache once; later calls return the same promise until a reload. */
  ready(): Promise<void> {
    if (this.snapshot) return Promise.resolve();
    return this.reload();
  }

  reload(): Promise<void> {
    this.loading ??= (async () => {
      try {
        const raw = await readCatalog(this.db, this.schemas);
        this.snapshot = new Snapshot(raw);
        this.generation++;
        this.signature = raw.signature;
      } finally {
        this.loading = undefined;
      }
    })();
    return this.loading;
  }

  /**
   * After a lookup miss (unknown table, column, function…): reload if the catalog changed since the last
   * load. The check is one cheap query, and at most one per `missReloadIntervalMs`, so requests for names
   * that do not exist cannot make the server re-read the catalog over and over.
   */
  async reloadAfterMiss(): Promise<boolean> {
    const now = Date.now();
    if (now - this.lastMissCheck < this.missReloadIntervalMs) return false;
    this.lastMissCheck = now;
    const signature = await readSignature(this.db, this.schemas);
    if (signature === this.signature) return false;
    await this.reload();
    return true;
  }

  /** Starts the periodic staleness check and the `pgrst` NOTIFY listener (as PostgREST listens). */
  async watch(): Promise<void> {
    const seconds = this.options.checkIntervalSeconds ?? 5;
    if (seconds > 0 && !this.timer) {
      this.timer = setInterval(() => void this.checkSignature(), seconds * 1000);
      this.timer.unref();
    }
    if (!this.unlisten) {
      try {
        this.unlisten = await this.db.listen('pgrst', (payload) => {
          if (payload === '' || payload.includes('reload schema')) void this.reload().catch(() => {});
        });
      } catch {
        // LISTEN is optional: the timer still notices changes.
      }
    }
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    const unlisten = this.unlisten;
    this.unlisten = undefined;
    await unlisten?.().catch(() => {});
  }

  private async checkSignature(): Promise<void> {
    if (this.checking || this.loading) return;
    this.checking = true;
    try {
      const signature = await readSignature(this.db, this.schemas);
      this.failedChecks = 0;
      if (signature !== this.signature) await this.reload();
    } catch {
      // Briefly unavailable: the next tick tries again. Failing for a minute means the database was
      // closed under us (a stopped stack): stop polling it.
      if (++this.failedChecks * (this.options.checkIntervalSeconds ?? 5) >= 60) void this.stop();
    } finally {
      this.checking = false;
    }
  }

  private get current(): Snapshot {
    if (!this.snapshot) throw new Error('schema cache used before ready()');
    return this.snapshot;
  }

  table(schema: string, name: string): Table | undefined {
    return this.current.tables.get(key(schema, name));
  }

  tables(schema: string): Table[] {
    return [...this.current.tables.values()].filter((t) => t.schema === schema);
  }

  /** Every function of a schema (overloads included). */
  allFunctions(schema: string): DbFunction[] {
    return [...this.current.functions.values()].flat().filter((f) => f.schema === schema);
  }

  functions(schema: string, name: string): DbFunction[] {
    return this.current.functions.get(key(schema, name)) ?? [];
  }

  /** A cast target as `"schema"."typname"` (plus `[]`), or undefined when no such type exists. */
  castType(name: string): string | undefined {
    const lower = name.toLowerCase();
    const canonical = TYPE_ALIASES[lower] ?? lower;
    const found = this.current.types.get(canonical) ?? this.current.types.get(name);
    if (!found) return undefined;
    const dot = found.indexOf('.');
    return `"${found.slice(0, dot)}"."${found.slice(dot + 1).replaceAll('"', '""')}"`;
  }
}
