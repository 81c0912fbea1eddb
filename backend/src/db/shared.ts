/**
 * Pieces both database adapters share, so that a handler sees the same JavaScript values and the same
 * per-request setup on PGlite and on PostgreSQL.
 */
import type { RequestIdentity } from './port.ts';

/** Type OIDs whose parsing we align between the engines. */
export const OID_INT8 = 20;

/**
 * int8 (bigint, count(*)) as a JS number while it is exact, else as a string. PGlite would give a
 * BigInt (which JSON.stringify rejects) and pg a string; one rule on both engines avoids surprises.
 */
export function parseInt8(value: string): number | string {
  const n = Number(value);
  return Number.isSafeInteger(n) ? n : value;
}

/**
 * The statement PostgREST runs first in every request transaction: role, claims and headers as transaction-local
 * settings, so they vanish at COMMIT/ROLLBACK and can never leak into another request. Read-only requests
 * also switch the transaction to read only (allowed at any point, unlike read-write).
 */
export function identitySetupSql(readOnly: boolean): string {
  const readOnlyPart = readOnly ? ", set_config('transaction_read_only', 'on', true)" : '';
  return `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true), set_config('request.headers', $3, true)${readOnlyPart}`;
}

export function identityParams(identity: RequestIdentity): [string, string, string] {
  return [identity.role, JSON.stringify(identity.claims ?? {}), JSON.stringify(identity.headers ?? {})];
}

/**
 * Name resolution as on a hosted project (ALTER ROLE postgres SET search_path there; PostgREST also puts
 * `extensions` on the path), so unqualified uuid_generate_v4() or crypt() work in migrations and policies.
 */
export const SEARCH_PATH = '"$user", public, extensions';

/** Restores a session's settings after SQL that may have changed them for the session. */
export const SESSION_DEFAULTS_SQL = `reset all; set search_path to ${SEARCH_PATH}`;
