/**
 * The database port: the only way the stack touches Postgres. Two adapters implement it, PGlite
 * (embedded, the default) and PostgreSQL (when DATABASE_URL is set), so every handler runs unchanged on
 * both.
 */

/** The identity a request runs as, exactly as PostgREST sets it (role + full JWT claims). */
export interface RequestIdentity {
  role: 'anon' | 'authenticated' | 'service_role';
  /** The verified JWT payload; `{}` for a plain key without a user. */
  claims: Record<string, unknown>;
  /** The request's headers as PostgREST passes them in `request.headers` (REST requests only). */
  headers?: Record<string, string>;
}

export interface QueryResult<Row = Record<string, unknown>> {
  rows: Row[];
  /** Rows affected by INSERT/UPDATE/DELETE, when the engine reports it. */
  affectedRows?: number;
}

/** A connection inside one transaction. Never call the outer `Database` from inside (PGlite deadlocks). */
export interface Tx {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<Row>>;
  /** Several statements without parameters (DDL, migrations). */
  exec(sql: string): Promise<void>;
}

export type Engine = 'pglite' | 'postgres';

export interface Database {
  readonly engine: Engine;
  /** One statement outside an explicit transaction, as the superuser (postgres). */
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<Row>>;
  exec(sql: string): Promise<void>;
  /** A transaction as the superuser; rolled back if fn throws. */
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  /**
   * A transaction that runs as `identity` with RLS deciding, the way PostgREST runs each request:
   * `set_config('role', …, true)` and `set_config('request.jwt.claims', …, true)` first.
   * Keep non-database awaits out of fn: on PGlite the whole engine waits for it.
   */
  withIdentity<T>(
    identity: RequestIdentity,
    fn: (tx: Tx) => Promise<T>,
    opts?: { readOnly?: boolean; rollback?: boolean },
  ): Promise<T>;
  /** LISTEN on a channel; the callback gets each NOTIFY payload. Returns an unlisten function. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** Postgres errors from both engines carry a SQLSTATE `code`; test that, never `instanceof`. */
export interface PgError extends Error {
  code: string;
  detail?: string;
  hint?: string;
}

export function isPgError(e: unknown): e is PgError {
  return (
    typeof e === 'object' &&
    e !== null &&
    typeof (e as { code?: unknown }).code === 'string' &&
    e instanceof Error
  );
}
