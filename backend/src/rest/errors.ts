import { isPgError } from '../db/port.ts';

/** The JSON body PostgREST sends for every error. */
export interface RestErrorBody {
  code: string;
  details: string | null | unknown[];
  hint: string | null;
  message: string;
}

/** An error that already knows its HTTP status and PostgREST body. Thrown anywhere in the pipeline. */
export class RestError extends Error {
  readonly status: number;
  readonly body: RestErrorBody;
  readonly headers: Record<string, string>;

  constructor(
    status: number,
    code: string,
    message: string,
    details: RestErrorBody['details'] = null,
    hint: string | null = null,
    headers: Record<string, string> = {},
  ) {
    super(message);
    this.status = status;
    this.body = { code, details, hint, message };
    this.headers = headers;
  }
}

/** Errors that a fresher schema cache might resolve (table/column/function/relationship not found). */
export class SchemaMissError extends RestError {}

/** PGRST100: a query parameter PostgREST cannot parse. */
export function parseError(what: string, details: string): RestError {
  return new RestError(400, 'PGRST100', `"failed to parse ${what}"`, details);
}

export function tableNotFound(schema: string, table: string): RestError {
  return new SchemaMissError(
    404,
    'PGRST205',
    `Could not find the table '${schema}.${table}' in the schema cache`,
  );
}

export function columnNotFound(table: string, column: string): RestError {
  return new SchemaMissError(400, '42703', `column ${table}.${column} does not exist`);
}

/** PGRST204 is what PostgREST answers for unknown keys in a write payload or `columns`. */
export function payloadColumnNotFound(table: string, column: string): RestError {
  return new SchemaMissError(
    400,
    'PGRST204',
    `Could not find the '${column}' column of '${table}' in the schema cache`,
  );
}

/**
 * SQLSTATE → HTTP status, as PostgREST maps it (docs/references/errors.rst). 42501 depends on whether the
 * request was anonymous: 401 for anon (the client should authenticate), 403 otherwise. One departure:
 * class 54 (program limit exceeded: a statement too complex, arrays or JSON nested too deeply, too many
 * columns) is the request's doing, so 400 with its SQLSTATE where PostgREST answers 500.
 */
export function statusForSqlState(code: string, anonymous: boolean): number {
  if (code === '42501') return anonymous ? 401 : 403;
  const exact: Record<string, number> = {
    '23503': 409,
    '23505': 409,
    '25006': 405,
    '53400': 500,
    '42883': 404,
    '42P01': 404,
    '42P17': 500,
    P0001: 400,
  };
  const hit = exact[code];
  if (hit) return hit;
  const two = code.slice(0, 2);
  const byClass: Record<string, number> = {
    '08': 503,
    '09': 500,
    '0L': 403,
    '0P': 403,
    '25': 500,
    '28': 403,
    '2D': 500,
    '38': 500,
    '39': 500,
    '3B': 500,
    '40': 500,
    '53': 503,
    '54': 400,
    '55': 500,
    '57': 500,
    '58': 500,
    F0: 500,
    HV: 500,
    P0: 500,
    XX: 500,
  };
  const cls = byClass[two];
  if (cls) return cls;
  // PTxyz: a function raised with SQLSTATE 'PT' + HTTP status, e.g. PT404.
  if (code.startsWith('PT') && /^PT\d{3}$/.test(code)) return Number(code.slice(2));
  return 400;
}

const PROGRAM_LIMIT_HINT =
  'The request exceeds a limit of the database (program_limit_exceeded): ask for less, or nest less deeply';

/** A database error as the PostgREST error response. */
export function fromPgError(e: unknown, anonymous: boolean): RestError | undefined {
  if (!isPgError(e)) return undefined;
  const status = statusForSqlState(e.code, anonymous);
  const headers: Record<string, string> = status === 401 ? { 'WWW-Authenticate': 'Bearer' } : {};
  const hint = e.hint ?? (e.code.startsWith('54') ? PROGRAM_LIMIT_HINT : null);
  return new RestError(status, e.code, e.message, e.detail ?? null, hint, headers);
}
