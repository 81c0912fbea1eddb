import type { IncomingMessage } from 'node:http';
import type { Database, RequestIdentity, Tx } from '../db/port.ts';
import { RestError } from './errors.ts';
import type { MediaType, Preferences } from './http.ts';
import type { SchemaCache } from './schema/cache.ts';
import type { BodyFormat } from './sql/read.ts';

export interface RestOptions {
  /** Exposed schemas (PostgREST db-schemas); the first is the default. Default: PGRST_DB_SCHEMAS or public. */
  schemas?: string[];
  /** Largest accepted request body in bytes (413 above). Default: the server's 1 MiB. */
  maxBodyBytes?: number;
  /** PostgREST db-aggregates-enabled (off on hosted Supabase by default). */
  aggregates?: boolean;
  /** Seconds between schema-cache staleness checks (0 = only reload()/NOTIFY pgrst). Default 5. */
  schemaCheckSeconds?: number;
}

/** Everything one request's handler needs, resolved from the HTTP request. */
export interface RequestContext {
  req: IncomingMessage;
  url: URL;
  method: string;
  identity: RequestIdentity;
  schema: string;
  media: MediaType;
  prefs: Preferences;
  /** Preferences honoured, echoed in Preference-Applied. */
  applied: string[];
  db: Database;
  cache: SchemaCache;
  maxBodyBytes: number;
  aggregates: boolean;
}

export interface Reply {
  status: number;
  /** Omitted for HEAD and for 204/minimal answers. */
  body?: string;
  headers: Record<string, string>;
  /**
   * A body sent in chunks instead of `body` (a whole table as CSV): called once the headers are out,
   * it writes each chunk and waits while the client is slower than the database.
   */
  stream?: (write: (chunk: string) => Promise<void>) => Promise<void>;
}

export interface StatementRow {
  body: string | null;
  n: number | string;
  total?: number | string | null;
}

/**
 * Runs one statement in the request's transaction with the caller's role and claims (RLS decides);
 * `check` may throw to roll the transaction back (e.g. single() with ≠1 row on a write).
 */
export async function runStatement(
  ctx: RequestContext,
  sql: string,
  params: (string | null)[],
  opts: { readOnly: boolean; check?: (row: StatementRow) => void },
): Promise<StatementRow> {
  const rollback = ctx.prefs.tx === 'rollback';
  return ctx.db.withIdentity(
    ctx.identity,
    async (tx: Tx) => {
      const { rows } = await tx.query<StatementRow>(sql, params);
      const row = rows[0] ?? { body: null, n: 0 };
      opts.check?.(row);
      return row;
    },
    { readOnly: opts.readOnly, rollback },
  );
}

export function bodyFormat(media: MediaType): BodyFormat {
  if (media === 'csv') return 'csv';
  if (media === 'json-stripped' || media === 'object-stripped') return 'json-stripped';
  return 'json';
}

export function wantsObject(media: MediaType): boolean {
  return media === 'object' || media === 'object-stripped';
}

/** The 406 PostgREST answers when one object was asked for (single()) and the result has ≠ 1 row. */
export function singularityError(n: number): RestError {
  return new RestError(
    406,
    'PGRST116',
    'Cannot coerce the result to a single JSON object',
    `The result contains ${n} rows`,
  );
}

/** `[{…}]` → `{…}` without re-parsing (json_agg output always wraps one element like this). */
export function unwrapSingle(body: string): string {
  return body.slice(1, -1).trim();
}
