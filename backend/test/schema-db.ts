/**
 * A fresh copy of the migrated and seeded test database (the harness template) opened directly, without
 * the HTTP server: for the schema tests, which check the SQL itself as the roles PostgREST switches to.
 */
import { afterAll, beforeAll } from 'vitest';
import { openDatabase } from '../src/db/open.ts';
import type { Database, Engine, RequestIdentity, Tx } from '../src/db/port.ts';
import { createTestStorage } from './harness.ts';

/** The demo accounts of supabase/seed.sql. */
export const DEMO = {
  admin: 'a0000000-0000-4000-8000-000000000001',
  sara: 'c1000000-0000-4000-8000-000000000001',
  omar: 'c2000000-0000-4000-8000-000000000002',
} as const;

export interface SchemaDb {
  db: Database;
  close(): Promise<void>;
}

export async function openSchemaDb(engine: Engine): Promise<SchemaDb> {
  const storage = await createTestStorage(engine);
  const db = await openDatabase({
    dataDir: storage.env.DATA_DIR ?? '',
    databaseUrl: storage.env.DATABASE_URL,
  });
  return {
    db,
    async close() {
      await db.close();
      await storage.dispose();
    },
  };
}

/**
 * Opens a fresh copy for the enclosing describe block (before its tests, closed after them) and gives
 * the database to each test: the set-up every schema test file shares.
 */
export function useSchemaDb(engine: Engine): () => Database {
  let schema: SchemaDb | undefined;
  beforeAll(async () => {
    schema = await openSchemaDb(engine);
  });
  afterAll(async () => {
    await schema?.close();
  });
  return () => {
    if (!schema) throw new Error('the schema database is opened in beforeAll');
    return schema.db;
  };
}

/** The identity PostgREST would set for a signed-in user (claims as GoTrue puts them in the JWT). */
export function userIdentity(userId: string): RequestIdentity {
  return { role: 'authenticated', claims: { sub: userId, role: 'authenticated', aud: 'authenticated' } };
}

export const anonIdentity: RequestIdentity = { role: 'anon', claims: { role: 'anon' } };

/**
 * Runs fn as `identity` and always rolls back, so checks never disturb each other. Resolves to fn's
 * result, or to the Postgres error it raised.
 */
export async function asIdentity<T>(
  db: Database,
  identity: RequestIdentity,
  fn: (tx: Tx) => Promise<T>,
  headers?: Record<string, string>,
): Promise<T | PgFailure> {
  try {
    return await db.withIdentity(
      identity,
      async (tx) => {
        if (headers)
          await tx.query(`select set_config('request.headers', $1, true)`, [JSON.stringify(headers)]);
        try {
          return await fn(tx);
        } catch (e) {
          return failure(e);
        }
      },
      { rollback: true },
    );
  } catch (e) {
    return failure(e);
  }
}

export interface PgFailure {
  failed: true;
  code: string;
  message: string;
}

function failure(e: unknown): PgFailure {
  const err = e as { code?: string; message?: string };
  return { failed: true, code: err.code ?? 'unknown', message: err.message ?? String(e) };
}

export function isFailure(value: unknown): value is PgFailure {
  return typeof value === 'object' && value !== null && (value as PgFailure).failed === true;
}
