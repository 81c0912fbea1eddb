/**
 * The embedded engine: PGlite (Postgres compiled to WASM) on a data directory on disk. One backend
 * session serves the whole process, so PGlite queues every query and transaction behind one lock; that is
 * what keeps per-request identities from leaking, as long as callers use `tx` inside a transaction.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp';
import type { Database, QueryResult, RequestIdentity, Tx } from './port.ts';
import { identityParams, identitySetupSql, OID_INT8, parseInt8, SESSION_DEFAULTS_SQL } from './shared.ts';

export interface PgliteOptions {
  /**
   * PGlite never runs autovacuum/autoanalyze, and without statistics the planner picks plans that are
   * 5-50x slower on RLS pages. So we ANALYZE after this many calls that may have written...
   */
  analyzeAfterWrites?: number;
  /** ...or, when anything was written at all, at least this often. */
  analyzeIntervalMs?: number;
}

const DEFAULTS = { analyzeAfterWrites: 1000, analyzeIntervalMs: 5 * 60_000 };

export async function openPglite(dataDir: string, options: PgliteOptions = {}): Promise<Database> {
  const opts = { ...DEFAULTS, ...options };
  fs.mkdirSync(dataDir, { recursive: true });
  const releaseLock = lockDataDir(dataDir);
  let pg: PGlite;
  try {
    pg = await PGlite.create(dataDir, {
      extensions: { pgcrypto, uuid_ossp },
      parsers: { [OID_INT8]: parseInt8 },
    });
    await pg.exec(SESSION_DEFAULTS_SQL);
  } catch (e) {
    releaseLock();
    throw e;
  }

  let writesSinceAnalyze = 0;
  let analyzing: Promise<void> | undefined;
  let closed = false;

  const runAnalyze = () => {
    if (analyzing || closed) return;
    writesSinceAnalyze = 0;
    analyzing = pg
      .exec('analyze')
      .then(() => undefined)
      .catch((e: unknown) => {
        if (!closed) console.error('[db] periodic ANALYZE failed:', (e as Error).message);
      })
      .finally(() => {
        analyzing = undefined;
      });
  };
  let analyzeScheduled = false;
  const noteWrite = () => {
    writesSinceAnalyze += 1;
    if (writesSinceAnalyze < opts.analyzeAfterWrites || analyzeScheduled) return;
    // Deferred so the ANALYZE queues behind, not inside, the caller's work. Once only: PGlite answers
    // through microtasks, so a burst of writes runs to its end before any immediate, and one immediate
    // per write past the threshold ran ANALYZE once per write (1,070 times, 171 s, for 1,000 emails).
    analyzeScheduled = true;
    setImmediate(() => {
      analyzeScheduled = false;
      runAnalyze();
    });
  };
  const timer = setInterval(() => {
    if (writesSinceAnalyze > 0) runAnalyze();
  }, opts.analyzeIntervalMs);
  timer.unref();

  const wrapTx = (tx: Transaction): Tx => ({
    async query<Row>(sql: string, params?: unknown[]) {
      const r = await tx.query<Row>(sql, params);
      return toResult(r);
    },
    async exec(sql: string) {
      await tx.exec(sql);
    },
  });

  const db: Database = {
    engine: 'pglite',
    async query<Row>(sql: string, params?: unknown[]): Promise<QueryResult<Row>> {
      noteWrite();
      return toResult(await pg.query<Row>(sql, params));
    },
    async exec(sql: string) {
      noteWrite();
      await pg.exec(sql);
    },
    async transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
      noteWrite();
      return pg.transaction((tx) => fn(wrapTx(tx)));
    },
    async withIdentity<T>(
      identity: RequestIdentity,
      fn: (tx: Tx) => Promise<T>,
      opts: { readOnly?: boolean; rollback?: boolean } = {},
    ): Promise<T> {
      if (!opts.readOnly && !opts.rollback) noteWrite();
      return pg.transaction(async (tx) => {
        await tx.query(identitySetupSql(opts.readOnly === true), identityParams(identity));
        const result = await fn(wrapTx(tx));
        if (opts.rollback) await tx.rollback();
        return result;
      });
    },
    async listen(channel, onPayload) {
      // PGlite splices the name into LISTEN as is; quoting keeps it exact, as on PostgreSQL.
      const quoted = `"${channel.replaceAll('"', '""')}"`;
      await pg.listen(quoted, onPayload);
      return async () => {
        if (!pg.closed) await pg.unlisten(quoted, onPayload);
      };
    },
    async close() {
      if (closed) return;
      closed = true;
      clearInterval(timer);
      await analyzing;
      try {
        await pg.close();
      } finally {
        releaseLock();
      }
    },
  };
  return db;
}

function toResult<Row>(r: { rows: Row[]; affectedRows?: number }): QueryResult<Row> {
  return r.affectedRows === undefined ? { rows: r.rows } : { rows: r.rows, affectedRows: r.affectedRows };
}

const openDirs = new Set<string>();

/**
 * PGlite is a single-user Postgres: two processes on one data directory corrupt it. A lock file with the
 * owner's pid refuses a second opener (e.g. `pnpm start` twice) and is taken over once its owner is dead
 * (a kill -9 leaves it behind).
 */
function lockDataDir(dataDir: string): () => void {
  const dir = path.resolve(dataDir);
  const file = path.join(dir, 'portal.lock');
  if (openDirs.has(dir)) throw new Error(`PGlite data directory ${dir} is already open in this process`);
  for (;;) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      break;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const owner = Number(fs.readFileSync(file, 'utf8'));
      if (owner && owner !== process.pid && isAlive(owner)) {
        throw new Error(`PGlite data directory ${dir} is in use by process ${owner}`);
      }
      fs.rmSync(file, { force: true }); // stale: its owner is gone
    }
  }
  openDirs.add(dir);
  return () => {
    openDirs.delete(dir);
    fs.rmSync(file, { force: true });
  };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}
