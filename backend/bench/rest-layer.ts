/**
 * The REST layer's own CPU per request, with neither HTTP nor a database in the way: the /rest/v1
 * service handles requests in a loop, its statement answered at once with a fixed row. A benchmark, not a
 * test: it prints figures. Unlike bench/rest.ts, whose figures swing ±15 % with the machine, this one is
 * steady enough to notice a regression in the layer itself (identity, parsing, planning, reply).
 *
 *   pnpm --filter @portal/backend exec tsx bench/rest-layer.ts     (BENCH_REQUESTS=100000)
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { SignJWT } from 'jose';
import type { Database, Tx } from '../src/db/port.ts';
import { createMailbox } from '../src/mail/mailbox.ts';
import { createRestService } from '../src/rest/index.ts';
import { startTestStack } from '../test/harness.ts';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100_000);
const ROUNDS = 3;
const PREFIX = '/rest/v1';

/** Just what the REST service touches of a ServerResponse. */
class CapturedResponse {
  headersSent = false;
  status = 0;
  body = '';
  private readonly headers = new Map<string, string>();
  hasHeader(name: string) {
    return this.headers.has(name.toLowerCase());
  }
  setHeader(name: string, value: string) {
    this.headers.set(name.toLowerCase(), value);
  }
  writeHead(status: number, headers: Record<string, string>) {
    this.status = status;
    for (const [name, value] of Object.entries(headers)) this.setHeader(name, value);
  }
  end(body?: string) {
    this.body = body ?? '';
    this.headersSent = true;
  }
}

const stack = await startTestStack({ engine: 'pglite' });
try {
  // The schema cache reads the real catalogue; only the request transactions are short-circuited.
  await stack.db.exec(`create table public.bench_items (
    id bigint generated always as identity primary key,
    owner uuid not null default auth.uid(),
    title text not null,
    created_at timestamptz not null default now()
  )`);
  const answer = { body: '[{"id":1,"owner":"x","title":"Item 1"}]', n: 1 };
  const instantTx: Tx = { query: async () => ({ rows: [answer as never] }), exec: async () => {} };
  const db: Database = { ...stack.db, withIdentity: (_who, fn) => fn(instantTx) };
  const rest = createRestService({ config: stack.config, db, mailbox: createMailbox(stack.db) });

  const now = Math.floor(Date.now() / 1000);
  const token = await new SignJWT({
    sub: randomUUID(),
    role: 'authenticated',
    aud: 'authenticated',
    iat: now,
    exp: now + 3600,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(new TextEncoder().encode(stack.jwtSecret));
  const headers = {
    host: '127.0.0.1',
    apikey: stack.anonKey,
    authorization: `Bearer ${token}`,
    accept: '*/*',
    'accept-profile': 'public',
    'x-client-info': 'supabase-js/2 bench',
  };

  const request = async (path: string) => {
    const url = new URL(`http://127.0.0.1${PREFIX}${path}`);
    const res = new CapturedResponse();
    const req = { method: 'GET', url: `${PREFIX}${path}`, headers } as unknown as IncomingMessage;
    await rest.handle(req, res as unknown as ServerResponse, url, url.pathname.slice(PREFIX.length));
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${res.body}`);
  };
  const shapes = [
    { name: 'select by id', path: (i: number) => `/bench_items?select=*&id=eq.${(i % 200) + 1}` },
    { name: '20-row page', path: () => '/bench_items?select=*&order=created_at.desc&limit=20' },
  ];
  console.log(`\nREST layer alone (no HTTP, no database), ${REQUESTS} requests × ${ROUNDS} rounds`);
  for (const shape of shapes) {
    for (let i = 0; i < REQUESTS / 5; i++) await request(shape.path(i)); // warm-up: JIT and plan cache
    const perRequest: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const cpu = process.cpuUsage();
      for (let i = 0; i < REQUESTS; i++) await request(shape.path(i));
      const used = process.cpuUsage(cpu);
      perRequest.push((used.user + used.system) / REQUESTS);
    }
    const best = Math.min(...perRequest);
    console.log(
      `  ${shape.name.padEnd(13)} ${perRequest.map((m) => m.toFixed(1)).join(' / ')} µs CPU per request (best ${best.toFixed(1)} µs = ${Math.round(1e6 / best)} requests/s on one core)`,
    );
  }
  await rest.close();
} finally {
  await stack.stop();
}
process.exit(0);
