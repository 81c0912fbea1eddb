/**
 * Sign-in throughput of /auth/v1 (POST /token?grant_type=password, as supabase-js sends it) on PGlite and
 * on PostgreSQL: sequential and with 8 requests in flight. A benchmark, not a test: it prints figures.
 *
 *   pnpm --filter @portal/backend exec tsx bench/auth.ts        (BENCH_ENGINES=pglite,postgres)
 *
 * bcrypt at cost 10 dominates a sign-in; it runs in a worker pool (one worker per core), so concurrency
 * can use every core while the database work stays short. The in-process bcrypt figure below is the floor.
 */
import os from 'node:os';
import bcrypt from 'bcryptjs';
import type { Engine } from '../src/db/port.ts';
import { startTestStack, type TestStack } from '../test/harness.ts';

const SEQUENTIAL = Number(process.env.BENCH_SIGNINS ?? 40);
const CONCURRENT = SEQUENTIAL * 2;
const IN_FLIGHT = 8;
const engines = (process.env.BENCH_ENGINES ?? 'pglite,postgres')
  .split(',')
  .map((s) => s.trim())
  .filter((e): e is Engine => e === 'pglite' || e === 'postgres');

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

async function signIn(stack: TestStack, email: string, password: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${stack.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: {
      apikey: stack.anonKey,
      authorization: `Bearer ${stack.anonKey}`,
      'content-type': 'application/json;charset=UTF-8',
      'x-supabase-api-version': '2024-01-01',
    },
    body: JSON.stringify({ email, password, gotrue_meta_security: {} }),
  });
  const body = (await res.json()) as { access_token?: string };
  if (res.status !== 200 || !body.access_token) throw new Error(`sign-in answered ${res.status}`);
  return performance.now() - started;
}

async function run(stack: TestStack, count: number, inFlight: number) {
  const accounts = [
    ['sara@demo.qa', 'Client#2026'],
    ['omar@demo.qa', 'Client#2026'],
    ['admin@demo.qa', 'Admin#2026'],
  ] as const;
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (next < count) {
        const [email, password] = accounts[next++ % accounts.length] as (typeof accounts)[number];
        latencies.push(await signIn(stack, email, password));
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    perSecond: count / seconds,
    meanMs: latencies.reduce((a, b) => a + b, 0) / latencies.length,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
  };
}

function bcryptFloorMs(): number {
  const hash = bcrypt.hashSync('Client#2026', 10);
  const rounds = 10;
  const started = performance.now();
  for (let i = 0; i < rounds; i++) bcrypt.compareSync('Client#2026', hash);
  return (performance.now() - started) / rounds;
}

const fmt = (n: number) => n.toFixed(1).padStart(7);
const floor = bcryptFloorMs();
console.log(`auth sign-in benchmark — ${os.availableParallelism()} cores, bcrypt cost 10`);
console.log(
  `bcrypt compare in one thread: ${floor.toFixed(1)} ms (ceiling ${(1000 / floor).toFixed(1)} sign-ins/s per core)\n`,
);
console.log('engine    mode            sign-ins/s   mean ms    p50 ms    p95 ms   mean / bcrypt');

for (const engine of engines) {
  // Rate limits off: this measures the work of a sign-in, not the limiter.
  const stack = await startTestStack({ engine, env: { RATE_LIMITS: 'off' } });
  try {
    await run(stack, 6, 2); // warm-up: JIT, connections, worker start
    const sequential = await run(stack, SEQUENTIAL, 1);
    const concurrent = await run(stack, CONCURRENT, IN_FLIGHT);
    for (const [mode, r] of [
      ['sequential', sequential],
      [`concurrency ${IN_FLIGHT}`, concurrent],
    ] as const) {
      console.log(
        `${engine.padEnd(9)} ${mode.padEnd(15)} ${fmt(r.perSecond)}    ${fmt(r.meanMs)}   ${fmt(r.p50)}   ${fmt(r.p95)}   ${(r.meanMs / floor).toFixed(2).padStart(8)}×`,
      );
    }
    console.log(
      `${engine.padEnd(9)} speed-up with ${IN_FLIGHT} in flight: ${(concurrent.perSecond / sequential.perSecond).toFixed(2)}×`,
    );
  } finally {
    await stack.stop();
  }
}
process.exit(0);
