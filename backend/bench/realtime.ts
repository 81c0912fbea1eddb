/**
 * Realtime latency benchmark: time from the start of an INSERT (through the data API, as an app would
 * write) to the supabase-js `postgres_changes` callback, with 1, 100 and 1,000 subscribers, on PGlite
 * and on PostgreSQL. Prints p50/p95/p99/max per scenario and the ratio to the 50 ms p95 target.
 *
 *   pnpm --filter @portal/backend exec tsx bench/realtime.ts [--engines pglite,postgres]
 *        [--subscribers 1,100,1000] [--inserts 40] [--in-process]
 *
 * The stack runs in its own process (as in production), the subscribers in this one, every one a real
 * supabase-js client with its own websocket. Three scenarios:
 *   fan-out   every subscriber is a different user allowed (by RLS) to see every row; each insert is
 *             delivered to all N, so RLS is evaluated N times per insert (the worst case);
 *   one-user  the same fan-out, but all N subscribers are one user (one RLS check per insert): what
 *             delivering N messages costs, server and clients together;
 *   filtered  every subscriber listens to `user_id=eq.<own id>`; each insert targets one of them, so
 *             it measures what N idle subscribers cost a single delivery (the portal's own pattern).
 * Numbers vary with the machine's load (2 shared cores here); run it on purpose, not in CI.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/open.ts';
import type { Engine } from '../src/db/port.ts';
import {
  createUsers,
  mintAccessToken,
  subscribed,
  type TestUser,
  userClient,
} from '../src/realtime/testing.ts';
import { createTestStorage, type TestStorage } from '../test/harness.ts';

const BACKEND_DIR = fileURLToPath(new URL('..', import.meta.url));
const TARGET_P95_MS = 50;
const DELIVERY_TIMEOUT_MS = 15_000;

function option(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? (process.argv[i + 1] as string) : fallback;
}
const ENGINES = option('engines', 'pglite,postgres').split(',') as Engine[];
const SUBSCRIBERS = option('subscribers', '1,100,1000').split(',').map(Number);
const INSERTS = Number(option('inserts', '40'));
const IN_PROCESS = process.argv.includes('--in-process');
const MAX_SUBSCRIBERS = Math.max(...SUBSCRIBERS);

interface Stack {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  jwtSecret: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** The stack as `pnpm start` runs it, in a child process, on prepared storage. */
async function startStackProcess(storage: TestStorage): Promise<Stack> {
  const port = await freePort();
  const env = { ...storage.env, HOST: '127.0.0.1', API_PORT: String(port), RATE_LIMITS: 'off' };
  const config = loadConfig(env);
  const url = `http://127.0.0.1:${port}`;
  if (IN_PROCESS) {
    const { startStack } = await import('../src/server.ts');
    const running = await startStack(config);
    return { url: running.url, ...config, stop: () => running.stop() };
  }
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(BACKEND_DIR, 'src/main.ts')],
    {
      cwd: BACKEND_DIR,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (;;) {
    if (child.exitCode !== null) throw new Error('the stack process exited during start');
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    ...config,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  const i = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, i)] as number;
}

interface Result {
  engine: Engine;
  scenario: string;
  subscribers: number;
  inserts: number;
  expected: number;
  latencies: number[];
}

/** Subscribes `clients` (in waves), runs `inserts` closed-loop inserts, collects callback latencies. */
async function measure(
  engine: Engine,
  scenario: 'fan-out' | 'one-user' | 'filtered',
  writer: SupabaseClient,
  clients: SupabaseClient[],
  users: TestUser[],
): Promise<Result> {
  const n = clients.length;
  let current: { id: string; started: number; pending: number; done: () => void } | undefined;
  const latencies: number[] = [];
  const onChange = (payload: { new: { id?: string } }) => {
    const now = performance.now();
    if (!current || payload.new.id !== current.id) return;
    latencies.push(now - current.started);
    if (--current.pending === 0) current.done();
  };
  const channels = [];
  for (let start = 0; start < n; start += 100) {
    const wave = await Promise.all(
      clients.slice(start, start + 100).map((client, offset) =>
        subscribed(
          client.channel(`bench-${scenario}`).on(
            'postgres_changes',
            {
              event: 'INSERT',
              schema: 'public',
              table: 'notifications',
              ...(scenario === 'filtered' ? { filter: `user_id=eq.${users[start + offset]?.id}` } : {}),
            },
            onChange,
          ),
        ),
      ),
    );
    channels.push(...wave);
  }

  const target = (i: number) =>
    scenario === 'fan-out' ? (users[0] as TestUser) : (users[i % n] as TestUser);
  const rounds = INSERTS + 3; // the first three warm up caches and plans, and are not counted
  let expected = 0;
  for (let i = 0; i < rounds; i++) {
    const id = crypto.randomUUID();
    const pending = scenario === 'filtered' ? 1 : n;
    const delivered = new Promise<void>((resolve) => {
      current = { id, started: performance.now(), pending, done: resolve };
    });
    const before = latencies.length;
    const { error } = await writer
      .from('notifications')
      .insert({ id, user_id: target(i).id, title: `bench ${i}`, message: 'benchmark' });
    if (error) throw new Error(`insert failed: ${error.message}`);
    await Promise.race([delivered, new Promise((resolve) => setTimeout(resolve, DELIVERY_TIMEOUT_MS))]);
    if (i < 3) latencies.length = before;
    else expected += pending;
  }
  current = undefined;
  await Promise.all(channels.map((c, i) => clients[i]?.removeChannel(c)));
  return { engine, scenario, subscribers: n, inserts: INSERTS, expected, latencies };
}

function report(r: Result) {
  const sorted = [...r.latencies].sort((a, b) => a - b);
  const [p50, p95, p99, max] = [50, 95, 99, 100].map((p) => percentile(sorted, p)) as [
    number,
    number,
    number,
    number,
  ];
  const lost = r.expected - r.latencies.length;
  const f = (v: number) => v.toFixed(1).padStart(7);
  const counts = `${String(r.subscribers).padStart(6)}${String(r.latencies.length).padStart(9)}${String(lost).padStart(6)}`;
  const ratio = (p95 / TARGET_P95_MS).toFixed(2);
  console.log(
    `${r.engine.padEnd(9)}${r.scenario.padEnd(10)}${counts}${f(p50)}${f(p95)}${f(p99)}${f(max)}   ${ratio}`,
  );
}

async function runEngine(engine: Engine): Promise<Result[]> {
  const storage = await createTestStorage(engine);
  try {
    // Users first (PGlite is single-process: the stack must not be running yet).
    const setupConfig = loadConfig({ ...storage.env });
    const db = await openDatabase(setupConfig);
    const fans = await createUsers(
      db,
      Array.from({ length: MAX_SUBSCRIBERS }, (_, i) => ({
        email: `fan-${i}@bench.qa`,
        role: 'admin' as const,
      })),
    );
    const owners = await createUsers(
      db,
      Array.from({ length: MAX_SUBSCRIBERS }, (_, i) => ({ email: `owner-${i}@bench.qa` })),
    );
    await db.query('analyze');
    await db.close();

    const stack = await startStackProcess(storage);
    const results: Result[] = [];
    try {
      const writer = createClient(stack.url, stack.serviceRoleKey, {
        auth: { persistSession: false, autoRefreshToken: false },
        realtime: { transport: WebSocket as never },
      });
      const connect = async (users: TestUser[]) =>
        Promise.all(
          users.map(async (u) => {
            const client = userClient(stack.url, stack.anonKey, await mintAccessToken(stack.jwtSecret, u));
            await client.realtime.setAuth();
            return client;
          }),
        );
      const fanClients = await connect(fans);
      const ownerClients = await connect(owners);
      const sameUserClients = await connect(fans.map(() => fans[0] as TestUser));
      for (const n of SUBSCRIBERS) {
        results.push(await measure(engine, 'fan-out', writer, fanClients.slice(0, n), fans.slice(0, n)));
        report(results.at(-1) as Result);
        results.push(
          await measure(engine, 'one-user', writer, sameUserClients.slice(0, n), fans.slice(0, n)),
        );
        report(results.at(-1) as Result);
        results.push(await measure(engine, 'filtered', writer, ownerClients.slice(0, n), owners.slice(0, n)));
        report(results.at(-1) as Result);
      }
      for (const c of [...fanClients, ...ownerClients, ...sameUserClients]) c.realtime.disconnect();
    } finally {
      await stack.stop();
    }
    return results;
  } finally {
    await storage.dispose();
  }
}

console.log(
  `Realtime insert → callback latency (ms), ${INSERTS} inserts per scenario, stack ${IN_PROCESS ? 'in this process' : 'in its own process'}`,
);
console.log('engine   scenario    subs  samples  lost    p50    p95    p99    max   p95/50ms');
for (const engine of ENGINES) await runEngine(engine);
process.exit(0);
