/**
 * Workflow intake throughput and delivery (docs/intake.md), on PGlite and on PostgreSQL, the stack in
 * its own process as in production:
 *   throughput  10,000 leads in batches of 500 through POST /api/intake/lead-generation/leads (an intake
 *               key) against service-role REST inserts of the same rows (supabase-js), in the same run,
 *               alternating the two (ROUNDS rounds each); goal: intake ≥ 0.8× REST's rows per second;
 *   delivery    single-lead POSTs while Sara's dashboard subscription (supabase-js postgres_changes on
 *               leads) is open: time from the POST's start to the event; goal: p95 ≤ 200 ms.
 * A benchmark, not a test: it prints figures, and checks the row counts so a fast wrong answer cannot
 * pass for a result. Numbers vary with the machine's load.
 *
 *   pnpm --filter @portal/backend exec tsx bench/intake.ts   (BENCH_ENGINES=pglite,postgres BENCH_ROUNDS=2)
 */
import { performance } from 'node:perf_hooks';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { Engine } from '../src/db/port.ts';
import { subscribed } from '../src/realtime/testing.ts';
import { startStackProcess } from '../test/storage-kit.ts';
import { benchEngines } from './engines.ts';

const SARA = 'c1000000-0000-4000-8000-000000000001';
const ROWS = 10_000;
const BATCH = 500;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const DELIVERIES = Number(process.env.BENCH_DELIVERIES ?? 60);
const THROUGHPUT_GOAL = 0.8;
const DELIVERY_GOAL_MS = 200;
const engines = benchEngines();

const SOURCES = ['website', 'whatsapp', 'linkedin', 'google_maps', 'instagram', 'referral'];
const STATUSES = ['new', 'contacted', 'qualified', 'proposal', 'won', 'lost'];

/** The leads a lead finder would send: realistic fields, a unique external_id per lead. */
function leads(tag: string): Record<string, unknown>[] {
  return Array.from({ length: ROWS }, (_, i) => ({
    external_id: `${tag}-${i}`,
    full_name: `Lead ${tag} ${i}`,
    company: `Company ${i % 700}`,
    email: `lead${i}@example.qa`,
    phone: `+974 5${String(i).padStart(3, '0')} ${String(i * 7)
      .slice(-4)
      .padStart(4, '0')}`,
    source: SOURCES[i % SOURCES.length],
    status: STATUSES[i % STATUSES.length],
    score: i % 101,
    estimated_value_qar: (i % 50) * 1000,
    notes: 'Found by the lead finder on Google Maps; wants a demo next week.',
  }));
}

function connect(url: string, key: string): SupabaseClient {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
}

function percentile(sorted: number[], p: number): number {
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i] as number;
}

async function run(engine: Engine) {
  const stack = await startStackProcess(engine, { RATE_LIMITS: 'off' });
  try {
    const service = connect(stack.url, stack.serviceRoleKey);
    const admin = connect(stack.url, stack.anonKey);
    const signedIn = await admin.auth.signInWithPassword({ email: 'admin@demo.qa', password: 'Admin#2026' });
    if (signedIn.error) throw signedIn.error;
    const created = await fetch(`${stack.url}/api/intake/keys`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${signedIn.data.session?.access_token}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({
        user_id: SARA,
        workflow_slug: 'lead-generation',
        label: 'bench',
        rate_limit_per_minute: 100_000,
      }),
    });
    if (created.status !== 201) throw new Error(`creating the key answered ${created.status}`);
    const { key } = (await created.json()) as { key: string };

    const viaRest = async (rows: Record<string, unknown>[]) => {
      for (let i = 0; i < rows.length; i += BATCH) {
        const batch = rows
          .slice(i, i + BATCH)
          .map((r) => ({ ...r, user_id: SARA, workflow_slug: 'lead-generation' }));
        const { error } = await service.from('leads').insert(batch);
        if (error) throw new Error(`REST insert failed: ${error.message}`);
      }
    };
    const viaIntake = async (rows: Record<string, unknown>[]) => {
      for (let i = 0; i < rows.length; i += BATCH) {
        const res = await fetch(`${stack.url}/api/intake/lead-generation/leads`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
          body: JSON.stringify(rows.slice(i, i + BATCH)),
        });
        const body = (await res.json()) as { inserted: number; rejected: unknown[] };
        if (
          res.status !== 200 ||
          body.inserted !== Math.min(BATCH, rows.length - i) ||
          body.rejected.length
        ) {
          throw new Error(`intake answered ${res.status}: ${JSON.stringify(body).slice(0, 300)}`);
        }
      }
    };
    const count = async (prefix: string) => {
      const { count: n, error } = await service
        .from('leads')
        .select('id', { count: 'exact', head: true })
        .like('external_id', `${prefix}-%`);
      if (error) throw error;
      return n ?? 0;
    };

    // Warm both paths (plans, connections) before timing.
    await viaRest(leads('warm-rest').slice(0, BATCH));
    await viaIntake(leads('warm-intake').slice(0, BATCH));

    const rest: number[] = [];
    const intake: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      for (const [label, write, into] of [
        ['rest', viaRest, rest],
        ['intake', viaIntake, intake],
      ] as const) {
        const tag = `${label}${round}`;
        const rows = leads(tag);
        const started = performance.now();
        await write(rows);
        const ms = performance.now() - started;
        if ((await count(tag)) !== ROWS) throw new Error(`${tag}: not every row arrived`);
        into.push(ROWS / (ms / 1000));
      }
    }
    const best = (xs: number[]) => Math.max(...xs);
    const ratio = best(intake) / best(rest);
    console.log(
      `[intake ${engine}] ${ROWS.toLocaleString('en')} leads in batches of ${BATCH}, ${ROUNDS} rounds: ` +
        `REST ${rest.map((x) => x.toFixed(0)).join(', ')} rows/s, intake ${intake.map((x) => x.toFixed(0)).join(', ')} rows/s; ` +
        `best intake / best REST = ${ratio.toFixed(2)}× (goal ≥ ${THROUGHPUT_GOAL}×)`,
    );

    // Delivery: Sara's dashboard is open; one lead a POST, the next after its event arrived.
    const sara = connect(stack.url, stack.anonKey);
    const saraIn = await sara.auth.signInWithPassword({ email: 'sara@demo.qa', password: 'Client#2026' });
    if (saraIn.error) throw saraIn.error;
    let waiting: { name: string; resolve: (at: number) => void } | undefined;
    const channel = sara
      .channel('bench-intake')
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'leads' }, (payload) => {
        const at = performance.now();
        if (waiting && (payload.new as { full_name?: string }).full_name === waiting.name)
          waiting.resolve(at);
      });
    await subscribed(channel);
    const latencies: number[] = [];
    for (let i = 0; i < DELIVERIES; i++) {
      const name = `Live lead ${engine} ${i}`;
      const arrived = new Promise<number>((resolve, reject) => {
        waiting = { name, resolve };
        setTimeout(() => reject(new Error(`no realtime event for ${name} within 10 s`)), 10_000).unref();
      });
      const started = performance.now();
      const res = await fetch(`${stack.url}/api/intake/lead-generation/leads`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ full_name: name, source: 'website' }),
      });
      if (res.status !== 200) throw new Error(`intake answered ${res.status}`);
      latencies.push((await arrived) - started);
    }
    await sara.removeAllChannels();
    latencies.sort((a, b) => a - b);
    console.log(
      `[intake ${engine}] POST → dashboard realtime event, ${DELIVERIES} leads: p50 ${percentile(latencies, 50).toFixed(0)} ms, ` +
        `p95 ${percentile(latencies, 95).toFixed(0)} ms, max ${latencies.at(-1)?.toFixed(0)} ms (goal p95 ≤ ${DELIVERY_GOAL_MS} ms)`,
    );
  } finally {
    await stack.stop();
  }
}

for (const engine of engines) await run(engine);
