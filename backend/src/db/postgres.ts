/**
 * The PostgreSQL engine (DATABASE_URL): a `pg` pool for queries and transactions, and one dedicated
 * connection for LISTEN (pooled connections come and go, and notifications only reach the session that
 * listens).
 */
import pg from 'pg';
import type { Database, QueryResult, RequestIdentity, Tx } from './port.ts';
import { identityParams, OID_INT8, parseInt8, SEARCH_PATH } from './shared.ts';

export interface PostgresOptions {
  /** Pool size; PostgREST's default is 10. */
  max?: number;
  /** How long a query waits for a pooled connection before failing (ms; default: forever). */
  connectionTimeoutMillis?: number;
  /** A separate URL for the LISTEN connection (a session, not a transaction pooler); default `url`. */
  listenUrl?: string;
  /** Shown in pg_stat_activity (default portal-backend). */
  applicationName?: string;
}

const typeOverrides = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === OID_INT8 && format !== 'binary') return parseInt8;
    // biome-ignore lint/suspicious/noExplicitAny: pg's own overloads need a concrete format literal.
    return pg.types.getTypeParser(oid, format as any);
  },
} as pg.CustomTypesConfig;

export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    connectionTimeoutMillis: options.connectionTimeoutMillis,
    types: typeOverrides,
    application_name: options.applicationName ?? 'portal-backend',
    // Every pooled session starts with a hosted project's search path (see SEARCH_PATH).
    options: `-c search_path=${SEARCH_PATH.replaceAll(' ', '')}`,
  });
  // An idle pooled connection dying (server restart) must not take the process down.
  pool.on('error', (e) => console.error('[db] idle PostgreSQL connection error:', e.message));
  // Fail fast on a wrong URL instead of at the first request.
  await pool.query('select 1');

  const listener = createListener(options.listenUrl ?? url);

  const wrap = (client: pg.PoolClient): Tx => ({
    async query<Row>(sql: string, params?: unknown[]) {
      return toResult<Row>(await client.query(sql, params as unknown[] | undefined));
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  });

  /** BEGIN … COMMIT on one pooled connection; ROLLBACK on error or on request. */
  async function inTransaction<T>(begin: string, fn: (tx: Tx) => Promise<T>, rollback = false): Promise<T> {
    const client = await pool.connect();
    // A connection whose ROLLBACK fails is in an unknown state: release(err) discards it.
    let broken: Error | undefined;
    try {
      await client.query(begin);
      const result = await fn(wrap(client));
      await client.query(rollback ? 'rollback' : 'commit');
      return result;
    } catch (e) {
      await client.query('rollback').catch((re: Error) => {
        broken = re;
      });
      throw e;
    } finally {
      client.release(broken);
    }
  }

  return {
    engine: 'postgres',
    async query<Row>(sql: string, params?: unknown[]): Promise<QueryResult<Row>> {
      return toResult<Row>(await pool.query(sql, params as unknown[] | undefined));
    },
    async exec(sql: string) {
      await pool.query(sql);
    },
    transaction(fn) {
      return inTransaction('begin', fn);
    },
    withIdentity<T>(
      identity: RequestIdentity,
      fn: (tx: Tx) => Promise<T>,
      opts: { readOnly?: boolean; rollback?: boolean } = {},
    ): Promise<T> {
      // BEGIN and the role/claims setup in one round trip (a simple-protocol query may hold several
      // statements but no parameters, hence the escaped literals).
      const [role, claims, headers] = identityParams(identity).map((v) => pg.escapeLiteral(v));
      const begin = `begin${opts.readOnly ? ' read only' : ''}; select set_config('role', ${role}, true), set_config('request.jwt.claims', ${claims}, true), set_config('request.headers', ${headers}, true)`;
      return inTransaction(begin, fn, opts.rollback === true);
    },
    listen: (channel, onPayload) => listener.listen(channel, onPayload),
    async close() {
      await listener.close();
      await pool.end();
    },
  };
}

function toResult<Row>(r: pg.QueryResult | pg.QueryResult[]): QueryResult<Row> {
  // A multi-statement simple query returns one result per statement; the last one is the answer.
  const last = Array.isArray(r) ? r[r.length - 1] : r;
  if (!last) return { rows: [] };
  const rows = last.rows as Row[];
  const isWrite = ['INSERT', 'UPDATE', 'DELETE', 'MERGE'].includes(last.command);
  return isWrite && last.rowCount !== null ? { rows, affectedRows: last.rowCount } : { rows };
}

/**
 * One LISTEN connection shared by every subscriber, reconnecting (and re-listening) if it drops, so a
 * database restart costs the realtime server a few notifications, not its subscriptions.
 */
function createListener(url: string) {
  const handlers = new Map<string, Set<(payload: string) => void>>();
  let client: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let closed = false;
  let retryDelay = 250;

  const connect = (): Promise<pg.Client> => {
    if (client) return Promise.resolve(client);
    if (connecting) return connecting;
    connecting = (async () => {
      const c = new pg.Client({ connectionString: url, application_name: 'portal-backend-listen' });
      c.on('notification', (msg) => {
        for (const h of handlers.get(msg.channel) ?? []) {
          try {
            h(msg.payload ?? '');
          } catch (e) {
            console.error('[db] notification handler failed:', e);
          }
        }
      });
      const lost = (e?: Error) => {
        if (client !== c) return;
        client = undefined;
        c.end().catch(() => {});
        if (closed) return;
        console.error('[db] LISTEN connection lost, reconnecting:', e?.message ?? 'closed');
        setTimeout(() => {
          retryDelay = Math.min(retryDelay * 2, 5000);
          reconnect();
        }, retryDelay).unref();
      };
      c.on('error', lost);
      c.on('end', () => lost());
      await c.connect();
      for (const channel of handlers.keys()) await c.query(`listen ${pg.escapeIdentifier(channel)}`);
      client = c;
      retryDelay = 250;
      return c;
    })().finally(() => {
      connecting = undefined;
    });
    return connecting;
  };

  const reconnect = () => {
    if (closed || client || handlers.size === 0) return;
    connect().catch((e: Error) => {
      console.error('[db] LISTEN reconnect failed:', e.message);
      setTimeout(reconnect, retryDelay).unref();
    });
  };

  return {
    async listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
      let set = handlers.get(channel);
      const first = !set;
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
      }
      set.add(onPayload);
      const c = await connect();
      if (first) await c.query(`listen ${pg.escapeIdentifier(channel)}`);
      return async () => {
        const current = handlers.get(channel);
        if (!current?.delete(onPayload) || current.size > 0) return;
        handlers.delete(channel);
        if (client) await client.query(`unlisten ${pg.escapeIdentifier(channel)}`).catch(() => {});
      };
    },
    async close() {
      closed = true;
      handlers.clear();
      const c = client ?? (await connecting?.catch(() => undefined));
      client = undefined;
      await c?.end().catch(() => {});
    },
  };
}
