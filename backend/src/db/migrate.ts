/**
 * Brings a database to the current schema at every start:
 *   1. backend/src/db/bootstrap/NN-*.sql in name order (idempotent; what hosted Supabase provides),
 *   2. supabase/migrations/*.sql in name order, each once, tracked in supabase_migrations.schema_migrations
 *      like the Supabase CLI does,
 *   3. supabase/seed.sql once (tracked in supabase_migrations.seed_files, as the CLI does),
 *   4. ANALYZE: PGlite has no autovacuum, and tables without statistics get bad plans. Statistics persist
 *      in the database, so with `analyze: 'changed'` an unchanged database is not analyzed again.
 * Missing folders or files are skipped, so a half-written repo still starts.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REPO_ROOT } from '../config.ts';
import type { Database, Tx } from './port.ts';
import { SESSION_DEFAULTS_SQL } from './shared.ts';

export const BOOTSTRAP_DIR = fileURLToPath(new URL('./bootstrap/', import.meta.url));

export interface MigrateOptions {
  bootstrapDir?: string;
  migrationsDir?: string;
  seedFile?: string;
  /** Skip supabase/seed.sql (e.g. for a schema-only database). */
  seed?: boolean;
  /** 'always' (default): ANALYZE every run; 'changed': only after applying something. */
  analyze?: 'changed' | 'always';
}

export interface MigrateReport {
  bootstrap: string[];
  /** Migration file names applied by this run (already applied ones are not listed). */
  applied: string[];
  seeded: boolean;
}

const TRACKING_SQL = `
create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  name text,
  inserted_at timestamptz not null default now()
);
create table if not exists supabase_migrations.seed_files (
  path text primary key,
  hash text not null
);`;

// Serialises migrators of one database on PostgreSQL (two processes starting at once).
const LOCK_SQL = `select pg_advisory_xact_lock(hashtext('supabase_migrations'))`;

export async function migrate(db: Database, options: MigrateOptions = {}): Promise<MigrateReport> {
  const bootstrapDir = options.bootstrapDir ?? BOOTSTRAP_DIR;
  const migrationsDir = options.migrationsDir ?? path.join(REPO_ROOT, 'supabase', 'migrations');
  const seedFile = options.seedFile ?? path.join(REPO_ROOT, 'supabase', 'seed.sql');
  const report: MigrateReport = { bootstrap: [], applied: [], seeded: false };

  for (const file of sqlFiles(bootstrapDir, /^\d+-.+\.sql$/)) {
    await runFile(db, bootstrapDir, file, async () => true);
    report.bootstrap.push(file);
  }

  await db.transaction(async (tx) => {
    await tx.query(LOCK_SQL);
    await tx.exec(TRACKING_SQL);
  });

  const migrations = sqlFiles(migrationsDir, /^\d+_.+\.sql$/);
  const known = new Set(
    (
      await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations')
    ).rows.map((r) => r.version),
  );
  for (const file of migrations) {
    const version = file.slice(0, file.indexOf('_'));
    if (known.has(version)) continue;
    const name = file.slice(version.length + 1, -'.sql'.length);
    const applied = await runFile(db, migrationsDir, file, async (tx) => {
      await tx.query(LOCK_SQL);
      const done = await tx.query('select 1 from supabase_migrations.schema_migrations where version = $1', [
        version,
      ]);
      if (done.rows.length > 0) return false; // another process got there first
      await tx.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [
        version,
        name,
      ]);
      return true;
    });
    if (applied) report.applied.push(file);
  }
  const onDisk = new Set(migrations.map((f) => f.slice(0, f.indexOf('_'))));
  for (const version of known) {
    if (!onDisk.has(version)) console.warn(`[migrate] applied migration ${version} no longer exists on disk`);
  }

  if (options.seed !== false && fs.existsSync(seedFile)) {
    report.seeded = await seedOnce(db, seedFile);
  }

  const changed = report.applied.length > 0 || report.seeded;
  if (changed || options.analyze !== 'changed') await db.exec('analyze');
  return report;
}

function sqlFiles(dir: string, pattern: RegExp): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => pattern.test(f))
    .sort();
}

/**
 * Runs one SQL file in a transaction. `before` runs first in the same transaction and may veto the file
 * (returns false); that is how migrations record themselves atomically with their effects.
 */
async function runFile(
  db: Database,
  dir: string,
  file: string,
  before: (tx: Tx) => Promise<boolean>,
): Promise<boolean> {
  const sql = fs.readFileSync(path.join(dir, file), 'utf8');
  try {
    return await db.transaction(async (tx) => {
      if ((await before(tx)) === false) return false;
      await tx.exec(sql);
      // A file may `set search_path = ''` or `set role` for the session (pg_dump style); those must not
      // outlive it on a connection that later serves requests.
      await tx.exec(SESSION_DEFAULTS_SQL);
      return true;
    });
  } catch (e) {
    if (e instanceof Error) e.message = `${path.relative(REPO_ROOT, path.join(dir, file))}: ${e.message}`;
    throw e;
  }
}

async function seedOnce(db: Database, seedFile: string): Promise<boolean> {
  const key = path.relative(REPO_ROOT, seedFile).split(path.sep).join('/');
  const sql = fs.readFileSync(seedFile, 'utf8');
  const hash = createHash('sha256').update(sql).digest('hex');
  const seeded = await runFile(db, path.dirname(seedFile), path.basename(seedFile), async (tx) => {
    await tx.query(LOCK_SQL);
    const row = await tx.query<{ hash: string }>(
      'select hash from supabase_migrations.seed_files where path = $1',
      [key],
    );
    const previous = row.rows[0];
    if (previous) {
      if (previous.hash !== hash) {
        console.warn(
          `[migrate] ${key} changed since it was applied; start on a fresh data directory to re-seed`,
        );
      }
      return false;
    }
    await tx.query('insert into supabase_migrations.seed_files (path, hash) values ($1, $2)', [key, hash]);
    return true;
  });
  return seeded;
}
