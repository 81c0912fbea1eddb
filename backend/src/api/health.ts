import fs from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { REPO_ROOT } from '../config.ts';
import { sendJson } from '../http/respond.ts';
import type { StackContext } from '../http/types.ts';

const MIGRATIONS_DIR = path.join(REPO_ROOT, 'supabase', 'migrations');

/** Versions of the migration files shipped with this checkout (the part before the first `_`). */
function shippedVersions(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => /^\d+_.+\.sql$/.test(f))
    .map((f) => f.slice(0, f.indexOf('_')))
    .sort();
}

/**
 * GET /api/health: is the database reachable, and are all shipped migrations applied? 200 when both,
 * 503 otherwise (what load balancers and `wait-on` scripts expect). Public: it reveals no data.
 */
export async function getHealth(ctx: StackContext, res: ServerResponse, migrationsDir = MIGRATIONS_DIR) {
  const started = Date.now();
  const expected = shippedVersions(migrationsDir);
  let reachable = false;
  let applied: string[] = [];
  let error: string | undefined;
  try {
    await ctx.db.query('select 1');
    reachable = true;
    const { rows } = await ctx.db.query<{ version: string }>(
      `select version from supabase_migrations.schema_migrations order by version`,
    );
    applied = rows.map((r) => r.version);
  } catch (e) {
    error = reachable ? 'Migration history is missing' : 'Database is not reachable';
    if (!reachable) console.error('[api] health: database not reachable:', (e as Error).message);
  }
  const appliedSet = new Set(applied);
  const pending = expected.filter((v) => !appliedSet.has(v));
  const healthy = reachable && !error && pending.length === 0;
  sendJson(
    res,
    healthy ? 200 : 503,
    {
      status: healthy ? 'ok' : 'unavailable',
      database: { reachable, engine: ctx.db.engine, latencyMs: Date.now() - started },
      migrations: { applied: applied.length, latest: applied.at(-1) ?? null, pending },
      ...(error ? { message: error } : {}),
    },
    { 'Cache-Control': 'no-store' },
  );
}
