/**
 * The workflow manager and test runs (docs/product.md §1) on both engines, through supabase-js and /api
 * as the portal calls them: catalogue edits (admins only, refused with the constraint's name, audited),
 * the test-run input forms (the SQL rules agree with the browser's), the rate limit, Test connection
 * against a local webhook, and who changed a client's workflow status.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type InputField,
  inputProblems,
  inputSchemaJson,
  WORKFLOW_INPUTS,
} from '../../contract/src/catalogue/inputs.ts';
import { signedInClient } from '../src/realtime/testing.ts';
import { startTestStack, type TestStack, testEngines } from './harness.ts';

// biome-ignore lint/suspicious/noExplicitAny: API answers are untyped JSON in these assertions.
type Json = any;

interface Account {
  client: SupabaseClient;
  token: string;
  id: string;
}

/** A stand-in n8n: /ok answers JSON, /broken a 500, anything else never answers. */
async function engineStandIn() {
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      if (req.url === '/ok') {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ ready: true }));
      } else if (req.url === '/broken') {
        res.writeHead(502, { 'Content-Type': 'text/plain' });
        res.end('bad gateway');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Inputs that exercise every rule; each is checked by SQL and by inputProblems alike. */
const FIELD_CASES: [InputField, unknown][] = (() => {
  const text: InputField = {
    key: 'v',
    type: 'text',
    required: true,
    label: { en: 'V', ar: 'ف' },
    maxLength: 5,
  };
  const optional: InputField = { ...text, required: false };
  const email: InputField = { ...text, type: 'email', maxLength: 320 };
  const phone: InputField = { ...text, type: 'phone', maxLength: undefined };
  const url: InputField = { ...text, type: 'url', maxLength: 2000 };
  const number: InputField = {
    key: 'v',
    type: 'number',
    required: false,
    label: text.label,
    min: 1,
    max: 100,
  };
  return [
    [text, undefined],
    [text, null],
    [text, '   '],
    [text, 'Doha'],
    [text, 'Dohaaa'],
    [text, 'قطر١٢'],
    [text, 42],
    [optional, ''],
    [optional, undefined],
    [email, 'sara@demo.qa'],
    [email, 'sara@demo'],
    [email, 'sara demo@x.qa'],
    [phone, '+974 5555 1234'],
    [phone, '(974) 5555-1234'],
    [phone, '5555'],
    [phone, '+974 ABC 1234'],
    [url, 'https://alnoor.qa/offers'],
    [url, 'ftp://alnoor.qa'],
    [number, 0],
    [number, 1],
    [number, 100],
    [number, 101],
    [number, '20'],
    [number, undefined],
  ];
})();

describe.each(testEngines())('workflow manager (%s)', (engine) => {
  let stack: TestStack;
  let admin: Account;
  let sara: Account;
  let omar: Account;
  let standIn: Awaited<ReturnType<typeof engineStandIn>>;

  const signIn = async (email: string, password: string): Promise<Account> => {
    const { client, session, user } = await signedInClient(stack.url, stack.anonKey, email, password);
    return { client, token: session.access_token, id: user.id };
  };

  async function api(path: string, token: string, body?: unknown) {
    const res = await fetch(`${stack.url}/api${path}`, {
      method: 'POST',
      headers: {
        apikey: stack.anonKey,
        Authorization: `Bearer ${token}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify(body ?? {}),
    });
    const text = await res.text();
    return { status: res.status, headers: res.headers, body: text ? (JSON.parse(text) as Json) : null };
  }

  beforeAll(async () => {
    stack = await startTestStack({ engine });
    admin = await signIn('admin@demo.qa', 'Admin#2026');
    sara = await signIn('sara@demo.qa', 'Client#2026');
    omar = await signIn('omar@demo.qa', 'Client#2026');
    standIn = await engineStandIn();
  });

  afterAll(async () => {
    await standIn?.close();
    await stack?.stop();
  });

  describe('catalogue edits', () => {
    it('lets an admin change a price, audited with who and what; a client changes nothing', async () => {
      const { data, error } = await admin.client
        .from('workflows')
        .update({ setup_cost_qar: 2750, monthly_cost_qar: null })
        .eq('slug', 'lead-generation')
        .select('slug, setup_cost_qar, monthly_cost_qar')
        .single();
      expect(error).toBeNull();
      expect(data).toEqual({ slug: 'lead-generation', setup_cost_qar: 2750, monthly_cost_qar: null });

      const { data: audit } = await admin.client
        .from('audit_log')
        .select('actor_id, action, record_id, old_data, new_data')
        .eq('table_name', 'workflows')
        .eq('record_id', 'lead-generation')
        .order('occurred_at', { ascending: false })
        .limit(1)
        .single();
      expect(audit).toMatchObject({ actor_id: admin.id, action: 'UPDATE', record_id: 'lead-generation' });
      expect([audit?.old_data.setup_cost_qar, audit?.new_data.setup_cost_qar]).toEqual([2500, 2750]);

      const byClient = await sara.client
        .from('workflows')
        .update({ setup_cost_qar: 1 })
        .eq('slug', 'lead-generation')
        .select('slug');
      expect(byClient.data).toEqual([]);
      const { data: after } = await sara.client
        .from('workflows')
        .select('setup_cost_qar')
        .eq('slug', 'lead-generation')
        .single();
      expect(after?.setup_cost_qar).toBe(2750);
      const { data: trail } = await sara.client.from('audit_log').select('id');
      expect(trail).toEqual([]);
    });

    it('refuses bad edits with the constraint that says why, and keeps the row', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ setup_cost_qar: -5 }, 'workflows_setup_cost_check'],
        [{ monthly_cost_qar: 20_000_000 }, 'workflows_cost_limit'],
        [{ name_ar: '  ' }, 'workflows_names_present'],
        [{ description_en: '' }, 'workflows_descriptions_present'],
        [{ name_en: 'x'.repeat(101) }, 'workflows_name_length'],
        [{ features_en: ['One', 'Two'], features_ar: ['واحد'] }, 'workflows_features_match'],
        [{ category: 'gardening' }, 'workflows_category_check'],
        [{ complexity: 'trivial' }, 'workflows_complexity_check'],
        [{ minutes_saved_per_run: 5000 }, 'workflows_minutes_saved_check'],
        [{ sort_order: -1 }, 'workflows_sort_order_check'],
      ];
      for (const [patch, constraint] of cases) {
        const { error } = await admin.client.from('workflows').update(patch).eq('slug', 'odoo-sales');
        expect([constraint, error?.code, error?.message]).toEqual([
          constraint,
          '23514',
          expect.stringContaining(constraint),
        ]);
      }
      const { data } = await admin.client
        .from('workflows')
        .select('name_ar, category')
        .eq('slug', 'odoo-sales');
      expect(data).toEqual([{ name_ar: 'مبيعات أودو', category: 'crm' }]);
    });
  });

  describe('test-run input forms', () => {
    it('holds every workflow form from the catalogue', async () => {
      const { data } = await sara.client.from('workflows').select('slug, input_schema');
      expect(data).toHaveLength(24);
      for (const row of data ?? []) {
        const fields = WORKFLOW_INPUTS[row.slug as keyof typeof WORKFLOW_INPUTS];
        expect(row.input_schema, row.slug).toEqual(inputSchemaJson(fields));
        expect(fields.length, row.slug).toBeGreaterThan(0);
      }
    });

    it('applies the same rules in SQL as the form in the browser', async () => {
      for (const [field, value] of FIELD_CASES) {
        const input = value === undefined ? {} : { v: value };
        const { rows } = await stack.db.query<{ problem: string | null }>(
          'select private.input_value_problem($1::jsonb, $2::jsonb) as problem',
          [JSON.stringify(inputSchemaJson([field])[0]), value === undefined ? null : JSON.stringify(value)],
        );
        const expected = inputProblems([field], input)[0]?.rule ?? null;
        expect([field.type, value, rows[0]?.problem]).toEqual([field.type, value, expected]);
      }
    });

    it('refuses a run whose input breaks its form, naming each field; a good one is queued', async () => {
      const bad = await api('/workflows/whatsapp-sales/runs', sara.token, {
        input: { customer_name: '', phone: '12', message: 7 },
      });
      expect(bad).toMatchObject({ status: 400, body: { code: 'validation_failed' } });
      expect(bad.body.details.map((d: Json) => [d.path, d.rule])).toEqual([
        ['input.customer_name', 'required'],
        ['input.phone', 'phone'],
        ['input.message', 'type'],
      ]);
      const good = await api('/workflows/whatsapp-sales/runs', sara.token, {
        input: { customer_name: 'Maryam Saleh', phone: '+974 5512 0000' },
      });
      expect(good).toMatchObject({
        status: 202,
        body: { status: 'queued', workflow_slug: 'whatsapp-sales' },
      });
      const { data } = await sara.client.rpc('workflow_input_problems', {
        p_workflow_slug: 'client-onboarding',
        p_input: { client: 'Pearl Logistics', contact_email: 'not-an-email' },
      });
      expect(data).toEqual([{ field: 'contact_email', rule: 'email' }]);
    });

    it('refuses runs faster than the stated limit with the wait; admins are not limited', async () => {
      const { data: limit } = await omar.client.rpc('test_run_limit_per_minute');
      expect(limit).toBe(10);
      // Fill Omar's last minute as the system would have, then one more through the API.
      await stack.db.query(
        `insert into public.workflow_runs (user_id, workflow_slug, input, created_at)
         select $1, 'rag-chatbot', '{"question": "Hours?"}', now() - make_interval(secs => n)
         from generate_series(1, 10) n`,
        [omar.id],
      );
      const refused = await api('/workflows/rag-chatbot/runs', omar.token, {
        input: { question: 'Do you open on Fridays?' },
      });
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({
        code: 'rate_limited',
        message: 'You can start at most 10 test runs a minute',
        details: { limit: 10 },
      });
      const wait = refused.body.details.retryAfterSeconds;
      expect(wait).toBeGreaterThanOrEqual(1);
      expect(wait).toBeLessThanOrEqual(60);
      expect(refused.headers.get('retry-after')).toBe(String(wait));
      // The same limit holds for a direct insert through the REST API.
      const direct = await omar.client.from('workflow_runs').insert({ workflow_slug: 'rag-chatbot' });
      expect(direct.error?.code).toBe('PT429');

      const byAdmin = await api('/workflows/rag-chatbot/runs', admin.token, {
        input: { question: 'Do you open on Fridays?' },
      });
      expect(byAdmin.status).toBe(202);
    });
  });

  it("filters the caller's run history by date (since inclusive, until exclusive)", async () => {
    const list = async (query: string) => {
      const res = await fetch(`${stack.url}/api/workflows/runs?${query}`, {
        headers: { apikey: stack.anonKey, Authorization: `Bearer ${sara.token}` },
      });
      return { status: res.status, body: (await res.json()) as Json };
    };
    const all = await list('pageSize=100');
    const newest = all.body.data[0];
    const at = Date.parse(newest.created_at);
    const since = await list(`since=${encodeURIComponent(new Date(at).toISOString())}&pageSize=100`);
    expect(since.body.data.map((r: Json) => r.id)).toContain(newest.id);
    expect(since.body.data.every((r: Json) => Date.parse(r.created_at) >= at)).toBe(true);
    const until = await list(`until=${encodeURIComponent(new Date(at).toISOString())}&pageSize=100`);
    expect(until.body.data.map((r: Json) => r.id)).not.toContain(newest.id);
    expect(since.body.total + until.body.total).toBe(all.body.total);
    expect((await list('since=yesterday')).status).toBe(400);
  });

  describe('Test connection', () => {
    it('calls the webhook through the API and reports its answer, its error or its silence', async () => {
      const ok = await api('/workflows/gmail-campaign/test-connection', admin.token, {
        url: standIn.url('/ok'),
      });
      expect(ok).toMatchObject({ status: 200, body: { ok: true, status: 200, error: null } });
      expect(JSON.parse(ok.body.response)).toEqual({ ready: true });
      expect(ok.body.duration_ms).toBeGreaterThanOrEqual(0);

      await admin.client.from('workflow_execution_settings').upsert({
        workflow_slug: 'gmail-campaign',
        execution_webhook_url: standIn.url('/broken'),
        timeout_ms: 1000,
      });
      const broken = await api('/workflows/gmail-campaign/test-connection', admin.token);
      expect(broken.body).toMatchObject({ ok: false, status: 502, url: standIn.url('/broken') });
      expect(broken.body.error).toBe('The webhook answered HTTP 502: bad gateway');

      const silent = await api('/workflows/gmail-campaign/test-connection', admin.token, {
        url: standIn.url('/hang'),
        timeout_ms: 1000,
      });
      expect(silent.body).toMatchObject({ ok: false, status: null });
      expect(silent.body.error).toBe('The webhook did not answer within 1000 ms');
    });

    it('is for admins only, and says when there is nothing to call', async () => {
      const client = await api('/workflows/gmail-campaign/test-connection', sara.token, {
        url: standIn.url('/ok'),
      });
      expect(client).toMatchObject({ status: 403, body: { code: 'forbidden' } });
      const none = await api('/workflows/financial-reports/test-connection', admin.token);
      expect(none).toMatchObject({ status: 400, body: { code: 'no_webhook' } });
      const unknown = await api('/workflows/teleportation/test-connection', admin.token);
      expect(unknown).toMatchObject({ status: 404, body: { code: 'workflow_not_found' } });
      const badUrl = await api('/workflows/gmail-campaign/test-connection', admin.token, {
        url: 'file:///etc',
      });
      expect(badUrl).toMatchObject({ status: 400, body: { code: 'validation_failed' } });
    });
  });

  describe("a client's workflow status", () => {
    it('records who changed it and when; other edits keep the stamp', async () => {
      const { data: before } = await admin.client
        .from('client_workflows')
        .select('id, status, status_changed_at, status_changed_by')
        .eq('user_id', sara.id)
        .eq('workflow_slug', 'invoice-collection')
        .single();
      expect(before?.status).toBe('active');
      const { data: changed } = await admin.client
        .from('client_workflows')
        .update({ status: 'paused' })
        .eq('id', before?.id)
        .select('status, status_changed_at, status_changed_by')
        .single();
      expect(changed).toMatchObject({ status: 'paused', status_changed_by: admin.id });
      expect(Date.parse(changed?.status_changed_at)).toBeGreaterThan(Date.parse(before?.status_changed_at));

      // A forged stamp is ignored: the database says who did it.
      const { data: same } = await admin.client
        .from('client_workflows')
        .update({ purchased_at: new Date().toISOString(), status_changed_by: sara.id })
        .eq('id', before?.id)
        .select('status_changed_at, status_changed_by')
        .single();
      expect(same).toEqual({
        status_changed_at: changed?.status_changed_at,
        status_changed_by: admin.id,
      });
    });
  });
});
