#!/usr/bin/env node
/**
 * A throwaway PostgreSQL cluster for tests and local runs: initdb in a temp dir, started on a free
 * 127.0.0.1 port with durability off (fsync, synchronous_commit, full_page_writes), removed on stop.
 *
 * initdb refuses to run as root, so as root everything runs as user `nobody` (the temp dir is handed to
 * it). A watchdog stops the cluster and removes the dir if this process dies without calling stop().
 *
 *   import { startPostgres } from './scripts/postgres.mjs';
 *   const pg = await startPostgres(); // { url, port, dir, stop() }
 *
 *   node scripts/postgres.mjs         # prints DATABASE_URL=… and runs until Ctrl+C
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The newest installed PostgreSQL's bin dir (Debian layout), or PG_BIN. */
export function findPgBin() {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0)
    throw new Error('PostgreSQL binaries not found: install postgresql or set PG_BIN');
  return path.join(root, versions[0], 'bin');
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

const asRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL binary, as `nobody` when we are root. */
function runPg(bin, args) {
  const [cmd, argv] = asRoot ? ['runuser', ['-u', 'nobody', '--', bin, ...args]] : [bin, args];
  return execFileSync(cmd, argv, { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
}

function lookupIds(user) {
  const uid = Number(execFileSync('id', ['-u', user], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', user], { encoding: 'utf8' }).trim());
  return { uid, gid };
}

/**
 * Starts a new cluster. Options: `port` (default: a free one), `maxConnections` (default 200: test
 * stacks each hold a pool and a LISTEN connection), `settings` (more `name=value` server settings,
 * e.g. `ssl=on` with its certificate files).
 * @returns {Promise<{ url: string, port: number, dir: string, stop: () => Promise<void> }>}
 */
export async function startPostgres(options = {}) {
  const bin = findPgBin();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-pg-'));
  const dataDir = path.join(dir, 'data');
  if (asRoot) {
    const { uid, gid } = lookupIds('nobody');
    fs.chownSync(dir, uid, gid);
  }
  try {
    runPg(path.join(bin, 'initdb'), [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '-A',
      'trust',
      '--no-sync',
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
    ]);
  } catch (e) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw new Error(`initdb failed: ${e.stderr || e.message}`);
  }

  const settings = [
    '-c listen_addresses=127.0.0.1',
    `-k ${dir}`,
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c wal_level=logical',
    `-c max_connections=${options.maxConnections ?? 200}`,
    ...(options.settings ?? []).map((setting) => `-c ${setting}`),
  ];
  let port;
  let lastError;
  // A free port can be taken between probing and binding: try a few.
  for (let attempt = 0; attempt < 5 && !port; attempt++) {
    const candidate = options.port ?? (await freePort());
    try {
      runPg(path.join(bin, 'pg_ctl'), [
        '-D',
        dataDir,
        '-l',
        path.join(dir, 'server.log'),
        '-w',
        '-t',
        '60',
        '-o',
        [`-p ${candidate}`, ...settings].join(' '),
        'start',
      ]);
      port = candidate;
    } catch (e) {
      lastError = e;
      if (options.port) break;
    }
  }
  if (!port) {
    const log = fs.existsSync(path.join(dir, 'server.log'))
      ? fs.readFileSync(path.join(dir, 'server.log'), 'utf8')
      : '';
    fs.rmSync(dir, { recursive: true, force: true });
    throw new Error(`pg_ctl start failed: ${lastError?.stderr || lastError?.message}\n${log}`);
  }

  const watchdog = startWatchdog(bin, dataDir, dir);
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    dir,
    async stop() {
      if (stopped) return;
      stopped = true;
      watchdog.kill();
      try {
        runPg(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      } catch (e) {
        console.error(`pg_ctl stop failed: ${e.stderr || e.message}`);
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A detached shell that tears the cluster down once this process is gone (e.g. killed mid-test). */
function startWatchdog(bin, dataDir, dir) {
  const stopCmd = asRoot
    ? `runuser -u nobody -- '${bin}/pg_ctl' -D '${dataDir}' -m immediate -w stop`
    : `'${bin}/pg_ctl' -D '${dataDir}' -m immediate -w stop`;
  const script = `while kill -0 ${process.pid} 2>/dev/null; do sleep 2; done; ${stopCmd} >/dev/null 2>&1; rm -rf '${dir}'`;
  const child = spawn('sh', ['-c', script], { detached: true, stdio: 'ignore' });
  child.unref();
  return child;
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const started = Date.now();
  const pg = await startPostgres();
  console.log(`DATABASE_URL=${pg.url}`);
  console.error(`PostgreSQL ready in ${Date.now() - started} ms (data in ${pg.dir}); Ctrl+C stops it.`);
  const stop = async () => {
    await pg.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  // Keep the process alive until a signal arrives.
  setInterval(() => {}, 1 << 30);
}
