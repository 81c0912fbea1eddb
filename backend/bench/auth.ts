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
import { startTestStack, type TestStack } from '../test/harness.ts';
import { benchEngines } from './engines.ts';

const SEQUENTIAL = Number(process.env.BENCH_SIGNINS ?? 40);
const CONCURRENT = SEQUENTIAL * 2;
const IN_FLIGHT = 8;
const engines = benchEngines();

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

/**
 * Accounts created through POST /admin/users, so their hashes are GoTrue's cost 10. (The seeded demo
 * accounts come from pgcrypto's gen_salt('bf'), cost 6, and sign in several times faster.)
 */
async function createAccounts(stack: TestStack): Promise<Array<readonly [string, string]>> {
  const accounts = [1, 2, 3].map((i) => [`bench${i}@example.qa`, 'Bench#2026'] as const);
  for (const [email, password] of accounts) {
    const res = await fetch(`${stack.url}/auth/v1/admin/users`, {
      method: 'POST',
      headers: {
        apikey: stack.serviceRoleKey,
        authorization: `Bearer ${stack.serviceRoleKey}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ email, password, email_confirm: true }),
    });
    if (res.status !== 200) throw new Error(`admin createUser answered ${res.status}`);
  }
  return accounts;
}

async function run(
  stack: TestStack,
  accounts: Array<readonly [string, string]>,
  count: number,
  inFlight: number,
) {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (next < count) {
        const [email, password] = accounts[next++ % accounts.length] as readonly [string, string];
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

/** Median of single bcrypt compares in this thread (the median resists a noisy shared machine). */
function bcryptFloorMs(): number {
  const hash = bcrypt.hashSync('Bench#2026', 10);
  const times: number[] = [];
  for (let i = 0; i < 9; i++) {
    const started = performance.now();
    bcrypt.compareSync('Bench#2026', hash);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[4] as number;
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
    const accounts = await createAccounts(stack);
    await run(stack, accounts, 6, 2); // warm-up: JIT, connections, worker start
    const sequential = await run(stack, accounts, SEQUENTIAL, 1);
    const concurrent = await run(stack, accounts, CONCURRENT, IN_FLIGHT);
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
