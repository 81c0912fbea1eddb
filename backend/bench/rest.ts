/**
 * REST read throughput and latency of /rest/v1 as an authenticated client, on PGlite and on PostgreSQL,
 * each next to the raw engine running the very same transaction in-process (withIdentity: role + claims
 * set_config, then the statement the REST layer generates). A benchmark, not a test: it prints figures.
 *
 *   pnpm --filter @portal/backend exec tsx bench/rest.ts     (BENCH_ENGINES=pglite,postgres BENCH_SECONDS=6)
 *
 * Two request shapes: a select by primary key, and a 20-row page of the caller's own rows (RLS filters
 * 10 000 rows of 10 owners down to 1 000; the page is the newest 20). The HTTP load comes from a separate
 * node process (keep-alive connections) so the client's CPU is not billed to the server's event loop; the
 * raw figure runs in the server's process with the same concurrency.
 *
 * Two more lines split REST's distance from raw in two: "raw + HTTP" serves the raw transaction from a bare
 * node:http server (what any HTTP front costs on these cores, with no REST code at all), and "HTTP" answers
 * a fixed body without a database (the transport when nothing else competes for the CPU). CPU is shown per
 * request for the server process, the load client and the whole machine: on two cores, the load client
 * and the kernel's loopback work compete with the server and with PostgreSQL.
 */

import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT } from 'jose';
import type { Database, Engine, RequestIdentity } from '../src/db/port.ts';
import type { RequestContext } from '../src/rest/context.ts';
import { prepareRead } from '../src/rest/handlers/read.ts';
import { SchemaCache } from '../src/rest/schema/cache.ts';
import { startTestStack, type TestStack } from '../test/harness.ts';
import { benchEngines } from './engines.ts';

/** Measured seconds per round; raw and REST alternate for ROUNDS rounds so load drift hits both alike. */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 2);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const WARMUP_MS = 500;
const PREFIX = '/rest/v1';
const OWNERS = 10;
const ROWS_PER_OWNER = 1000;
/** Enough requests in flight that the server never idles waiting for the client (PG pool: 10). */
const CONCURRENCY: Record<Engine, number> = { pglite: 8, postgres: 8 };
const engines = benchEngines();

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

/** CPU per request in µs: this (server) process, the load client, and the whole machine (/proc/stat). */
interface Cost {
  server: number;
  client: number;
  machine: number;
}

interface Stats {
  requests: number;
  seconds: number;
  p50: number;
  p95: number;
  cost: Cost;
}

interface Run {
  latencies: number[];
  seconds: number;
  cost: Cost;
}

function summarise(latencies: number[], seconds: number, cost: Cost): Stats & Run {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN;
  return { requests: sorted.length, seconds, p50: at(0.5), p95: at(0.95), latencies, cost };
}

function merge(runs: Run[]): Stats {
  const mean = (key: keyof Cost) => runs.reduce((sum, r) => sum + r.cost[key], 0) / runs.length;
  return summarise(
    runs.flatMap((r) => r.latencies),
    runs.reduce((sum, r) => sum + r.seconds, 0),
    { server: mean('server'), client: mean('client'), machine: mean('machine') },
  );
}

/** Busy CPU time of the whole machine so far, µs (every core, every process, the kernel included). */
function machineBusyMicros(): number {
  const fields =
    readFileSync('/proc/stat', 'utf8').split('\n')[0]?.trim().split(/\s+/).slice(1).map(Number) ?? [];
  const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
  const total = fields.reduce((a, b) => a + b, 0);
  return ((total - idle) * 1e6) / 100; // USER_HZ
}

/** Starts CPU meters; the returned function gives the cost per request of what ran since. */
function meterCpu(): (requests: number, clientMicros?: number) => Cost {
  const server = process.cpuUsage();
  const machine = machineBusyMicros();
  return (requests, clientMicros = 0) => {
    const used = process.cpuUsage(server);
    return {
      server: (used.user + used.system) / requests,
      client: clientMicros / requests,
      machine: (machineBusyMicros() - machine) / requests,
    };
  };
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
  const cpu = process.cpuUsage();
  process.stdout.write(JSON.stringify({ latencies, seconds: durationMs / 1000, total, cpuMicros: cpu.user + cpu.system }));
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
    const meter = meterCpu();
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
      if (code !== 0) return reject(new Error(`load client failed: ${err}`));
      const m = JSON.parse(out) as { latencies: number[]; seconds: number; total: number; cpuMicros: number };
      resolve(summarise(m.latencies, m.seconds, meter(m.total, m.cpuMicros)));
    });
  });
}

/** The load client against a throwaway node:http server that answers with `answer(path)`. */
async function loadAgainst(
  answer: (path: string) => string | Promise<string>,
  headers: Record<string, string>,
  paths: string[],
  concurrency: number,
) {
  const server = http.createServer(async (req, res) => {
    const body = await answer(req.url ?? '');
    res.writeHead(200, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': Buffer.byteLength(body),
    });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    return await httpLoad(`http://127.0.0.1:${port}${PREFIX}`, headers, paths, concurrency);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

type Statement = { sql: string; params: (string | null)[] };

/** What the raw lines run: withIdentity (role + claims) around the statement REST generated. */
async function rawTransaction(db: Database, identity: RequestIdentity, s: Statement): Promise<string> {
  const row = await db.withIdentity(
    identity,
    async (tx) => (await tx.query<{ body: string }>(s.sql, s.params)).rows[0],
    { readOnly: true },
  );
  if (!row) throw new Error('raw statement returned nothing');
  return row.body;
}

/** The same transactions in-process: withIdentity + the statement REST generated, no HTTP, no parsing. */
async function rawLoad(
  db: Database,
  identity: RequestIdentity,
  statements: Statement[],
  concurrency: number,
): Promise<Stats & Run> {
  // Deadlines by clock, not timers: PGlite answers through microtasks only, so timers would never fire.
  const latencies: number[] = [];
  const startedAt = performance.now() + WARMUP_MS;
  const endAt = startedAt + SECONDS * 1000;
  let i = 0;
  let total = 0;
  const meter = meterCpu();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (;;) {
        const s = statements[i++ % statements.length] as (typeof statements)[number];
        const t = performance.now();
        if (t >= endAt) return;
        await rawTransaction(db, identity, s);
        total++;
        const done = performance.now();
        if (t >= startedAt && done <= endAt) latencies.push(done - t);
      }
    }),
  );
  return summarise(latencies, SECONDS, meter(total));
}

/** The SQL and parameters /rest/v1 generates for `path`, from the REST layer's own planner. */
function restStatement(cache: SchemaCache, path: string): Statement {
  const url = new URL(`http://bench${PREFIX}${path}`);
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
      const viaRest = await (await fetch(`${stack.url}${PREFIX}${shape.paths[0]}`, { headers })).text();
      const viaRaw = await rawTransaction(db, identity, statements[0] as Statement);
      if (viaRest !== viaRaw) throw new Error(`${shape.name}: REST and raw bodies differ`);

      const byUrl = new Map(shape.paths.map((p, i) => [`${PREFIX}${p}`, statements[i] as Statement]));
      const rawOverHttp = (url: string) => {
        const statement = byUrl.get(url);
        if (!statement) throw new Error(`no statement for ${url}`);
        return rawTransaction(db, identity, statement);
      };
      const variants = {
        raw: () => rawLoad(db, identity, statements, concurrency),
        rawHttp: () => loadAgainst(rawOverHttp, headers, shape.paths, concurrency),
        rest: () => httpLoad(`${stack.url}${PREFIX}`, headers, shape.paths, concurrency),
        http: () => loadAgainst(() => viaRest, headers, shape.paths, concurrency),
      };
      type Variant = keyof typeof variants;
      const runs: Record<Variant, Run[]> = { raw: [], rawHttp: [], rest: [], http: [] };
      const order = Object.keys(variants) as Variant[];
      for (let round = 0; round < ROUNDS; round++) {
        // Forward, then backward: drift in the machine's speed hits every variant alike.
        for (const v of round % 2 === 0 ? order : [...order].reverse()) runs[v].push(await variants[v]());
      }
      const [raw, rawHttp, rest, bare] = order.map((v) => merge(runs[v])) as [Stats, Stats, Stats, Stats];
      const rate = (s: Stats) => s.requests / s.seconds;
      const line = (label: string, s: Stats, note = '') =>
        `    ${label.padEnd(12)} ${rate(s).toFixed(0).padStart(6)} req/s   p50 ${s.p50.toFixed(2)} ms   p95 ${s.p95.toFixed(2)} ms   CPU µs/req: server ${s.cost.server.toFixed(0)}, load client ${s.cost.client.toFixed(0)}, machine ${s.cost.machine.toFixed(0)}${note}`;
      const ratio = (a: Stats, b: Stats) => (rate(a) / rate(b)).toFixed(2);
      console.log(`  ${shape.name}`);
      console.log(line('REST', rest));
      console.log(line('raw', raw, '   (in process, no HTTP)'));
      console.log(line('raw + HTTP', rawHttp, '   (the raw transaction behind a bare node:http server)'));
      console.log(line('HTTP', bare, '   (fixed body, no database: the transport alone)'));
      console.log(
        `    REST/raw ${ratio(rest, raw)}×  =  transport (raw + HTTP)/raw ${ratio(rawHttp, raw)}×  ·  REST layer REST/(raw + HTTP) ${ratio(rest, rawHttp)}×`,
      );
      // Rounds of equal length, so completed requests compare directly; the spread shows the machine's noise.
      const perRound = runs.rest.map((r, i) =>
        (r.latencies.length / (runs.raw[i]?.latencies.length ?? 0)).toFixed(2),
      );
      console.log(`    REST/raw round by round: ${perRound.join(' ')}`);
    }
    await cache.stop();
  } finally {
    await stack.stop();
  }
}

for (const engine of engines) await benchEngine(engine);
// Stopped stacks can leave worker threads (e.g. the auth hashing pool) that would keep the process alive.
process.exit(0);
