/**
 * What the schema-behaviour tests share (schema-*.test.ts): acting as a role PostgREST switches to, the
 * SQLSTATE a statement fails with, one row of a query, and a scenario in a transaction that is always
 * rolled back.
 */
import type { Database, Tx } from '../src/db/port.ts';
import { DEMO } from './schema-db.ts';

export type Actor = 'anon' | 'service' | 'postgres' | keyof typeof DEMO;

/** Switches the transaction to an actor, as PostgREST would for its JWT. */
export async function act(tx: Tx, actor: Actor, headers?: Record<string, string>) {
  const [role, claims] =
    actor === 'anon'
      ? ['anon', { role: 'anon' }]
      : actor === 'service'
        ? ['service_role', { role: 'service_role' }]
        : actor === 'postgres'
          ? ['postgres', {}]
          : ['authenticated', { sub: DEMO[actor], role: 'authenticated', aud: 'authenticated' }];
  await tx.query(
    `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
            set_config('request.headers', $3, true)`,
    [role, JSON.stringify(claims), JSON.stringify(headers ?? {})],
  );
}

/** The SQLSTATE a statement fails with (the transaction carries on after it). */
export async function errorCode(tx: Tx, sql: string, params?: unknown[]): Promise<string | null> {
  await tx.query('savepoint probe');
  try {
    await tx.query(sql, params);
    await tx.query('release savepoint probe');
    return null;
  } catch (e) {
    await tx.query('rollback to savepoint probe');
    return (e as { code?: string }).code ?? 'unknown';
  }
}

export async function one<T>(tx: Tx, sql: string, params?: unknown[]): Promise<T> {
  const { rows } = await tx.query<T>(sql, params);
  if (rows.length !== 1) throw new Error(`expected one row, got ${rows.length}: ${sql}`);
  return rows[0] as T;
}

/** Runs fn in a transaction that is always rolled back. */
export function scenario(db: () => Database, fn: (tx: Tx) => Promise<void>): () => Promise<void> {
  return () =>
    db().withIdentity({ role: 'service_role', claims: { role: 'service_role' } }, fn, { rollback: true });
}
