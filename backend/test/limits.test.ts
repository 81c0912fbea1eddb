/**
 * The stack's limits, each answered as a client error in the shape of the API that was called, never a
 * 500: JSON nested too deeply or too large (REST, rpc, /api, auth), PostgreSQL's program limits
 * reached through REST (class 54), the filter grammar's size, concurrent creation of one address,
 * the analytics endpoint's rate limit, and the client address behind a reverse proxy (TRUSTED_PROXIES)
 * that keeps the demo doors closed. Also: the OpenAPI root lists the functions the caller may execute.
 */
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { loadConfig } from '../src/config.ts';
import { MAX_JSON_DEPTH } from '../src/http/json.ts';
import { signedInClient } from '../src/realtime/testing.ts';
import { startTestStack, type TestStack, testEngines } from './harness.ts';

const deepObject = (n: number) => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`;
const deepArray = (n: number) => `${'['.repeat(n)}1${']'.repeat(n)}`;

describe.each(testEngines())('limits on %s', (engine) => {
  let stack: TestStack;
  let userToken: string;
  let anon: Record<string, string>;
  let user: Record<string, string>;
  let service: Record<string, string>;

  const post = (path: string, headers: Record<string, string>, body: string) =>
    fetch(`${stack.url}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body,
    });

  beforeAll(async () => {
    // Rate limits are tested on the proxy stacks below; here eight invitations at once must meet the race.
    stack = await startTestStack({ engine, env: { RATE_LIMITS: 'off' } });
    const { session } = await signedInClient(stack.url, stack.anonKey, 'sara@demo.qa', 'Client#2026');
    userToken = session.access_token;
    anon = { apikey: stack.anonKey };
    user = { apikey: stack.anonKey, Authorization: `Bearer ${userToken}` };
    service = { apikey: stack.serviceRoleKey, Authorization: `Bearer ${stack.serviceRoleKey}` };
  });
  afterAll(async () => {
    await stack?.stop();
  });

  describe('JSON bodies', () => {
    it('refuses JSON nested deeper than the cap with 400, in PostgREST shape, for anyone', async () => {
      const body = `{"type":"x","data":${deepObject(5000)},"occurred_at":"2026-11-29T00:00:00Z"}`;
      const res = await post('/rest/v1/analytics_events', anon, body);
      expect(res.status).toBe(400);
      const error = (await res.json()) as Record<string, unknown>;
      expect(error).toMatchObject({ code: 'PGRST102', details: null, hint: null });
      expect(error.message).toBe(`The JSON nests deeper than ${MAX_JSON_DEPTH} levels`);

      const rpc = await post('/rest/v1/rpc/purchase_workflows', user, `{"slugs":${deepArray(5000)}}`);
      expect(rpc.status).toBe(400);
      expect(((await rpc.json()) as Record<string, unknown>).code).toBe('PGRST102');
    });

    it('still takes JSON nested as deep as the cap allows', async () => {
      const res = await post(
        '/rest/v1/analytics_events',
        anon,
        JSON.stringify({ type: 'deep', data: JSON.parse(deepObject(MAX_JSON_DEPTH - 2)) }),
      );
      expect(res.status).toBe(201);
    });

    it('refuses deep and oversized bodies of /api with its {code, message}', async () => {
      const run = await post('/api/workflows/lead-generation/runs', user, `{"input":${deepObject(5000)}}`);
      expect(run.status).toBe(400);
      expect((await run.json()) as Record<string, unknown>).toEqual({
        code: 'invalid_json',
        message: `The JSON nests deeper than ${MAX_JSON_DEPTH} levels`,
      });
      const event = await post('/api/analytics', {}, `{"type":"x","data":${deepObject(5000)},"timestamp":1}`);
      expect(event.status).toBe(400);
      expect(((await event.json()) as Record<string, unknown>).code).toBe('invalid_json');
      const big = await post(
        '/api/analytics',
        {},
        JSON.stringify({ type: 'x', data: { s: 'x'.repeat(40_000) }, timestamp: Date.now() }),
      );
      expect(big.status).toBe(413);
      expect(((await big.json()) as Record<string, unknown>).code).toBe('payload_too_large');
    });

    it('refuses deep and oversized auth bodies in GoTrue shape', async () => {
      const deep = await post(
        '/auth/v1/token?grant_type=password',
        anon,
        `{"email":"sara@demo.qa","password":"x","x":${deepArray(5000)}}`,
      );
      expect(deep.status).toBe(400);
      const error = (await deep.json()) as Record<string, unknown>;
      expect(error.error_code).toBe('bad_json');
      expect(error.msg).toContain(`nests deeper than ${MAX_JSON_DEPTH} levels`);
      const big = await post(
        '/auth/v1/signup',
        anon,
        JSON.stringify({ email: 'a@b.qa', x: 'y'.repeat(2_000_000) }),
      );
      expect(big.status).toBe(413);
      expect(((await big.json()) as Record<string, unknown>).error_code).toBe('request_too_large');
    });
  });

  describe('program limits and the query grammar', () => {
    it('counts every column a * stands for in the column cap', async () => {
      const stars = Array.from({ length: 200 }, () => '*').join(',');
      const res = await fetch(`${stack.url}/rest/v1/workflows?select=${stars}`, { headers: anon });
      expect(res.status).toBe(400);
      const error = (await res.json()) as Record<string, unknown>;
      expect(error.code).toBe('PGRST100');
      expect(error.details).toContain('a * counts as every column');
      const few = await fetch(`${stack.url}/rest/v1/workflows?select=*,*&limit=1`, { headers: anon });
      expect(few.status).toBe(200);
    });

    it('answers a PostgreSQL program limit (class 54) with 400 and its SQLSTATE', async () => {
      // Arrays nest at most 6 dimensions in PostgreSQL: 54000.
      const nested = `{"slugs":${'['.repeat(7)}"lead-generation"${']'.repeat(7)}}`;
      const res = await post('/rest/v1/rpc/purchase_workflows', user, nested);
      expect(res.status).toBe(400);
      const error = (await res.json()) as Record<string, unknown>;
      expect(error.code).toMatch(/^54/);
      expect(error.hint).toBeTruthy();
    });

    it('refuses filters with more conditions and groups than the grammar allows, in PostgREST shape', async () => {
      const groups = Array.from({ length: 600 }, (_, i) => `slug.eq.s${i}`).join(',');
      const or = await fetch(`${stack.url}/rest/v1/workflows?select=slug&or=(${groups})`, { headers: anon });
      expect(or.status).toBe(400);
      expect((await or.json()) as Record<string, unknown>).toMatchObject({ code: 'PGRST100', hint: null });

      // supabase-js `.match({...})` sends one parameter per column: they count together with the groups.
      const nestedGroups = Array.from({ length: 100 }, () => 'and(slug.gt.a,or(slug.lt.b,slug.eq.x))').join(
        ',',
      );
      const params = Array.from({ length: 150 }, (_, i) => `slug=neq.s${i}`).join('&');
      const both = await fetch(`${stack.url}/rest/v1/workflows?select=slug&${params}&or=(${nestedGroups})`, {
        headers: anon,
      });
      expect(both.status).toBe(400);
      expect(((await both.json()) as Record<string, unknown>).details).toContain('more than 500 conditions');

      const fine = Array.from({ length: 100 }, (_, i) => `and(slug.eq.s${i},slug.neq.x)`).join(',');
      const ok = await fetch(`${stack.url}/rest/v1/workflows?select=slug&or=(${fine})`, { headers: anon });
      expect(ok.status).toBe(200);
    });
  });

  it('answers concurrent creation of one address with one success and 422 email_exists, never a 500', async () => {
    const create = (email: string) => ({ email, password: 'Strong#2026', email_confirm: true });
    const created = `race-create-${Date.now()}@demo.qa`;
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => post('/auth/v1/admin/users', service, JSON.stringify(create(created)))),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 422, 422, 422, 422, 422, 422, 422]);
    for (const a of answers.filter((x) => x.status === 422)) {
      expect(((await a.json()) as Record<string, unknown>).error_code).toBe('email_exists');
    }

    // An invitation to an address invited a moment ago is sent again (GoTrue), so the others meet the
    // per-address email cooldown (429) or the unique index (422): one user, and no 500.
    const invited = `race-invite-${Date.now()}@demo.qa`;
    const invites = await Promise.all(
      Array.from({ length: 8 }, () => post('/auth/v1/invite', service, JSON.stringify({ email: invited }))),
    );
    const codes = await Promise.all(
      invites.map(async (a) =>
        a.status === 200 ? 'ok' : `${a.status} ${((await a.json()) as Record<string, unknown>).error_code}`,
      ),
    );
    expect(codes.filter((c) => c === 'ok')).toHaveLength(1);
    expect(
      codes.filter((c) => c !== 'ok' && c !== '422 email_exists' && c !== '429 over_email_send_rate_limit'),
    ).toEqual([]);
    const users = await stack.db.query('select id from auth.users where email = $1', [invited]);
    expect(users.rows).toHaveLength(1);
  });

  describe('the OpenAPI description', () => {
    const rpcPaths = async (headers: Record<string, string>) => {
      const doc = (await (await fetch(`${stack.url}/rest/v1/`, { headers })).json()) as { paths: object };
      return Object.keys(doc.paths).filter((p) => p.startsWith('/rpc/'));
    };

    it("lists the functions the caller's role may execute, as PostgREST does", async () => {
      const forAnon = await rpcPaths(anon);
      expect(forAnon).toContain('/rpc/subscribe_newsletter');
      expect(forAnon).not.toContain('/rpc/admin_clients');
      const forUser = await rpcPaths(user);
      expect(forUser).toEqual(expect.arrayContaining(['/rpc/admin_clients', '/rpc/purchase_workflows']));
      const forService = await rpcPaths(service);
      expect(forService).toEqual(expect.arrayContaining(forUser));
      expect(forService).not.toContain('/rpc/handle_new_user'); // a trigger function: not callable

      // biome-ignore lint/suspicious/noExplicitAny: a Swagger document, read field by field
      const doc: any = await (await fetch(`${stack.url}/rest/v1/`, { headers: user })).json();
      const purchase = doc.paths['/rpc/purchase_workflows'];
      expect(purchase.post.parameters[0].schema).toMatchObject({ required: ['slugs'] });
      expect(purchase.get).toBeUndefined(); // volatile: POST only
      expect(doc.paths['/rpc/is_admin'].get).toBeDefined();
    });

    it('lists nothing anon may not call through supabase-js either', async () => {
      const client = createClient(stack.url, stack.anonKey, {
        auth: { persistSession: false },
        realtime: { transport: WebSocket as never },
      });
      const { error } = await client.rpc('admin_clients');
      expect(error?.code).toBe('42501');
    });
  });
});

describe.each(testEngines())('the client address behind a reverse proxy on %s', (engine) => {
  let direct: TestStack;
  let proxied: TestStack;

  beforeAll(async () => {
    direct = await startTestStack({ engine });
    proxied = await startTestStack({ engine, env: { TRUSTED_PROXIES: '127.0.0.1, ::1' } });
  });
  afterAll(async () => {
    await Promise.all([direct?.stop(), proxied?.stop()]);
  });

  const mailbox = (stack: TestStack, headers: Record<string, string> = {}) =>
    fetch(`${stack.url}/mailbox/api/messages`, { headers }).then((r) => r.status);
  const standIn = (stack: TestStack, headers: Record<string, string> = {}) =>
    fetch(`${stack.url}/auth/v1/standin/google?state=x`, { headers }).then(async (r) => ({
      status: r.status,
      text: await r.text(),
    }));

  it('keeps the demo doors closed when forwarded headers arrive without TRUSTED_PROXIES', async () => {
    expect(await mailbox(direct)).toBe(200);
    const forwarded: Record<string, string>[] = [
      { 'X-Forwarded-For': '127.0.0.1' },
      { 'X-Forwarded-For': '203.0.113.9' },
      { 'X-Real-IP': '127.0.0.1' },
      { Forwarded: 'for=127.0.0.1' },
    ];
    for (const headers of forwarded) {
      expect(await mailbox(direct, headers)).toBe(404);
      const page = await standIn(direct, headers);
      expect(page.status).toBe(400);
      expect(page.text).toContain('provider is not enabled');
    }
    expect((await standIn(direct)).text).not.toContain('provider is not enabled');
  });

  it('takes the client address from a trusted proxy: a remote client stays outside the doors', async () => {
    expect(await mailbox(proxied, { 'X-Forwarded-For': '203.0.113.9' })).toBe(404);
    expect(await mailbox(proxied, { 'X-Forwarded-For': '203.0.113.9, 127.0.0.1' })).toBe(404);
    expect(await mailbox(proxied, { 'X-Forwarded-For': '127.0.0.1' })).toBe(200);
    expect((await standIn(proxied, { 'X-Forwarded-For': '198.51.100.4' })).text).toContain(
      'provider is not enabled',
    );
  });

  it('rate-limits /api/analytics per client address (429, Retry-After): the forwarded one behind a trusted proxy, the peer without', async () => {
    const send = (stack: TestStack, from: string) =>
      fetch(`${stack.url}/api/analytics`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': from },
        body: JSON.stringify({ type: 'page_view', data: {}, timestamp: Date.now() }),
      });
    const statuses: number[] = [];
    for (let i = 0; i < 120; i++) statuses.push((await send(proxied, '198.51.100.1')).status);
    expect(statuses.filter((s) => s !== 202)).toEqual([]);
    const limited = await send(proxied, '198.51.100.1');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect((await limited.json()) as Record<string, unknown>).toMatchObject({ code: 'rate_limited' });
    expect((await send(proxied, '198.51.100.2')).status).toBe(202);
    // Without the setting the header is anyone's to write: the peer is what counts.
    for (let i = 0; i < 120; i++) await send(direct, `198.51.100.${i}`);
    expect((await send(direct, '198.51.100.251')).status).toBe(429);
  });

  it('refuses a malformed TRUSTED_PROXIES at start', () => {
    expect(() => loadConfig({ TRUSTED_PROXIES: '10.0.0.0/33', JWT_SECRET: 'x'.repeat(32) })).toThrow(
      /TRUSTED_PROXIES/,
    );
    expect(
      loadConfig({ TRUSTED_PROXIES: '10.0.0.0/8, ::1', JWT_SECRET: 'x'.repeat(32) }).trustedProxies,
    ).toEqual(['10.0.0.0/8', '::1']);
  });
});
