/**
 * REST read throughput and latency of /rest/v1 as an authenticated client, on PGlite and on PostgreSQL,
 * each next to the raw engine running the very same transaction in-process (withIdentity: role + claims
 * set_config, then the statement the REST layer generates). A benchmark, not a test: it prints figures.
 *
 *   pnpm --filter @portal/backend exec tsx bench/rest.ts     (BENCH_ENGINES=pglite,postgres BENCH_SECONDS=6)
 *
 * Two request shapes: a select by primary key, and a 20-row page of the caller's own rows (RLS filters
 * 10 000 rows of 10 owners down to 1 000; the page is the newest 20). The HTTP load comes from a separate
 * node process (keep-alive connections) so the client's CPU is not billed to the server's event
 * loop; the raw figure runs in the server's process with the same concurrency. A third line runs the same
 * client against a bare node:http server with a fixed body: the transport's own cost on these cores, and
 * with it the best REST could do if it added nothing but HTTP to the raw transaction.
 */

import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT } from 'jose';
import type { Database, Engine, RequestIdentity } from '../src/db/port.ts';
import type { RequestContext } from '../src/rest/context.ts';
import { prepareRead } from '../src/rest/handlers/read.ts';
import { SchemaCache } from '../src/rest/schema/cache.ts';
import { startTestStack, type TestStack } from '../test/harness.ts';

/** Measured seconds per round; raw and REST alternate for ROUNDS rounds so load drift hits both alike. */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 2);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const WARMUP_MS = 500;
const OWNERS = 10;
const ROWS_PER_OWNER = 1000;
/** Enough requests in flight that the server never idles waiting for the client (PG pool: 10). */
const CONCURRENCY: Record<Engine, number> = { pglite: 8, postgres: 8 };
const engines = (process.env.BENCH_ENGINES ?? 'pglite,postgres')
  .split(',')
  .map((s) => s.trim())
  .filter((e): e is Engine => e === 'pglite' || e === 'postgres');

const SETUP_SQL = `
create table public.bench_items (
  id bigint generated always as identity primary key,
  owner uuid not null default auth.uid(),
  title text not null,
  status text not null default 'open',
  amount numeric(12, 2) not null default 0,
  created_at timestamptz not null default now()
);
create index bench_items_owner_created_idx on public.bench_items (owner, created_at desc);
alter table public.bench_items enable row level security;
create policy "bench_items: read own" on public.bench_items for select to authenticated
  using ((select auth.uid()) = owner);
`;

interface Stats {
  requests: number;
  seconds: number;
  p50: number;
  p95: number;
  /** CPU (user + system) of this node process per request, µs: the server's own cost. */
  cpuMicros: number;
}

interface Run {
  latencies: number[];
  seconds: number;
  cpuMicros: number;
}

function summarise(latencies: number[], seconds: number, cpuMicros = Number.NaN): Stats & Run {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN;
  return { requests: sorted.length, seconds, p50: at(0.5), p95: at(0.95), latencies, cpuMicros };
}

function merge(runs: Run[]): Stats {
  const cpu = runs.reduce((sum, r) => sum + r.cpuMicros, 0) / runs.length;
  return summarise(
    runs.flatMap((r) => r.latencies),
    runs.reduce((sum, r) => sum + r.seconds, 0),
    cpu,
  );
}

/**
 * The load generator, a separate node process so its CPU is not billed to the server's: a lean
 * keep-alive HTTP/1.1 client on plain sockets (one request in flight per connection, responses framed by
 * Content-Length), `concurrency` connections looping over `paths`.
 */
const LOAD_CLIENT = `
const net = require('node:net');
const { host, port, prefix, headers, paths, concurrency, warmupMs, durationMs } = JSON.parse(process.env.BENCH_LOAD);
const head = Object.entries(headers).map(([k, v]) => k + ': ' + v + '\\r\\n').join('');
function connection() {
  const socket = net.connect({ host, port });
  socket.setNoDelay(true);
  let buf = Buffer.alloc(0);
  let pending = null;
  socket.on('data', (chunk) => {
    buf = buf.length ? Buffer.concat([buf, chunk]) : chunk;
    if (!pending) return;
    const end = buf.indexOf('\\r\\n\\r\\n');
    if (end < 0) return;
    const text = buf.subarray(0, end).toString('latin1');
    const m = /\\r\\ncontent-length: *(\\d+)/i.exec(text);
    const p = pending;
    if (!m) { pending = null; p.reject(new Error('no content-length: ' + text.split('\\r\\n')[0])); return; }
    const total = end + 4 + Number(m[1]);
    if (buf.length < total) return;
    buf = buf.subarray(total);
    pending = null;
    if (text.startsWith('HTTP/1.1 200')) p.resolve(); else p.reject(new Error(text.split('\\r\\n')[0]));
  });
  socket.on('error', (e) => pending && pending.reject(e));
  const get = (path) => new Promise((resolve, reject) => {
    pending = { resolve, reject };
    socket.write('GET ' + prefix + path + ' HTTP/1.1\\r\\nhost: ' + host + ':' + port + '\\r\\n' + head + '\\r\\n');
  });
  return { get, close: () => socket.destroy() };
}
(async () => {
  const latencies = [];
  const startedAt = performance.now() + warmupMs;
  const endAt = startedAt + durationMs;
  let i = 0;
  let total = 0;
  await Promise.all(Array.from({ length: concurrency }, async () => {
    const c = connection();
    for (;;) {
      const t = performance.now();
      if (t >= endAt) break;
      await c.get(paths[i++ % paths.length]);
      total++;
      const done = performance.now();
      if (t >= startedAt && done <= endAt) latencies.push(done - t);
    }
    c.close();
  }));
  process.stdout.write(JSON.stringify({ latencies, seconds: durationMs / 1000, total }));
})().catch((e) => { process.stderr.write(String(e)); process.exit(1); });
`;

/** HTTP load from LOAD_CLIENT; also the server process's CPU per request while it ran. */
function httpLoad(base: string, headers: Record<string, string>, paths: string[], concurrency: number) {
  const url = new URL(base);
  const load = {
    host: url.hostname,
    port: Number(url.port),
    prefix: url.pathname,
    headers,
    paths,
    concurrency,
    warmupMs: WARMUP_MS,
    durationMs: SECONDS * 1000,
  };
  return new Promise<Stats & Run>((resolve, reject) => {
    const cpu = process.cpuUsage();
    const child = spawn(process.execPath, ['-e', LOAD_CLIENT], {
      env: { ...process.env, BENCH_LOAD: JSON.stringify(load) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => {
      out += c.toString();
    });
    child.stderr.on('data', (c: Buffer) => {
      err += c.toString();
    });
    child.once('error', reject);
    child.once('close', (code) => {
      const used = process.cpuUsage(cpu);
      if (code !== 0) return reject(new Error(`load client failed: ${err}`));
      const m = JSON.parse(out) as { latencies: number[]; seconds: number; total: number };
      resolve({ ...summarise(m.latencies, m.seconds), cpuMicros: (used.user + used.system) / m.total });
    });
  });
}

/**
 * The same load client against a node:http server that answers every request with a fixed body and no
 * database: what HTTP alone (client + server on these cores) allows. REST cannot beat it, so it shows
 * how much of the gap between REST and raw is the transport rather than the REST layer.
 */
async function httpFloor(
  body: string,
  headers: Record<string, string>,
  paths: string[],
  concurrency: number,
) {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': Buffer.byteLength(body),
    });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    return await httpLoad(`http://127.0.0.1:${port}/rest/v1`, headers, paths, concurrency);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

/** The same transactions in-process: withIdentity + the statement REST generated, no HTTP, no parsing. */
async function rawLoad(
  db: Database,
  identity: RequestIdentity,
  statements: { sql: string; params: (string | null)[] }[],
  concurrency: number,
): Promise<Stats & Run> {
  // Deadlines by clock, not timers: PGlite answers through microtasks only, so timers would never fire.
  const latencies: number[] = [];
  const startedAt = performance.now() + WARMUP_MS;
  const endAt = startedAt + SECONDS * 1000;
  let i = 0;
  let total = 0;
  const cpu = process.cpuUsage();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (;;) {
        const s = statements[i++ % statements.length] as (typeof statements)[number];
        const t = performance.now();
        if (t >= endAt) return;
        const row = await db.withIdentity(identity, async (tx) => (await tx.query(s.sql, s.params)).rows[0], {
          readOnly: true,
        });
        if (!row) throw new Error('raw statement returned nothing');
        total++;
        const done = performance.now();
        if (t >= startedAt && done <= endAt) latencies.push(done - t);
      }
    }),
  );
  const used = process.cpuUsage(cpu);
  return summarise(latencies, SECONDS, (used.user + used.system) / total);
}

/** The SQL and parameters /rest/v1 generates for `path`, from the REST layer's own planner. */
function restStatement(cache: SchemaCache, path: string): { sql: string; params: (string | null)[] } {
  const url = new URL(`http://bench/rest/v1${path}`);
  const table = cache.table('public', url.pathname.split('/').pop() ?? '');
  if (!table) throw new Error(`no table for ${path}`);
  const ctx = { url, method: 'GET', media: 'json', prefs: {}, applied: [], cache, aggregates: false };
  return prepareRead(ctx as unknown as RequestContext, table);
}

async function benchEngine(engine: Engine) {
  const stack: TestStack = await startTestStack({ engine });
  try {
    const db = stack.db;
    await db.exec(SETUP_SQL);
    const owners = Array.from({ length: OWNERS }, () => randomUUID());
    // Interleaved owners and ages, as rows arrive in a real table.
    await db.query(
      `insert into public.bench_items (owner, title, status, amount, created_at)
       select ($1::uuid[])[1 + (i % ${OWNERS})], 'Item ' || i, (array['open','won','lost'])[1 + i % 3],
              (i % 997) * 1.5, now() - make_interval(mins => i)
       from generate_series(1, ${OWNERS * ROWS_PER_OWNER}) i`,
      [`{${owners.join(',')}}`],
    );
    await db.exec('analyze public.bench_items');
    const me = owners[0] as string;
    const { rows } = await db.query<{ id: number }>(
      'select id from public.bench_items where owner = $1 order by random() limit 200',
      [me],
    );
    const myIds = rows.map((r) => r.id);

    const now = Math.floor(Date.now() / 1000);
    const claims = { sub: me, role: 'authenticated', aud: 'authenticated', iat: now, exp: now + 3600 };
    const token = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode(stack.jwtSecret));
    const identity: RequestIdentity = { role: 'authenticated', claims };
    const headers = {
      apikey: stack.anonKey,
      authorization: `Bearer ${token}`,
      accept: '*/*',
      'accept-profile': 'public',
      'x-client-info': 'supabase-js/2 bench',
    };

    const cache = new SchemaCache(db, ['public'], { checkIntervalSeconds: 0 });
    await cache.ready();
    const shapes = [
      { name: 'select by id', paths: myIds.map((id) => `/bench_items?select=*&id=eq.${id}`) },
      { name: '20-row RLS page', paths: ['/bench_items?select=*&order=created_at.desc&limit=20'] },
    ];
    const concurrency = CONCURRENCY[engine];
    console.log(
      `\n${engine}: ${OWNERS * ROWS_PER_OWNER} rows, ${concurrency} in flight, ${ROUNDS} alternating rounds of ${SECONDS} s`,
    );
    for (const shape of shapes) {
      const statements = shape.paths.map((p) => restStatement(cache, p));
      // Sanity: REST answers what the raw statement answers.
      const viaRest = await (await fetch(`${stack.url}/rest/v1${shape.paths[0]}`, { headers })).text();
      const raw = await db.withIdentity(identity, (tx) =>
        tx.query<{ body: string }>(statements[0]?.sql ?? '', statements[0]?.params),
      );
      if (viaRest !== raw.rows[0]?.body) throw new Error(`${shape.name}: REST and raw bodies differ`);

      const rawRuns: Run[] = [];
      const restRuns: Run[] = [];
      const floorRuns: Run[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const runRaw = () => rawLoad(db, identity, statements, concurrency).then((s) => rawRuns.push(s));
        const runRest = () =>
          httpLoad(`${stack.url}/rest/v1`, headers, shape.paths, concurrency).then((s) => restRuns.push(s));
        const runFloor = () =>
          httpFloor(viaRest, headers, shape.paths, concurrency).then((s) => floorRuns.push(s));
        if (round % 2 === 0) await runRaw().then(runRest).then(runFloor);
        else await runFloor().then(runRest).then(runRaw);
      }
      const rawStats = merge(rawRuns);
      const restStats = merge(restRuns);
      const floorStats = merge(floorRuns);
      const rate = (s: Stats) => s.requests / s.seconds;
      const line = (label: string, s: Stats) =>
        `    ${label.padEnd(5)} ${rate(s).toFixed(0).padStart(6)} req/s   p50 ${s.p50.toFixed(2)} ms   p95 ${s.p95.toFixed(2)} ms   node CPU ${s.cpuMicros.toFixed(0)} µs/req`;
      console.log(`  ${shape.name}`);
      console.log(line('REST', restStats));
      console.log(line('raw', rawStats));
      console.log(line('HTTP', floorStats), '  (fixed body, no database: the transport alone)');
      console.log(
        `    ratio REST/raw: throughput ${(rate(restStats) / rate(rawStats)).toFixed(2)}×, node CPU per request ${(
          rawStats.cpuMicros / restStats.cpuMicros
        ).toFixed(2)}× (raw/REST)`,
      );
      // Serial costs add up: if REST were raw + the bare transport and nothing else, it would reach this.
      const additive = 1 / (1 / rate(rawStats) + 1 / rate(floorStats));
      console.log(
        `    ceiling raw ⊕ HTTP: ${additive.toFixed(0)} req/s = ${(additive / rate(rawStats)).toFixed(2)}× raw; REST reaches ${(
          rate(restStats) / additive
        ).toFixed(2)}× of it`,
      );
    }
    await cache.stop();
  } finally {
    await stack.stop();
  }
}

for (const engine of engines) await benchEngine(engine);
// Stopped stacks can leave worker threads (e.g. the auth hashing pool) that would keep the process alive.
process.exit(0);
