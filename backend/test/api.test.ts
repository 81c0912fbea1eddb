/**
 * The product API (/api) on both engines, called the way the portal calls it (fetch with the
 * supabase-js session token): analytics, workflow test runs with the sandbox and with a local webhook
 * receiver (answering, failing, hanging), run history, health. Status changes are followed through
 * realtime with the real supabase-js client.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Inbox, signedInClient, subscribed } from '../src/realtime/testing.ts';
import { type ApiProcess, startApiOnlyProcess } from './api-only-harness.ts';
import { startTestStack, type TestStack, testEngines } from './harness.ts';

// biome-ignore lint/suspicious/noExplicitAny: API answers are untyped JSON in these assertions.
type Json = any;

interface Account {
  client: SupabaseClient;
  token: string;
  id: string;
}

/** A local stand-in for an n8n webhook: records requests and answers as each test tells it to. */
async function webhookReceiver() {
  const received: { path: string; body: Json; headers: http.IncomingHttpHeaders }[] = [];
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null');
      received.push({ path: req.url ?? '', body, headers: req.headers });
      if (req.url === '/ok') {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ ok: true, leads: 3, echo: body.input }));
      } else if (req.url === '/broken') {
        res.writeHead(500, { 'Content-Type': 'text/plain' });
        res.end('n8n workflow crashed');
      } else {
        hanging.add(res); // never answers: the executor's timeout must end the run
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    received,
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A valid input of the WhatsApp sales test-run form (contract/src/catalogue/inputs.ts). */
const WHATSAPP_SALE = { customer_name: 'Fatima Al-Thani', phone: '+974 5555 1234' };

/**
 * Each engine with /api served by the stack itself, and on PostgreSQL once more with /api served by the
 * API-only process (backend/src/api-only) beside the stack, which then stands in for a hosted project.
 */
const TARGETS = testEngines().flatMap((engine) => [
  { engine, apiOnly: false, label: engine },
  ...(engine === 'postgres' ? [{ engine, apiOnly: true, label: `${engine}, API-only process` }] : []),
]);

describe.each(TARGETS)('product API ($label)', ({ engine, apiOnly }) => {
  let stack: TestStack;
  let apiProcess: ApiProcess | undefined;
  /** Where /api is served: the stack, or the API-only process beside it. */
  let apiBase: string;
  let admin: Account;
  let sara: Account;
  let omar: Account;
  let hook: Awaited<ReturnType<typeof webhookReceiver>>;

  const signIn = async (email: string, password: string): Promise<Account> => {
    const { client, session, user } = await signedInClient(stack.url, stack.anonKey, email, password);
    return { client, token: session.access_token, id: user.id };
  };

  /** fetch as the portal does: apikey always, the user's token when signed in. */
  async function api(
    path: string,
    {
      method,
      token,
      body,
      raw,
      headers = {},
    }: {
      method?: string;
      token?: string | null;
      body?: unknown;
      raw?: string;
      headers?: Record<string, string>;
    } = {},
  ) {
    const h: Record<string, string> = { apikey: stack.anonKey, ...headers };
    if (token !== null) h.Authorization = `Bearer ${token ?? stack.anonKey}`;
    if (token === null) delete h.apikey;
    if (body !== undefined || raw !== undefined) h['Content-Type'] ??= 'application/json';
    const res = await fetch(`${apiBase}/api${path}`, {
      method: method ?? (body === undefined && raw === undefined ? 'GET' : 'POST'),
      headers: h,
      body: raw ?? (body === undefined ? undefined : JSON.stringify(body)),
    });
    const text = await res.text();
    return { status: res.status, headers: res.headers, body: text ? (JSON.parse(text) as Json) : null };
  }

  /** Waits until the run has finished (polling the API: this is waiting, not a timed assertion). */
  async function finished(id: string, token: string): Promise<Json> {
    for (;;) {
      const { body } = await api(`/workflows/runs/${id}`, { token });
      if (body.status === 'succeeded' || body.status === 'failed') return body;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  async function configureWebhook(slug: string, url: string | null, timeoutMs = 5000) {
    const { error } = await admin.client
      .from('workflow_execution_settings')
      .upsert({ workflow_slug: slug, execution_webhook_url: url, timeout_ms: timeoutMs, is_enabled: true });
    if (error) throw new Error(error.message);
  }

  beforeAll(async () => {
    stack = await startTestStack({ engine });
    apiProcess = apiOnly ? await startApiOnlyProcess(stack) : undefined;
    apiBase = apiProcess?.url ?? stack.url;
    admin = await signIn('admin@demo.qa', 'Admin#2026');
    sara = await signIn('sara@demo.qa', 'Client#2026');
    omar = await signIn('omar@demo.qa', 'Client#2026');
    hook = await webhookReceiver();
  });

  afterAll(async () => {
    for (const a of [admin, sara, omar]) await a?.client.removeAllChannels();
    await hook?.close();
    await apiProcess?.stop();
    await stack?.stop();
  });

  describe('POST /api/analytics', () => {
    it('stores events from visitors and signed-in users, written as the caller', async () => {
      const at = Date.now() - 1000;
      const visitor = await api('/analytics', {
        body: { type: 'page_load', data: { path: '/', ms: 812 }, timestamp: at },
      });
      expect(visitor).toMatchObject({ status: 202, body: { accepted: true } });
      const bare = await api('/analytics', {
        token: null,
        body: { type: 'web-vitals.lcp', data: { value: 1.9 }, timestamp: new Date(at).toISOString() },
      });
      expect(bare.status).toBe(202);
      const signedIn = await api('/analytics', {
        token: sara.token,
        body: { type: 'dashboard_view', data: { slug: 'lead-generation' }, timestamp: at },
      });
      expect(signedIn.status).toBe(202);

      const { rows } = await stack.db.query<{
        type: string;
        user_id: string | null;
        data: Json;
        occurred_at: Date;
      }>(
        `select type, user_id, data, occurred_at from public.analytics_events
         where type in ('page_load', 'web-vitals.lcp', 'dashboard_view') order by id`,
      );
      expect(rows.map((r) => [r.type, r.user_id])).toEqual([
        ['page_load', null],
        ['web-vitals.lcp', null],
        ['dashboard_view', sara.id],
      ]);
      expect(rows[0]?.data).toEqual({ path: '/', ms: 812 });
      expect(new Date(rows[0]?.occurred_at as Date).getTime()).toBe(at);
    });

    it('answers bad payloads with a clear 4xx and stores nothing', async () => {
      const { rows: before } = await stack.db.query<{ n: number }>(
        'select count(*)::int as n from public.analytics_events',
      );
      const now = Date.now();
      const cases: [
        string,
        { body?: unknown; raw?: string; token?: string; method?: string; headers?: Record<string, string> },
        number,
        string,
      ][] = [
        ['missing type', { body: { data: {}, timestamp: now } }, 400, 'validation_failed'],
        [
          'type with spaces',
          { body: { type: 'page load', data: {}, timestamp: now } },
          400,
          'validation_failed',
        ],
        [
          'data not an object',
          { body: { type: 'x', data: [1, 2], timestamp: now } },
          400,
          'validation_failed',
        ],
        [
          'unreadable timestamp',
          { body: { type: 'x', data: {}, timestamp: 'yesterday' } },
          400,
          'validation_failed',
        ],
        [
          'timestamp in the future',
          { body: { type: 'x', data: {}, timestamp: now + 7 * 86_400_000 } },
          400,
          'validation_failed',
        ],
        ['missing timestamp', { body: { type: 'x', data: {} } }, 400, 'validation_failed'],
        ['a JSON array', { body: [] }, 400, 'validation_failed'],
        ['invalid JSON', { raw: '{"type":' }, 400, 'invalid_json'],
        [
          'a form body',
          { raw: 'type=x', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } },
          415,
          'unsupported_media_type',
        ],
        [
          'too large',
          { body: { type: 'x', data: { blob: 'x'.repeat(40_000) }, timestamp: now } },
          413,
          'payload_too_large',
        ],
        [
          'data over 16 kB',
          { body: { type: 'x', data: { blob: 'x'.repeat(20_000) }, timestamp: now } },
          400,
          'validation_failed',
        ],
        [
          'a forged token',
          { body: { type: 'x', data: {}, timestamp: now }, token: `${sara.token.slice(0, -3)}abc` },
          401,
          'invalid_token',
        ],
        ['GET', { method: 'GET' }, 405, 'method_not_allowed'],
      ];
      for (const [label, request, status, code] of cases) {
        const res = await api('/analytics', { method: 'POST', ...request });
        expect([label, res.status, res.body?.code]).toEqual([label, status, code]);
        expect(typeof res.body.message, label).toBe('string');
      }
      const { rows: after } = await stack.db.query<{ n: number }>(
        'select count(*)::int as n from public.analytics_events',
      );
      expect(after[0]?.n).toBe(before[0]?.n);
    });
  });

  describe('workflow test runs', () => {
    it('runs an owned workflow in the sandbox; the client watches queued → running → succeeded live', async () => {
      const updates = new Inbox<Json>();
      await subscribed(
        sara.client
          .channel(`runs-${engine}`)
          .on(
            'postgres_changes',
            { event: 'UPDATE', schema: 'public', table: 'workflow_runs', filter: `user_id=eq.${sara.id}` },
            updates.push,
          ),
      );
      const started = await api('/workflows/lead-generation/runs', {
        method: 'POST',
        token: sara.token,
        body: { input: { region: 'Doha', limit: 20 } },
      });
      expect(started.status).toBe(202);
      const run = started.body;
      expect(run).toMatchObject({
        workflow_slug: 'lead-generation',
        user_id: sara.id,
        status: 'queued',
        executor: 'sandbox',
        input: { region: 'Doha', limit: 20 },
        output: null,
        error: null,
        started_at: null,
      });
      expect(started.headers.get('location')).toBe(`/api/workflows/runs/${run.id}`);

      const done = await updates.next((p) => p.new.id === run.id && p.new.status === 'succeeded');
      const statuses = updates.items.filter((p) => p.new.id === run.id).map((p) => p.new.status);
      expect(statuses[0]).toBe('running');
      expect(statuses.at(-1)).toBe('succeeded');
      expect(done.old.status).toBe('running');

      const { status, body } = await api(`/workflows/runs/${run.id}`, { token: sara.token });
      expect(status).toBe(200);
      expect(body).toMatchObject({ id: run.id, status: 'succeeded', executor: 'sandbox', error: null });
      expect(body.output).toMatchObject({ simulated: true, workflow: 'lead-generation' });
      // Made from the input (backend/src/api/runs/simulators.ts): leads of the region asked for, as many.
      expect(body.output.result).toMatchObject({ region: 'Doha', leadsFound: 20 });
      expect(body.output.result.leads.every((l: Json) => l.city === 'Doha')).toBe(true);
      expect(body.steps.map((s: Json) => s.name)).toEqual([
        'Queued',
        'Started',
        'Collect prospects',
        'Enrich company data',
        'Score leads',
        'Sync to CRM',
      ]);
      expect(body.steps.every((s: Json) => s.status === 'succeeded')).toBe(true);
      expect(body.duration_ms).toBeGreaterThanOrEqual(0);
      expect(Date.parse(body.finished_at)).toBeGreaterThanOrEqual(Date.parse(body.started_at));

      // Deterministic: the same workflow and input give the same result.
      const again = await api('/workflows/lead-generation/runs', {
        method: 'POST',
        token: sara.token,
        body: { input: { limit: 20, region: 'Doha' } },
      });
      expect((await finished(again.body.id, sara.token)).output).toEqual(body.output);
    });

    it('records a sandbox failure when asked to simulate one', async () => {
      const { body } = await api('/workflows/invoice-collection/runs', {
        method: 'POST',
        token: sara.token,
        body: { input: { client: 'Pearl Logistics', simulate: 'failure' } },
      });
      const run = await finished(body.id, sara.token);
      expect(run).toMatchObject({ status: 'failed', executor: 'sandbox', output: null });
      expect(run.error).toContain('Simulated failure');
      expect(run.steps.at(-1)).toMatchObject({ status: 'failed' });
    });

    it('refuses workflows the caller does not own (403), unknown ones (404), bad input (400), visitors (401); admins run any', async () => {
      const notOwned = await api('/workflows/social-media-content/runs', {
        method: 'POST',
        token: sara.token,
        body: {},
      });
      expect(notOwned).toMatchObject({ status: 403, body: { code: 'forbidden' } });
      const unknown = await api('/workflows/teleportation/runs', {
        method: 'POST',
        token: sara.token,
        body: {},
      });
      expect(unknown).toMatchObject({ status: 404, body: { code: 'workflow_not_found' } });
      const badInput = await api('/workflows/lead-generation/runs', {
        method: 'POST',
        token: sara.token,
        body: { input: 'go' },
      });
      expect(badInput).toMatchObject({ status: 400, body: { code: 'validation_failed' } });
      const extra = await api('/workflows/lead-generation/runs', {
        method: 'POST',
        token: sara.token,
        body: { inputs: {} },
      });
      expect(extra.status).toBe(400);
      const visitor = await api('/workflows/lead-generation/runs', { method: 'POST', body: {} });
      expect(visitor).toMatchObject({ status: 401, body: { code: 'unauthorized' } });

      const byAdmin = await api('/workflows/social-media-content/runs', {
        method: 'POST',
        token: admin.token,
        body: { input: { topic: 'National Day offers' } },
      });
      expect(byAdmin.status).toBe(202);
      const run = await finished(byAdmin.body.id, admin.token);
      expect(run).toMatchObject({
        status: 'succeeded',
        user_id: admin.id,
        workflow_slug: 'social-media-content',
      });
    });

    it('POSTs the input to the configured webhook and records its answer', async () => {
      await configureWebhook('odoo-sales', hook.url('/ok'));
      const { body } = await api('/workflows/odoo-sales/runs', {
        method: 'POST',
        token: sara.token,
        body: { input: { quotation: 'Q-1001' } },
      });
      expect(body.executor).toBe('webhook');
      const run = await finished(body.id, sara.token);
      expect(run).toMatchObject({
        status: 'succeeded',
        executor: 'webhook',
        error: null,
        output: { ok: true, leads: 3, echo: { quotation: 'Q-1001' } },
      });
      expect(run.steps.map((s: Json) => s.name)).toEqual(['Queued', 'Started', 'Call webhook']);
      expect(run.steps[2].message).toMatch(/^HTTP 200 in \d+ ms$/);
      const call = hook.received.find((r) => r.body.run_id === run.id);
      expect(call?.headers['content-type']).toBe('application/json');
      expect(call?.body).toMatchObject({
        run_id: run.id,
        workflow: 'odoo-sales',
        user_id: sara.id,
        input: { quotation: 'Q-1001' },
      });
    });

    it('fails the run with the reason when the webhook errors or does not answer in time', async () => {
      await configureWebhook('whatsapp-sales', hook.url('/broken'));
      const broken = await api('/workflows/whatsapp-sales/runs', {
        method: 'POST',
        token: sara.token,
        body: { input: WHATSAPP_SALE },
      });
      const failed = await finished(broken.body.id, sara.token);
      expect(failed).toMatchObject({
        status: 'failed',
        executor: 'webhook',
        output: { body: 'n8n workflow crashed' },
      });
      expect(failed.error).toBe('The webhook answered HTTP 500: n8n workflow crashed');

      await configureWebhook('automated-lead-generation', hook.url('/hang'), 1000);
      const slow = await api('/workflows/automated-lead-generation/runs', {
        method: 'POST',
        token: sara.token,
        body: { input: { industry: 'Hospitality' } },
      });
      const timedOut = await finished(slow.body.id, sara.token);
      expect(timedOut).toMatchObject({ status: 'failed', executor: 'webhook', output: null });
      expect(timedOut.error).toBe('The webhook did not answer within 1000 ms');
      expect(timedOut.steps.at(-1)).toMatchObject({ name: 'Call webhook', status: 'failed' });
      expect(hook.received.some((r) => r.body.run_id === timedOut.id)).toBe(true);

      // Without a webhook (or with it switched off) the sandbox runs again.
      await configureWebhook('whatsapp-sales', null);
      const sandboxed = await api('/workflows/whatsapp-sales/runs', {
        method: 'POST',
        token: sara.token,
        body: { input: WHATSAPP_SALE },
      });
      expect((await finished(sandboxed.body.id, sara.token)).executor).toBe('sandbox');
    });

    it("lists the caller's runs, paged and filtered; admins see everyone's; others' runs stay hidden", async () => {
      const mine = await api('/workflows/runs?workflow=lead-generation&status=succeeded&page=1&pageSize=2', {
        token: sara.token,
      });
      expect(mine.status).toBe(200);
      expect(mine.body).toMatchObject({ page: 1, pageSize: 2 });
      expect(mine.body.data).toHaveLength(2);
      expect(mine.body.total).toBeGreaterThanOrEqual(2);
      for (const run of mine.body.data) {
        expect(run).toMatchObject({
          user_id: sara.id,
          workflow_slug: 'lead-generation',
          status: 'succeeded',
        });
      }
      const [newer, older] = mine.body.data;
      expect(Date.parse(newer.created_at)).toBeGreaterThanOrEqual(Date.parse(older.created_at));

      const page2 = await api(`/workflows/runs?workflow=lead-generation&status=succeeded&page=2&pageSize=2`, {
        token: sara.token,
      });
      expect(page2.body.total).toBe(mine.body.total);
      expect(page2.body.data.map((r: Json) => r.id)).not.toContain(newer.id);
      const beyond = await api('/workflows/runs?page=100000&pageSize=100', { token: sara.token });
      expect(beyond.body.data).toEqual([]);
      expect(beyond.body.total).toBeGreaterThan(0);

      const omars = await api('/workflows/runs?pageSize=100', { token: omar.token });
      expect(omars.body.data.every((r: Json) => r.user_id === omar.id)).toBe(true);
      const hidden = await api(`/workflows/runs/${newer.id}`, { token: omar.token });
      expect(hidden).toMatchObject({ status: 404, body: { code: 'run_not_found' } });

      const everyone = await api('/workflows/runs?pageSize=100', { token: admin.token });
      const owners = new Set(everyone.body.data.map((r: Json) => r.user_id));
      expect(owners.has(sara.id) && owners.has(omar.id)).toBe(true);

      for (const bad of ['status=done', 'pageSize=500', 'page=0', 'workflow=Not A Slug']) {
        const res = await api(`/workflows/runs?${bad}`, { token: sara.token });
        expect([bad, res.status, res.body.code]).toEqual([bad, 400, 'validation_failed']);
      }
      expect((await api('/workflows/runs/not-a-uuid', { token: sara.token })).status).toBe(400);
      expect((await api('/workflows/runs', { token: null })).status).toBe(401);
    });
  });

  describe('health and routing', () => {
    it('reports the database reachable and every migration applied', async () => {
      const { status, body } = await api('/health', { token: null });
      expect(status).toBe(200);
      expect(body).toMatchObject({
        status: 'ok',
        database: { reachable: true, engine },
        migrations: { pending: [] },
      });
      expect(body.migrations.applied).toBeGreaterThan(0);
    });

    it('answers unknown paths and wrong methods in the API error shape', async () => {
      expect(await api('/nope')).toMatchObject({ status: 404, body: { code: 'not_found' } });
      const wrong = await api('/workflows/runs', { method: 'DELETE', token: sara.token });
      expect(wrong).toMatchObject({ status: 405, body: { code: 'method_not_allowed' } });
      expect(wrong.headers.get('allow')).toBe('GET');
    });
  });
});
