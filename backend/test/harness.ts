/**
 * Test stacks: the real server on a random port over a fresh, migrated and seeded database, on PGlite or
 * on a real PostgreSQL. Use with the real supabase-js client:
 *
 *   const stack = await startTestStack({ engine: 'pglite' });
 *   const client = createClient(stack.url, stack.anonKey, { realtime: { transport: WebSocket } });
 *   ...
 *   await stack.stop();
 *
 * Speed: vitest's globalSetup (test/global-setup.ts) builds one migrated PGlite template directory and
 * one PostgreSQL cluster with a template database per run; each stack copies the directory (fs.cpSync)
 * or creates its database from the template. Outside vitest the same happens lazily, once per process.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type Env, loadConfig, REPO_ROOT, type StackConfig } from '../src/config.ts';
import { BOOTSTRAP_DIR, migrate } from '../src/db/migrate.ts';
import { openDatabase } from '../src/db/open.ts';
import type { Database, Engine } from '../src/db/port.ts';
import type { Service } from '../src/http/types.ts';
import type { MailMessage } from '../src/mail/mailbox.ts';
import { type StartOptions, startStack } from '../src/server.ts';

declare module 'vitest' {
  interface ProvidedContext {
    /** A migrated + seeded PGlite data directory to copy (absent when PGlite tests are off). */
    pgliteTemplateDir: string;
    /** Superuser URL of the run's PostgreSQL cluster, which holds TEMPLATE_DB (absent when off). */
    postgresAdminUrl: string;
  }
}

export const TEMPLATE_DB = 'portal_template';

/** Engines to test: TEST_ENGINES=pglite,postgres (default both). */
export function testEngines(): Engine[] {
  const wanted = (process.env.TEST_ENGINES ?? 'pglite,postgres').split(',').map((s) => s.trim());
  return (['pglite', 'postgres'] as const).filter((e) => wanted.includes(e));
}

/** Fresh storage for one stack: a copied data directory or a new database, plus the env that opens it. */
export interface TestStorage {
  engine: Engine;
  /** DATA_DIR or DATABASE_URL, and a JWT_SECRET of its own (so tokens stay valid across a restart). */
  env: Record<string, string>;
  dispose(): Promise<void>;
}

export interface TestStackOptions {
  engine: Engine;
  /** Extra environment (AUTH_AUTOCONFIRM, RATE_LIMITS, SITE_URL, JWT_EXPIRY…); the process env is ignored. */
  env?: Env;
  /** Extra services mounted next to the real ones (tests of the server itself). */
  services?: Service[];
  /** Reopen existing storage instead of a fresh one; the caller then owns (and disposes) it. */
  storage?: TestStorage;
  /** How report emails leave (default the stack's mailbox): a mail API's sender (test/mail-receiver.ts). */
  reportMail?: StartOptions['reportMail'];
}

export interface TestStack {
  engine: Engine;
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  jwtSecret: string;
  config: StackConfig;
  /** The stack's own database handle (superuser) for setup and assertions. */
  db: Database;
  storage: TestStorage;
  /** Emails the stack sent, newest first, read through GET /mailbox/api/messages. */
  mailbox(to?: string): Promise<MailMessage[]>;
  /** Stops the server and starts a new one on the same data (and the same keys). */
  restart(): Promise<TestStack>;
  /** Stops the server and deletes its data (unless the storage was passed in). */
  stop(): Promise<void>;
}

export async function startTestStack(options: TestStackOptions): Promise<TestStack> {
  if (options.storage) return launch(options, options.storage, false);
  const storage = await createTestStorage(options.engine);
  try {
    return await launch(options, storage, true);
  } catch (e) {
    await storage.dispose();
    throw e;
  }
}

async function launch(options: TestStackOptions, storage: TestStorage, owned: boolean): Promise<TestStack> {
  const env: Env = { HOST: '127.0.0.1', API_PORT: '0', ...storage.env, ...options.env };
  // The copied template is analyzed already; skipping a redundant ANALYZE saves ~0.5 s per stack.
  const running = await startStack(loadConfig(env), {
    services: options.services,
    analyze: 'changed',
    reportMail: options.reportMail,
  });
  const { config } = running;
  let stopped = false;
  const halt = async () => {
    if (stopped) return;
    stopped = true;
    await running.stop();
  };
  return {
    engine: storage.engine,
    url: running.url,
    anonKey: config.anonKey,
    serviceRoleKey: config.serviceRoleKey,
    jwtSecret: config.jwtSecret,
    config,
    db: running.db,
    storage,
    async mailbox(to?: string) {
      const query = to ? `?to=${encodeURIComponent(to)}` : '';
      const res = await fetch(`${running.url}/mailbox/api/messages${query}`);
      if (!res.ok) throw new Error(`mailbox answered ${res.status}: ${await res.text()}`);
      return (await res.json()) as MailMessage[];
    },
    async restart() {
      await halt();
      return launch(options, storage, owned);
    },
    async stop() {
      await halt();
      if (owned) await storage.dispose();
    },
  };
}

/** A fresh copy of the seeded template for one engine. */
export async function createTestStorage(engine: Engine): Promise<TestStorage> {
  const jwtSecret = randomBytes(32).toString('base64url');
  if (engine === 'pglite') {
    const template = await pgliteTemplate();
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-'));
    const dataDir = path.join(root, 'pglite');
    fs.cpSync(template, dataDir, { recursive: true });
    return {
      engine,
      env: { DATA_DIR: dataDir, JWT_SECRET: jwtSecret },
      async dispose() {
        if (!process.env.KEEP_TEST_DATA) fs.rmSync(root, { recursive: true, force: true });
      },
    };
  }
  const adminUrl = await postgresAdminUrl();
  const name = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await withAdmin(adminUrl, async (admin) => {
    // Two CREATE DATABASE … TEMPLATE at the same instant may collide on the template; retry briefly.
    for (let attempt = 1; ; attempt++) {
      try {
        await admin.query(`create database ${pg.escapeIdentifier(name)} template ${TEMPLATE_DB}`);
        return;
      } catch (e) {
        if ((e as { code?: string }).code !== '55006' || attempt >= 20) throw e;
        await new Promise((r) => setTimeout(r, 100 * attempt));
      }
    }
  });
  // Storage bytes of this database (PGlite keeps them next to its data directory, so they go with it).
  const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-storage-'));
  return {
    engine,
    env: { DATABASE_URL: withDatabase(adminUrl, name), JWT_SECRET: jwtSecret, STORAGE_DIR: storageDir },
    async dispose() {
      if (process.env.KEEP_TEST_DATA) return;
      fs.rmSync(storageDir, { recursive: true, force: true });
      await withAdmin(adminUrl, (admin) =>
        admin.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`),
      );
    },
  };
}

// ---------------------------------------------------------------------------------------------------
// Templates (built by global-setup.ts once per run; lazily here when running outside vitest)

let lazyPglite: Promise<string> | undefined;
let lazyPostgres: Promise<string> | undefined;

async function provided<K extends 'pgliteTemplateDir' | 'postgresAdminUrl'>(
  key: K,
): Promise<string | undefined> {
  try {
    const { inject } = await import('vitest');
    return inject(key) || undefined;
  } catch {
    return undefined; // not inside a vitest worker
  }
}

async function pgliteTemplate(): Promise<string> {
  const dir = await provided('pgliteTemplateDir');
  if (dir) return dir;
  lazyPglite ??= buildPgliteTemplate();
  return lazyPglite;
}

async function postgresAdminUrl(): Promise<string> {
  const url = await provided('postgresAdminUrl');
  if (url) return url;
  lazyPostgres ??= (async () => {
    const { startPostgres } = await import('../../scripts/postgres.mjs');
    const cluster = await startPostgres();
    process.once('exit', () => void cluster.stop());
    await buildPostgresTemplate(cluster.url);
    return cluster.url;
  })();
  return lazyPostgres;
}

/**
 * The migrated and seeded PGlite directory, cached in the OS temp dir under a hash of everything that
 * shapes it (PGlite version, bootstrap SQL, migrations, seed, migrator) and the day (UTC): the first
 * run of a schema on a day pays the initdb (5-20 s), later runs reuse it. The day, because the seed
 * dates its rows from the day it runs (`now()` in supabase/seed.sql): a template seeded the day before
 * held a digest "30 days back" that the tests read as 31. PORTAL_TEST_TEMPLATE_CACHE=off always
 * rebuilds.
 */
export async function buildPgliteTemplate(): Promise<string> {
  const cacheRoot = path.join(os.tmpdir(), 'portal-test-templates');
  const useCache = process.env.PORTAL_TEST_TEMPLATE_CACHE !== 'off';
  const seedDay = new Date().toISOString().slice(0, 10);
  const final = path.join(cacheRoot, `pglite-${schemaHash()}-${seedDay}`);
  if (useCache && fs.existsSync(path.join(final, '.complete'))) {
    const now = new Date();
    fs.utimesSync(final, now, now); // in use: keep it out of other runs' stale-template cleanup
    return final;
  }

  fs.mkdirSync(cacheRoot, { recursive: true });
  const building = fs.mkdtempSync(path.join(cacheRoot, 'building-'));
  const dataDir = path.join(building, 'pglite');
  const db = await openDatabase({ dataDir, databaseUrl: undefined });
  try {
    await migrate(db);
  } finally {
    await db.close();
  }
  fs.writeFileSync(path.join(dataDir, '.complete'), new Date().toISOString());
  if (!useCache) return dataDir;

  removeStaleTemplates(cacheRoot, final);
  try {
    fs.renameSync(dataDir, final);
  } catch {
    // Another run finished the same template first; theirs is identical.
  }
  fs.rmSync(building, { recursive: true, force: true });
  return final;
}

/** Creates TEMPLATE_DB in the cluster and migrates + seeds it; stacks copy it with CREATE DATABASE. */
export async function buildPostgresTemplate(adminUrl: string): Promise<void> {
  await withAdmin(adminUrl, async (admin) => {
    await admin.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
    await admin.query(`create database ${TEMPLATE_DB}`);
  });
  const db = await openDatabase({ dataDir: '', databaseUrl: withDatabase(adminUrl, TEMPLATE_DB) });
  try {
    await migrate(db);
  } finally {
    await db.close(); // a template must have no open connections
  }
}

function schemaHash(): string {
  const hash = createHash('sha256');
  const pglitePkg = path.join(
    REPO_ROOT,
    'backend',
    'node_modules',
    '@electric-sql',
    'pglite',
    'package.json',
  );
  if (fs.existsSync(pglitePkg)) hash.update(JSON.parse(fs.readFileSync(pglitePkg, 'utf8')).version);
  const files = [
    ...listFiles(BOOTSTRAP_DIR),
    ...listFiles(path.join(REPO_ROOT, 'supabase', 'migrations')),
    path.join(REPO_ROOT, 'supabase', 'seed.sql'),
    path.join(REPO_ROOT, 'backend', 'src', 'db', 'migrate.ts'),
    path.join(REPO_ROOT, 'backend', 'src', 'db', 'pglite.ts'),
  ];
  for (const file of files) {
    hash.update(path.relative(REPO_ROOT, file));
    hash.update(fs.existsSync(file) ? fs.readFileSync(file) : 'absent');
  }
  return hash.digest('hex').slice(0, 16);
}

function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((f) => path.join(dir, f));
}

/** Templates of older schemas (and builds a crashed run left behind), unused for six hours. */
function removeStaleTemplates(cacheRoot: string, keep: string) {
  const cutoff = Date.now() - 6 * 3_600_000;
  for (const entry of fs.readdirSync(cacheRoot)) {
    const full = path.join(cacheRoot, entry);
    if (full === keep) continue;
    try {
      if (fs.statSync(full).mtimeMs < cutoff) fs.rmSync(full, { recursive: true, force: true });
    } catch {
      // removed meanwhile by another run
    }
  }
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function withAdmin<T>(adminUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
