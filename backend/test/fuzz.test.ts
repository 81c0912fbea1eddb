/**
 * Hostile and malformed input, generated: thousands of HTTP requests (paths, methods, headers, bodies,
 * the select / filter / order grammar, rpc arguments) and websocket sessions of junk realtime frames,
 * on both engines. The stack must answer every one with a client error or a success: no 5xx, no hang,
 * no connection dropped without an answer, and it must still serve a normal request afterwards.
 *
 * The generator is seeded (FUZZ_SEED, default fixed) so a failure reproduces; FUZZ_CASES sets the count.
 */
import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { nestsDeeperThan } from '../src/http/json.ts';
import { signedInClient } from '../src/realtime/testing.ts';
import { startTestStack, type TestStack, testEngines } from './harness.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const CASES = Number(process.env.FUZZ_CASES ?? 2500);
const SOCKET_SESSIONS = 40;
const HANG_MS = 5000;
const INTAKE_KEY = `pik_${'f'.repeat(43)}`;

/** mulberry32: small, fast, good enough to pick fuzz cases reproducibly. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)] as T;
  return { next, int, pick, chance: (p: number) => next() < p };
}
type Rng = ReturnType<typeof random>;

const TABLES = [
  'profiles',
  'workflows',
  'client_workflows',
  'workflow_runs',
  'leads',
  'orders',
  'notifications',
  'workflow_access_requests',
  'workflow_request_messages',
  'chat_sessions',
  'audit_log',
  'analytics_events',
  'nope',
];
const RPCS = [
  'is_admin',
  'owns_workflow',
  'subscribe_newsletter',
  'announce_system_update',
  'purchase_workflows',
  'admin_clients',
  'nope',
];
const AUTH_PATHS = [
  'signup',
  'token?grant_type=password',
  'token?grant_type=refresh_token',
  'token?grant_type=pkce',
  'token?grant_type=bogus',
  'otp',
  'verify',
  'recover',
  'resend',
  'logout',
  'logout?scope=global',
  'user',
  'settings',
  'factors',
  'factors/abc/challenge',
  'factors/abc/verify',
  'authorize?provider=google',
  'admin/users',
  'reauthenticate',
];
const API_PATHS = [
  'analytics',
  'health',
  'workflows/runs',
  'workflows/runs/%ZZ',
  'workflows/runs/00000000-0000-0000-0000-000000000000',
  'workflows/lead-generation/runs',
  'workflows/%E0%A4%A/runs',
  'workflows/runs?page=-1&pageSize=99999',
  // The workflow intake (docs/intake.md): keys, records, schema.
  'intake/keys',
  'intake/keys?user_id=%ZZ&workflow_slug=x',
  'intake/keys/00000000-0000-0000-0000-000000000000',
  'intake/keys/%ZZ',
  'intake/lead-generation/leads',
  'intake/lead-generation/leads',
  'intake/lead-generation/runs',
  'intake/lead-generation/campaigns',
  'intake/lead-generation/schema',
  'intake/lead-generation/invoices',
  'intake/no-such-workflow/leads',
  'intake/%E0%A4%A/leads',
];
const STORAGE_PATHS = [
  'bucket',
  'bucket/knowledge-base',
  'bucket/avatars/empty',
  'bucket/%ZZ',
  'object/knowledge-base/a/b.txt',
  'object/avatars/x.png',
  'object/authenticated/knowledge-base/a.txt',
  'object/public/avatars/a/b.png',
  'object/public/knowledge-base/a.txt',
  'object/info/knowledge-base/a.txt',
  'object/info/public/avatars/a.png',
  'object/list/knowledge-base',
  'object/list/%E0%A4%A',
  'object/move',
  'object/copy',
  'object/sign/knowledge-base',
  'object/sign/knowledge-base/a.txt',
  'object/sign/knowledge-base/a.txt?token=e30.e30.',
  'object/upload/sign/knowledge-base/a.txt',
  'object/upload/sign/knowledge-base/a.txt?token=garbage',
  'object/knowledge-base',
  'object/knowledge-base//x',
  'object/knowledge-base/%2e%2e/%2e%2e/x',
  'object/knowledge-base/a%00b',
  'object',
];
const JUNK = [
  '',
  '%',
  '%ZZ',
  '%E0%A4%A',
  '%00',
  '\u0000',
  "'",
  '"',
  '(',
  ')',
  ',',
  '..',
  '->',
  '->>',
  '::',
  '!',
  '*',
  'é',
  '\u202e',
  '😀',
  ' ',
  'a'.repeat(3000),
  '\\',
  '{}',
  '[]',
];
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'PROPFIND', 'FOO'];
const OPERATORS = [
  'eq',
  'neq',
  'gt',
  'lt',
  'like',
  'ilike',
  'in',
  'is',
  'cs',
  'cd',
  'fts',
  'not.eq',
  'or',
  'and',
];

function junk(r: Rng): string {
  return r.pick(JUNK);
}

function arrowChain(r: Rng): string {
  return Array.from({ length: r.chance(0.1) ? r.int(30, 400) : r.int(1, 4) }, () => `->${r.int(0, 3)}`).join(
    '',
  );
}

/** A select list: columns, casts, arrows, aggregates, embeds, sometimes absurdly long or deep. */
function select(r: Rng, depth = 0): string {
  // `*` stands for every column of its table: a few hundred of them reach Postgres's column limit.
  if (depth === 0 && r.chance(0.04)) return Array.from({ length: r.int(20, 400) }, () => '*').join(',');
  const n = depth === 0 && r.chance(0.05) ? r.int(900, 2000) : r.int(1, depth === 0 ? 5 : 2);
  const items = Array.from({ length: n }, () => {
    const roll = r.next();
    if (roll < 0.4) return r.pick(['id', '*', 'user_id', 'status', 'created_at', 'x']);
    if (roll < 0.55) return `data${arrowChain(r)}`;
    if (roll < 0.65) return `id::${r.pick(['text', 'int', 'bogus', ''])}`;
    if (roll < 0.75) return `${r.pick(['count()', 'id.sum()', 'id.avg()', 'status.max()'])}`;
    if (roll < 0.9 && depth < 20 && n < 10)
      return `${r.pick(TABLES)}${r.chance(0.3) ? '!inner' : ''}(${select(r, depth + 1)})`;
    return junk(r);
  });
  return items.join(',');
}

function filterValue(r: Rng): string {
  const op = r.pick(OPERATORS);
  if (op === 'or' || op === 'and') {
    if (r.chance(0.25)) return logicGroups(r);
    return `(${r.pick(['id', 'status'])}.eq.${junk(r)},x.is.null)`;
  }
  if (op === 'in') return `in.(${junk(r)},${r.int(0, 9)})`;
  return `${op}.${r.chance(0.5) ? junk(r) : String(r.int(-5, 5))}`;
}

/** `(and(id.eq.1,or(…)),…)`: up to hundreds of groups, some nested past the grammar's depth cap. */
function logicGroups(r: Rng): string {
  const nest = (d: number): string =>
    d === 0 ? `status.eq.${r.int(0, 9)}` : `${r.pick(['and', 'or', 'not.and'])}(id.eq.${d},${nest(d - 1)})`;
  const groups = Array.from({ length: r.int(1, 350) }, () =>
    nest(r.chance(0.1) ? r.int(20, 40) : r.int(0, 2)),
  );
  return `(${groups.join(',')})`;
}

function query(r: Rng): string {
  const params = new URLSearchParams();
  const n = r.int(0, 5);
  for (let i = 0; i < n; i++) {
    const roll = r.next();
    if (roll < 0.3) params.append('select', select(r));
    else if (roll < 0.55)
      params.append(r.pick(['id', 'status', 'user_id', `data${arrowChain(r)}`, 'or', 'and']), filterValue(r));
    else if (roll < 0.7)
      params.append(
        'order',
        `${r.pick(['id', 'created_at', `data${arrowChain(r)}`, junk(r)])}.${r.pick(['asc', 'desc', 'nullsfirst', 'x'])}`,
      );
    else if (roll < 0.8)
      params.append(r.pick(['limit', 'offset']), r.pick(['10', '-1', 'abc', '99999999999999999999', '0']));
    else if (roll < 0.9) params.append(r.pick(['on_conflict', 'columns']), junk(r));
    else params.append(junk(r), junk(r));
  }
  const text = params.toString();
  // URLSearchParams encodes everything; sometimes send raw, malformed characters instead.
  return text && r.chance(0.2) ? `${text}&${r.pick(['%', '%ZZ', '%00', '&&', '=='])}` : text;
}

/** A JSON-ish body: valid, nested, huge, NUL-bearing, or not JSON at all. */
function body(r: Rng): string | undefined {
  const roll = r.next();
  if (roll < 0.15) return undefined;
  if (roll < 0.25) return r.pick(['{', 'null', '[]', '"x"', '1e999', 'not json', '\u0000']);
  if (roll < 0.32) {
    // Past the server's depth cap, and past where Postgres's jsonb input fails (~5,000 levels).
    const depth = r.int(50, 8000);
    if (r.chance(0.5)) return `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
    return `{"${r.pick(['data', 'input', 'slugs', 'p_title'])}":${'['.repeat(depth)}1${']'.repeat(depth)}}`;
  }
  if (roll < 0.38)
    return JSON.stringify({ data: { s: 'x\u0000y' }, email: 'a\u0000@b.qa', input: { k: '\u0000' } });
  if (roll < 0.42) return JSON.stringify({ data: { blob: 'x'.repeat(r.int(20_000, 900_000)) } });
  const value: Record<string, unknown> = {};
  for (let i = r.int(0, 6); i > 0; i--) {
    value[
      r.pick([
        'email',
        'password',
        'data',
        'type',
        'timestamp',
        'input',
        'id',
        'status',
        'role',
        'user_id',
        junk(r),
      ])
    ] = r.pick<unknown>([
      junk(r),
      r.int(-9, 9),
      null,
      true,
      [junk(r)],
      { nested: junk(r) },
      'sara@demo.qa',
      'Client#2026',
    ]);
  }
  return JSON.stringify(r.chance(0.15) ? [value, value] : value);
}

interface Case {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

function generate(r: Rng, keys: { anon: string; service: string; user: string; intake?: string }): Case {
  const area = r.pick([
    'rest',
    'rest',
    'rest',
    'rpc',
    'auth',
    'auth',
    'api',
    'api',
    'storage',
    'storage',
    'other',
  ]);
  let path: string;
  if (area === 'rest') path = `/rest/v1/${r.pick(TABLES)}`;
  else if (area === 'rpc') path = `/rest/v1/rpc/${r.pick(RPCS)}`;
  else if (area === 'auth') path = `/auth/v1/${r.pick(AUTH_PATHS)}`;
  else if (area === 'api') path = `/api/${r.pick(API_PATHS)}`;
  else if (area === 'storage') path = `/storage/v1/${r.pick(STORAGE_PATHS)}`;
  else
    path = r.pick([
      '/',
      '/realtime/v1/websocket',
      '/mailbox/',
      '/rest/v1/',
      `/${junk(r)}`,
      '//rest/v1//x',
      '/rest/v1/rpc/',
    ]);
  if (r.chance(0.1)) path += `/${encodeURIComponent(junk(r))}`;
  const q = area === 'rest' || area === 'rpc' ? query(r) : r.chance(0.2) ? `x=${junk(r)}` : '';
  if (q) path += (path.includes('?') ? '&' : '?') + q;

  const headers: Record<string, string> = {};
  const key = r.pick([keys.anon, keys.anon, keys.service, 'not-a-key', '']);
  if (key) headers.apikey = key;
  const bearer = r.pick([
    keys.user,
    keys.user,
    keys.anon,
    'garbage',
    `${keys.user.slice(0, -3)}abc`,
    'e30.e30.',
    '',
  ]);
  if (bearer) headers.Authorization = `Bearer ${bearer}`;
  // Intake paths mostly with a real intake key, so the records themselves get fuzzed.
  if (keys.intake && path.startsWith('/api/intake/') && r.chance(0.6)) {
    headers.Authorization = `Bearer ${keys.intake}`;
  }
  if (r.chance(0.7)) {
    headers['Content-Type'] = r.pick([
      'application/json',
      'application/json',
      'text/plain',
      'application/x-www-form-urlencoded',
      'text/csv',
      'application/vnd.pgrst.object+json',
      'multipart/form-data; boundary=x',
      junk(r),
    ]);
  }
  if (r.chance(0.3))
    headers.Prefer = r.pick([
      'return=representation',
      'count=exact',
      'resolution=merge-duplicates',
      'tx=rollback',
      'missing=default',
      junk(r),
    ]);
  if (r.chance(0.15)) {
    headers.Range = r.pick(['0-9', '5-1', 'x', '-', '0-99999999999', 'bytes=0-4', 'bytes=-1', 'bytes=9-2']);
  }
  if (r.chance(0.1)) headers['x-upsert'] = r.pick(['true', 'false', junk(r)]);
  if (r.chance(0.05)) headers['If-None-Match'] = r.pick(['*', '"x"', junk(r)]);
  if (r.chance(0.15))
    headers.Accept = r.pick([
      'application/vnd.pgrst.object+json',
      'text/csv',
      'application/geo+json',
      junk(r),
    ]);
  if (r.chance(0.1)) headers['Accept-Profile'] = r.pick(['public', 'auth', 'nope']);
  for (const [name, value] of Object.entries(headers)) {
    // A header value with control characters cannot even be sent by a client; skip those.
    if ([...value].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) > 0x7e)) delete headers[name];
  }
  const method = r.pick(METHODS);
  return { method, path, headers, body: method === 'GET' || method === 'HEAD' ? undefined : body(r) };
}

interface Outcome {
  status?: number;
  failure?: string;
}

/** One raw request with node:http (fetch refuses some methods and headers a hostile client can send). */
function send(base: URL, c: Case): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: base.hostname,
        port: base.port,
        method: c.method,
        // Only what a request line can carry is sent raw (malformed `%` escapes included).
        path: c.path.replace(/[^!-~]/gu, (ch) => encodeURIComponent(ch)),
        headers: c.headers,
        agent: false,
      },
      (res) => {
        res.on('data', () => {});
        res.on('end', () => resolve({ status: res.statusCode }));
        res.on('error', (e) => resolve({ status: res.statusCode, failure: `response: ${e.message}` }));
      },
    );
    req.setTimeout(HANG_MS, () => {
      req.destroy();
      resolve({ failure: `no answer within ${HANG_MS} ms` });
    });
    req.on('error', (e) => resolve({ failure: `connection: ${e.message}` }));
    if (c.body !== undefined) req.end(c.body);
    else req.end();
  });
}

/** A websocket session of junk and half-valid Phoenix frames; resolves with what went wrong, if anything. */
function socketSession(url: string, anonKey: string, r: Rng): Promise<string | undefined> {
  return new Promise((resolve) => {
    const ws = new WebSocket(
      `${url.replace(/^http/, 'ws')}/realtime/v1/websocket?apikey=${anonKey}&vsn=1.0.0`,
    );
    const timer = setTimeout(() => {
      ws.terminate();
      resolve('realtime session hung');
    }, HANG_MS * 2);
    ws.on('error', (e) => {
      clearTimeout(timer);
      resolve(`realtime: ${e.message}`);
    });
    ws.on('open', () => {
      for (let i = r.int(1, 12); i > 0; i--) {
        const frame = r.pick<unknown>([
          junk(r),
          '{',
          '[]',
          { topic: 'phoenix', event: 'heartbeat', payload: {}, ref: String(i) },
          {
            topic: `realtime:${junk(r)}`,
            event: 'phx_join',
            payload: r.pick([
              null,
              {},
              { config: junk(r) },
              {
                config: {
                  postgres_changes: [
                    { event: '*', schema: 'public', table: r.pick(TABLES), filter: `id=eq.${junk(r)}` },
                  ],
                },
                access_token: junk(r),
              },
            ]),
            ref: String(i),
          },
          {
            topic: 'realtime:x',
            event: r.pick(['access_token', 'broadcast', 'presence', 'phx_leave', junk(r)]),
            payload: junk(r),
            ref: null,
          },
          [null, String(i), 'realtime:y', 'phx_join', {}],
        ]);
        ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
      }
      // A heartbeat must still be answered after the junk: the session survived.
      ws.send(JSON.stringify({ topic: 'phoenix', event: 'heartbeat', payload: {}, ref: 'alive' }));
    });
    ws.on('message', (data) => {
      if (String(data).includes('"ref":"alive"')) {
        clearTimeout(timer);
        ws.close();
        resolve(undefined);
      }
    });
    ws.on('close', (code) => {
      clearTimeout(timer);
      // The server may close a session it finds abusive, but it must say so with a close frame.
      resolve(code === 1006 ? 'realtime connection dropped without a close frame' : undefined);
    });
  });
}

describe.each(testEngines())('fuzzing the stack (%s)', (engine) => {
  let stack: TestStack;
  let userToken: string;

  beforeAll(async () => {
    stack = await startTestStack({ engine, env: { RATE_LIMITS: 'off' } });
    const { session } = await signedInClient(stack.url, stack.anonKey, 'sara@demo.qa', 'Client#2026');
    userToken = session.access_token;
    // A real intake key of Sara's lead-generation (its secret known: only its hash is stored).
    const { rows } = await stack.db.query<{ id: string }>(
      `insert into public.intake_keys (user_id, workflow_slug, label, prefix, rate_limit_per_minute)
       values ('c1000000-0000-4000-8000-000000000001', 'lead-generation', 'fuzz', 'pik_fuzz0000', 100000)
       returning id`,
    );
    await stack.db.query(
      `insert into private.intake_key_secrets (key_id, secret_sha256) values ($1, encode(sha256(convert_to($2::text, 'UTF8')), 'hex'))`,
      [rows[0]?.id, INTAKE_KEY],
    );
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it(`answers ${CASES} generated requests without a 5xx, a hang or a dropped connection`, async () => {
    const r = random(SEED);
    const base = new URL(stack.url);
    const keys = { anon: stack.anonKey, service: stack.serviceRoleKey, user: userToken, intake: INTAKE_KEY };
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    const shapes = { deepJson: 0, manyStars: 0, manyFilterGroups: 0 };
    for (let i = 0; i < CASES; i++) {
      const c = generate(r, keys);
      if (c.body !== undefined && nestsDeeperThan(c.body, 1000)) shapes.deepJson++;
      if (c.path.includes('*%2C*%2C*%2C*')) shapes.manyStars++;
      if ((c.path.match(/%28/g) ?? []).length > 100) shapes.manyFilterGroups++;
      const outcome = await send(base, c);
      if (outcome.status) statuses.set(outcome.status, (statuses.get(outcome.status) ?? 0) + 1);
      if (outcome.failure || (outcome.status ?? 0) >= 500) {
        const preview = c.body === undefined ? '' : ` body ${JSON.stringify(c.body.slice(0, 120))}`;
        failures.push(
          `#${i} ${c.method} ${c.path.slice(0, 200)}${preview} → ${outcome.failure ?? outcome.status}`,
        );
      }
    }
    const serverErrors = [...statuses].filter(([status]) => status >= 500).reduce((n, [, k]) => n + k, 0);
    console.log(
      `[fuzz ${engine}] ${CASES} hostile requests, ${serverErrors} answered 5xx, seed ${SEED}, statuses ${JSON.stringify(Object.fromEntries(statuses))}, among them ${JSON.stringify(shapes)}`,
    );
    expect(failures).toEqual([]);
    // Still healthy afterwards.
    const health = await fetch(`${stack.url}/api/health`);
    expect(health.status).toBe(200);
  });

  it('answers each input a past attack turned into a 500 with a 4xx', async () => {
    // A fresh session: the generated requests may well have signed Sara out (logout is among them).
    userToken = (await signedInClient(stack.url, stack.anonKey, 'sara@demo.qa', 'Client#2026')).session
      .access_token;
    const base = new URL(stack.url);
    const user = { apikey: stack.anonKey, Authorization: `Bearer ${userToken}` };
    const json = { ...user, 'Content-Type': 'application/json' };
    const deep = (n: number) => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`;
    const arrows = (n: number) => Array.from({ length: n }, () => '->0').join('');
    const deepArray = (n: number) => `${'['.repeat(n)}1${']'.repeat(n)}`;
    const anonJson = { apikey: stack.anonKey, 'Content-Type': 'application/json' };
    const groups = (n: number) => Array.from({ length: n }, (_, i) => `and(id.eq.${i})`).join(',');
    const cases: [Case, number][] = [
      // Deep JSON, anonymous (~5,000 levels made Postgres's jsonb input fail: 500).
      [{ method: 'POST', path: '/rest/v1/analytics_events', headers: anonJson, body: deep(5000) }, 400],
      [
        {
          method: 'POST',
          path: '/rest/v1/rpc/purchase_workflows',
          headers: json,
          body: `{"slugs":${deepArray(5000)}}`,
        },
        400,
      ],
      [
        {
          method: 'POST',
          path: '/api/workflows/lead-generation/runs',
          headers: json,
          body: `{"input":${deep(5000)}}`,
        },
        400,
      ],
      [
        {
          method: 'POST',
          path: '/api/analytics',
          headers: anonJson,
          body: `{"type":"x","data":${deep(5000)},"timestamp":1}`,
        },
        400,
      ],
      [
        {
          method: 'POST',
          path: '/auth/v1/token?grant_type=password',
          headers: anonJson,
          body: `{"email":"sara@demo.qa","password":"x","gotrue_meta_security":${deep(5000)}}`,
        },
        400,
      ],
      // PostgreSQL's program limits: 54011 (too many columns), 54000 (arrays deeper than 6).
      [
        {
          method: 'GET',
          path: `/rest/v1/orders?select=${Array.from({ length: 200 }, () => '*').join(',')}`,
          headers: user,
        },
        400,
      ],
      [
        {
          method: 'POST',
          path: '/rest/v1/rpc/purchase_workflows',
          headers: json,
          body: `{"slugs":${'['.repeat(7)}"lead-generation"${']'.repeat(7)}}`,
        },
        400,
      ],
      // Filters with hundreds of groups (thousands failed inside PGlite: 'bad buffer ID').
      [{ method: 'GET', path: `/rest/v1/orders?select=id&or=(${groups(800)})`, headers: user }, 400],
      [{ method: 'GET', path: '/api/workflows/runs/%ZZ', headers: {} }, 400],
      [{ method: 'POST', path: '/api/workflows/%E0%A4%A/runs', headers: json, body: '{}' }, 400],
      [
        {
          method: 'POST',
          path: '/api/analytics',
          headers: json,
          body: '{"type":"x","data":{"s":"\\u0000"},"timestamp":1}',
        },
        400,
      ],
      [
        {
          method: 'POST',
          path: '/api/workflows/lead-generation/runs',
          headers: json,
          body: '{"input":{"s":"\\u0000"}}',
        },
        400,
      ],
      [{ method: 'POST', path: '/api/analytics', headers: json, body: 'x'.repeat(5 * 1024 * 1024) }, 413],
      [{ method: 'GET', path: '/api/workflows/runs', headers: { apikey: stack.anonKey } }, 401],
      [{ method: 'PUT', path: '/auth/v1/user', headers: json, body: `{"data":${deep(3000)}}` }, 400],
      [
        {
          method: 'POST',
          path: '/auth/v1/signup',
          headers: json,
          body: `{"email":"deep@demo.qa","password":"Abcdef#123","data":${deep(3000)}}`,
        },
        400,
      ],
      [
        {
          method: 'PUT',
          path: '/auth/v1/user',
          headers: json,
          body: JSON.stringify({ data: { blob: 'x'.repeat(900_000) } }),
        },
        400,
      ],
      [{ method: 'GET', path: `/rest/v1/orders?select=items${arrows(300)}`, headers: user }, 400],
      [{ method: 'GET', path: `/rest/v1/orders?select=id&items${arrows(300)}=eq.1`, headers: user }, 400],
      [{ method: 'GET', path: `/rest/v1/orders?order=items${arrows(1000)}`, headers: user }, 400],
      [
        {
          method: 'GET',
          path: `/rest/v1/orders?select=${Array.from({ length: 1700 }, () => 'id').join(',')}`,
          headers: user,
        },
        400,
      ],
    ];
    const wrong: string[] = [];
    let serverErrors = 0;
    for (const [c, expected] of cases) {
      const outcome = await send(base, c);
      if ((outcome.status ?? 0) >= 500) serverErrors++;
      if (outcome.status !== expected)
        wrong.push(
          `${c.method} ${c.path.slice(0, 80)} → ${outcome.status ?? outcome.failure} (expected ${expected})`,
        );
    }
    console.log(`[fuzz ${engine}] ${cases.length} past attacks replayed, ${serverErrors} answered 5xx`);
    expect(wrong).toEqual([]);
  });

  it('answers CONNECT with 405 instead of closing the connection', async () => {
    const base = new URL(stack.url);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(base.port), base.hostname, () => {
        socket.write(`CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n`);
      });
      let text = '';
      socket.on('data', (chunk) => {
        text += chunk.toString('latin1');
      });
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 405 Method Not Allowed');
  });

  it(`survives ${SOCKET_SESSIONS} realtime sessions of junk frames`, async () => {
    const r = random(SEED + 1);
    const failures: string[] = [];
    for (let i = 0; i < SOCKET_SESSIONS; i++) {
      const failure = await socketSession(stack.url, stack.anonKey, r);
      if (failure) failures.push(`session ${i}: ${failure}`);
    }
    expect(failures).toEqual([]);
  });
});
