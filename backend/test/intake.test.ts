/**
 * The workflow intake's sending side (docs/intake.md) on both engines, through real HTTP with keys an
 * administrator created through the API: every status (200, 400, 401, 403, 404, 413, 415, 429),
 * idempotency by external_id, partial batches, references by external_id, engine runs, cross-client and
 * cross-workflow refusal, the schema endpoint agreeing with the validation, and rows reaching an open
 * dashboard's realtime subscription (supabase-js), with the time from POST to event measured.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config.ts';
import { Inbox, signedInClient, subscribed } from '../src/realtime/testing.ts';
import { startApiOnlyProcess } from './api-only-harness.ts';
import { startTestStack, type TestStack, testEngines } from './harness.ts';
import { DEMO } from './schema-db.ts';

// biome-ignore lint/suspicious/noExplicitAny: API answers are untyped JSON in these assertions.
type Json = any;

describe.each(testEngines())('workflow intake on %s', (engine) => {
  let stack: TestStack;
  let adminToken: string;
  let sara: SupabaseClient;
  /** Sara's lead-generation key, Sara's whatsapp-sales key, Omar's rag-chatbot key. */
  let leadsKey: string;
  let chatKey: string;
  let omarKey: string;

  async function call(
    path: string,
    {
      method,
      key,
      body,
      raw,
      type,
    }: { method?: string; key?: string; body?: unknown; raw?: string; type?: string } = {},
  ) {
    const headers: Record<string, string> = {};
    if (key) headers.Authorization = `Bearer ${key}`;
    if (body !== undefined || raw !== undefined) headers['Content-Type'] = type ?? 'application/json';
    const res = await fetch(`${stack.url}/api${path}`, {
      method: method ?? (body === undefined && raw === undefined ? 'GET' : 'POST'),
      headers,
      body: raw ?? (body === undefined ? undefined : JSON.stringify(body)),
    });
    const text = await res.text();
    return { status: res.status, headers: res.headers, body: text ? (JSON.parse(text) as Json) : null };
  }

  async function createKey(userId: string, slug: string, label = 'n8n production') {
    const res = await fetch(`${stack.url}/api/intake/keys`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${adminToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ user_id: userId, workflow_slug: slug, label }),
    });
    const body = (await res.json()) as Json;
    expect(res.status, JSON.stringify(body)).toBe(201);
    return body.key as string;
  }

  beforeAll(async () => {
    stack = await startTestStack({ engine });
    adminToken = (await signedInClient(stack.url, stack.anonKey, 'admin@demo.qa', 'Admin#2026')).session
      .access_token;
    sara = (await signedInClient(stack.url, stack.anonKey, 'sara@demo.qa', 'Client#2026')).client;
    leadsKey = await createKey(DEMO.sara, 'lead-generation');
    chatKey = await createKey(DEMO.sara, 'whatsapp-sales');
    omarKey = await createKey(DEMO.omar, 'rag-chatbot');
  });

  afterAll(async () => {
    await sara?.removeAllChannels();
    await stack?.stop();
  });

  it('stores a record as the key’s client and workflow', async () => {
    const res = await call('/intake/lead-generation/leads', {
      key: leadsKey,
      body: { full_name: 'Noor Al-Kuwari', company: 'Doha Dates', source: 'google_maps', score: 72 },
    });
    expect(res).toMatchObject({ status: 200, body: { inserted: 1, updated: 0, rejected: [] } });
    const { rows } = await stack.db.query<{ user_id: string; workflow_slug: string; source: string }>(
      `select user_id, workflow_slug, source from public.leads where full_name = 'Noor Al-Kuwari'`,
    );
    expect(rows).toEqual([{ user_id: DEMO.sara, workflow_slug: 'lead-generation', source: 'google_maps' }]);
  });

  it('updates, never duplicates, a record sent again with its external_id', async () => {
    const lead = { external_id: 'maps-4411', full_name: 'Hamad Trading', status: 'new', score: 20 };
    expect((await call('/intake/lead-generation/leads', { key: leadsKey, body: [lead] })).body).toEqual({
      inserted: 1,
      updated: 0,
      rejected: [],
    });
    const again = await call('/intake/lead-generation/leads', {
      key: leadsKey,
      body: [{ ...lead, status: 'contacted', score: 55 }],
    });
    expect(again.body).toEqual({ inserted: 0, updated: 1, rejected: [] });
    const { rows } = await stack.db.query<{ status: string; score: number }>(
      `select status, score from public.leads where external_id = 'maps-4411'`,
    );
    expect(rows).toEqual([{ status: 'contacted', score: 55 }]);
  });

  it('stores the valid records of a batch and names each rejected one’s fields', async () => {
    const res = await call('/intake/lead-generation/leads', {
      key: leadsKey,
      body: [
        { full_name: 'Batch One' },
        { full_name: 'Batch Two', source: 'carrier pigeon' },
        { company: 'No name' },
        { full_name: 'Batch Four', score: 101 },
        { full_name: 'Batch Five', shoe_size: 44 },
        'not an object',
        { full_name: 'Batch Seven', score: 'high' },
        { full_name: 'Batch Eight', external_id: 'dup-1' },
        { full_name: 'Batch Nine', external_id: 'dup-1' },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.inserted).toBe(2);
    expect(res.body.rejected.map((r: Json) => [r.index, r.errors.map((e: Json) => e.field)])).toEqual([
      [1, ['source']],
      [2, ['full_name']],
      [3, ['score']], // the database's own range check
      [4, ['shoe_size']],
      [5, ['']],
      [6, ['score']],
      [8, ['external_id']],
    ]);
    expect(res.body.rejected[0].errors[0].message).toContain('website');
    const { rows } = await stack.db.query<{ full_name: string }>(
      `select full_name from public.leads where full_name like 'Batch %' order by full_name`,
    );
    expect(rows.map((r) => r.full_name)).toEqual(['Batch Eight', 'Batch One']);
  });

  it('refuses a whole request whose records carry user_id or workflow_slug, naming the field', async () => {
    for (const field of ['user_id', 'workflow_slug']) {
      const res = await call('/intake/lead-generation/leads', {
        key: leadsKey,
        body: [
          { full_name: 'Fine' },
          { full_name: 'Smuggled', [field]: field === 'user_id' ? DEMO.omar : 'x' },
        ],
      });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'owner_field_refused', details: { index: 1, field } });
      expect(res.body.message).toContain(field);
    }
    const { rows } = await stack.db.query(
      `select 1 from public.leads where full_name in ('Fine', 'Smuggled')`,
    );
    expect(rows).toHaveLength(0);
  });

  it('answers 401 for a missing, unknown or revoked key', async () => {
    const body = { full_name: 'Nobody' };
    expect((await call('/intake/lead-generation/leads', { body })).status).toBe(401);
    expect((await call('/intake/lead-generation/leads', { key: 'pik_madeup', body })).status).toBe(401);
    expect((await call('/intake/lead-generation/leads', { key: adminToken, body })).status).toBe(401);
    const doomed = await createKey(DEMO.sara, 'lead-generation', 'to revoke');
    expect((await call('/intake/lead-generation/leads', { key: doomed, body })).status).toBe(200);
    const { rows } = await stack.db.query<{ id: string }>(
      `select id from public.intake_keys where label = 'to revoke'`,
    );
    const revoked = await fetch(`${stack.url}/api/intake/keys/${rows[0]?.id}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${adminToken}` },
    });
    expect(revoked.status).toBe(200);
    const after = await call('/intake/lead-generation/leads', { key: doomed, body });
    expect(after).toMatchObject({ status: 401, body: { code: 'invalid_key' } });
  });

  it('answers 403 for another workflow’s key or an entity the workflow does not use, 404 for unknown ones', async () => {
    const lead = { full_name: 'Cross' };
    // Sara's lead-generation key on Omar's workflow, Omar's key on Sara's.
    expect(
      (await call('/intake/rag-chatbot/documents', { key: leadsKey, body: { title: 'x' } })).status,
    ).toBe(403);
    expect((await call('/intake/lead-generation/leads', { key: omarKey, body: lead })).status).toBe(403);
    expect((await call('/intake/whatsapp-sales/leads', { key: leadsKey, body: lead })).status).toBe(403);
    const unused = await call('/intake/lead-generation/invoices', { key: leadsKey, body: {} });
    expect(unused).toMatchObject({ status: 403, body: { code: 'entity_not_used' } });
    expect((await call('/intake/no-such-workflow/leads', { key: leadsKey, body: lead })).status).toBe(404);
    expect((await call('/intake/lead-generation/unicorns', { key: leadsKey, body: lead })).status).toBe(404);
    const { rows } = await stack.db.query(`select 1 from public.leads where full_name = 'Cross'`);
    expect(rows).toHaveLength(0);
  });

  it('answers 413 for more than 1,000 records or 5 MB, 415 for a body that is not JSON, 400 for bad JSON', async () => {
    const many = Array.from({ length: 1001 }, (_, i) => ({ full_name: `Many ${i}` }));
    expect((await call('/intake/lead-generation/leads', { key: leadsKey, body: many })).status).toBe(413);
    const huge = [{ full_name: 'Huge', notes: 'x'.repeat(5 * 1024 * 1024) }];
    expect((await call('/intake/lead-generation/leads', { key: leadsKey, body: huge })).status).toBe(413);
    const form = await call('/intake/lead-generation/leads', {
      key: leadsKey,
      raw: 'full_name=Form',
      type: 'application/x-www-form-urlencoded',
    });
    expect(form.status).toBe(415);
    const broken = await call('/intake/lead-generation/leads', { key: leadsKey, raw: '{"full_name": ' });
    expect(broken).toMatchObject({ status: 400, body: { code: 'invalid_json' } });
    const deep = await call('/intake/lead-generation/leads', {
      key: leadsKey,
      raw: `${'['.repeat(100)}${']'.repeat(100)}`,
    });
    expect(deep.status).toBe(400);
  });

  it('answers 429 with Retry-After beyond the key’s rate', async () => {
    const key = await createKey(DEMO.sara, 'lead-generation', 'slow');
    await stack.db.query(`update public.intake_keys set rate_limit_per_minute = 3 where label = 'slow'`);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await call('/intake/lead-generation/leads', { key, body: { full_name: `Rate ${i}` } });
      statuses.push(res.status);
      if (res.status === 429) expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    // Another key of the same client has its own budget.
    expect(
      (await call('/intake/lead-generation/leads', { key: leadsKey, body: { full_name: 'Rate other' } }))
        .status,
    ).toBe(200);
  });

  it('links messages and orders to sessions by external_id, within the key’s client', async () => {
    const session = await call('/intake/whatsapp-sales/chat_sessions', {
      key: chatKey,
      body: {
        external_id: 'wa-5512',
        customer_name: 'Aisha',
        customer_contact: '+974 5512 0000',
        channel: 'whatsapp',
      },
    });
    expect(session.body).toMatchObject({ inserted: 1, rejected: [] });
    const messages = await call('/intake/whatsapp-sales/chat_messages', {
      key: chatKey,
      body: [
        {
          external_id: 'm1',
          session_external_id: 'wa-5512',
          role: 'customer',
          content: 'Do you deliver to Lusail?',
        },
        { external_id: 'm2', session_external_id: 'wa-5512', role: 'assistant', content: 'Yes, tomorrow.' },
        { external_id: 'm3', session_external_id: 'wa-none', role: 'customer', content: 'Lost' },
      ],
    });
    expect(messages.body.inserted).toBe(2);
    expect(messages.body.rejected).toEqual([
      {
        index: 2,
        errors: [{ field: 'session_external_id', message: expect.stringContaining('external_id') }],
      },
    ]);
    const again = await call('/intake/whatsapp-sales/chat_messages', {
      key: chatKey,
      body: {
        external_id: 'm2',
        session_external_id: 'wa-5512',
        role: 'assistant',
        content: 'Yes, tomorrow morning.',
      },
    });
    expect(again.body).toEqual({ inserted: 0, updated: 1, rejected: [] });
    const { rows } = await stack.db.query<{ message_count: number; contents: string[] }>(
      `select s.message_count, array(select m.content from public.chat_messages m where m.session_id = s.id order by m.external_id) as contents
       from public.chat_sessions s where s.external_id = 'wa-5512' and s.user_id = $1`,
      [DEMO.sara],
    );
    expect(rows).toEqual([
      { message_count: 2, contents: ['Do you deliver to Lusail?', 'Yes, tomorrow morning.'] },
    ]);
  });

  it('takes each external_id once a request, and integers within their column’s range', async () => {
    // Two orders with one external_id (in different sessions): the first is stored, the second refused.
    const orders = await call('/intake/whatsapp-sales/orders', {
      key: chatKey,
      body: [
        {
          external_id: 'ord-1',
          order_number: 'WA-1',
          customer_name: 'Aisha',
          session_external_id: 'wa-5512',
        },
        { external_id: 'ord-1', order_number: 'WA-2', customer_name: 'Aisha', total_qar: 120 },
      ],
    });
    expect(orders.body).toMatchObject({
      inserted: 1,
      rejected: [{ index: 1, errors: [{ field: 'external_id' }] }],
    });
    // documents.size_bytes is a bigint, chunk_count an integer.
    const docs = await call('/intake/rag-chatbot/documents', {
      key: omarKey,
      body: [
        { title: 'Archive', size_bytes: 5_000_000_000 },
        { title: 'Too many chunks', chunk_count: 2 ** 31 },
      ],
    });
    expect(docs.body).toMatchObject({
      inserted: 1,
      rejected: [{ index: 1, errors: [{ field: 'chunk_count' }] }],
    });
    const schema = await call('/intake/rag-chatbot/schema', { key: omarKey });
    expect(schema.body.entities.documents.properties.chunk_count).toMatchObject({ maximum: 2 ** 31 - 1 });
  });

  it('records the engine’s runs with executor engine, updated by external_id', async () => {
    const started = new Date(Date.now() - 60_000).toISOString();
    const run = { external_id: 'exec-77', status: 'running', started_at: started };
    expect((await call('/intake/lead-generation/runs', { key: leadsKey, body: run })).body.inserted).toBe(1);
    const done = await call('/intake/lead-generation/runs', {
      key: leadsKey,
      body: { ...run, status: 'failed', finished_at: new Date().toISOString(), error: 'Google Maps quota' },
    });
    expect(done.body).toEqual({ inserted: 0, updated: 1, rejected: [] });
    const bad = await call('/intake/lead-generation/runs', {
      key: leadsKey,
      body: { status: 'exploded', executor: 'sandbox' },
    });
    expect(bad.body.rejected[0].errors.map((e: Json) => e.field).sort()).toEqual(['executor', 'status']);
    const { rows } = await stack.db.query<{
      executor: string;
      status: string;
      error: string;
      user_id: string;
    }>(`select executor, status, error, user_id from public.workflow_runs where external_id = 'exec-77'`);
    expect(rows).toEqual([
      { executor: 'engine', status: 'failed', error: 'Google Maps quota', user_id: DEMO.sara },
    ]);
  });

  it('lets no client record an engine run of its own through the Data API', async () => {
    const { error } = await sara
      .from('workflow_runs')
      .insert({ user_id: DEMO.sara, workflow_slug: 'lead-generation', executor: 'engine' });
    expect(error?.code).toBe('42501');
    const test = await sara
      .from('workflow_runs')
      .insert({ user_id: DEMO.sara, workflow_slug: 'lead-generation', executor: 'sandbox' });
    expect(test.error).toBeNull();
  });

  it.runIf(engine === 'postgres')(
    'answers the same from the API-only process beside the project',
    async () => {
      const apiOnly = await startApiOnlyProcess(stack);
      try {
        const res = await fetch(`${apiOnly.url}/api/intake/lead-generation/leads`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${leadsKey}`, 'Content-Type': 'application/json' },
          body: JSON.stringify([{ external_id: 'api-only-1', full_name: 'Via API-only' }, { full_name: '' }]),
        });
        const body = (await res.json()) as Json;
        expect(res.status).toBe(200);
        expect(body).toMatchObject({ inserted: 1, updated: 0, rejected: [{ index: 1 }] });
        const schema = await fetch(`${apiOnly.url}/api/intake/lead-generation/schema`, {
          headers: { Authorization: `Bearer ${leadsKey}` },
        });
        expect(((await schema.json()) as Json).entities.leads.required).toEqual(['full_name']);
        expect(
          (await fetch(`${apiOnly.url}/api/intake/lead-generation/leads`, { method: 'POST' })).status,
        ).toBe(401);
      } finally {
        await apiOnly.stop();
      }
    },
  );

  it('serves the JSON Schema of every entity the workflow accepts, matching the validation', async () => {
    expect((await call('/intake/lead-generation/schema')).status).toBe(401);
    expect((await call('/intake/lead-generation/schema', { key: omarKey })).status).toBe(403);
    const res = await call('/intake/whatsapp-sales/schema', { key: chatKey });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.entities).sort()).toEqual([
      'chat_messages',
      'chat_sessions',
      'leads',
      'orders',
      'runs',
    ]);
    const leads = res.body.entities.leads;
    expect(leads.required).toEqual(['full_name']);
    expect(leads.additionalProperties).toBe(false);
    expect(leads.properties.source.enum).toContain('google_maps');
    expect(leads.properties.score.type).toBe('integer');
    expect(leads.properties.last_contacted_at).toMatchObject({ format: 'date-time' });
    expect(leads.properties.user_id).toBeUndefined();
    expect(leads.properties.workflow_slug).toBeUndefined();
    expect(res.body.entities.chat_messages.anyOf).toEqual([
      { required: ['session_id'] },
      { required: ['session_external_id'] },
    ]);
    expect(res.body.entities.runs.properties.status.enum).toEqual([
      'queued',
      'running',
      'succeeded',
      'failed',
    ]);
    // Every enum the schema states is one the validation enforces.
    for (const [field, spec] of Object.entries(leads.properties) as [string, Json][]) {
      if (!spec.enum) continue;
      const sent = await call('/intake/whatsapp-sales/leads', {
        key: chatKey,
        body: { full_name: 'Enum probe', [field]: 'not-a-listed-value' },
      });
      expect(sent.body.rejected[0].errors[0].field).toBe(field);
    }
  });

  it('takes what the n8n examples send (their Code nodes run on sample engine output)', async () => {
    const example = (file: string) =>
      JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'examples', 'n8n', file), 'utf8')) as Json;
    /** Runs a Code node's JavaScript as n8n would, with `$input` holding the given items. */
    const runCode = (workflow: Json, nodeName: string, items: Json[]) => {
      const code = workflow.nodes.find((n: Json) => n.name === nodeName).parameters.jsCode as string;
      const $input = { first: () => ({ json: items[0] }), all: () => items.map((json) => ({ json })) };
      return new Function('$input', code)($input)[0].json;
    };
    const urls = (workflow: Json) =>
      workflow.nodes
        .filter((n: Json) => String(n.parameters.url ?? '').includes('/intake/'))
        .map((n: Json) => String(n.parameters.url).replace(/^.*\/intake\//, ''));

    const leadGeneration = example('lead-generation.json');
    expect(urls(leadGeneration)).toEqual(['lead-generation/leads', 'lead-generation/runs']);
    const { leads } = runCode(leadGeneration, 'To leads', [
      {
        places: [
          {
            id: 'ChIJ1',
            displayName: { text: 'Lusail Interiors' },
            nationalPhoneNumber: '4444 1234',
            rating: 4.6,
          },
          { id: 'ChIJ2', displayName: { text: 'Pearl Design' }, websiteUri: 'https://pearl.example.qa' },
        ],
      },
    ]);
    const sentLeads = await call('/intake/lead-generation/leads', { key: leadsKey, body: leads });
    expect(sentLeads.body).toEqual({ inserted: 2, updated: 0, rejected: [] });

    const invoiceCollection = example('invoice-collection.json');
    expect(urls(invoiceCollection)).toEqual(['invoice-collection/invoices', 'invoice-collection/runs']);
    const { invoices } = runCode(invoiceCollection, 'To portal invoices', [
      {
        id: 981,
        number: 'INV-981',
        customer: { name: 'Doha Dates' },
        total: '12500.00',
        date: '2026-10-01',
        due_date: '2026-10-31',
        reminders: 2,
      },
      {
        id: 982,
        number: 'INV-982',
        customer: { name: 'Souq Spices', email: 'ap@spices.qa' },
        total: 800,
        date: '2026-11-20',
        due_date: '2026-12-20',
        paid: true,
        paid_at: '2026-11-25T09:00:00Z',
      },
    ]);
    const invoiceKey = await createKey(DEMO.sara, 'invoice-collection');
    const sentInvoices = await call('/intake/invoice-collection/invoices', {
      key: invoiceKey,
      body: invoices,
    });
    expect(sentInvoices.body).toEqual({ inserted: 2, updated: 0, rejected: [] });
    const { rows } = await stack.db.query<{ status: string }>(
      `select status from public.invoices where external_id in ('981', '982') and user_id = $1 order by external_id`,
      [DEMO.sara],
    );
    expect(rows.map((r) => r.status)).toEqual(['overdue', 'paid']);

    const chatbot = example('whatsapp-chatbot.json');
    expect(urls(chatbot)).toEqual([
      'whatsapp-chatbot/chat_sessions',
      'whatsapp-chatbot/chat_messages',
      'whatsapp-chatbot/runs',
    ]);
    const read = runCode(chatbot, 'Read the message', [
      {
        body: {
          entry: [
            {
              changes: [
                {
                  value: {
                    contacts: [{ profile: { name: 'Aisha' } }],
                    messages: [{ id: 'wamid.X1', from: '97455120000', text: { body: 'هل التوصيل مجاني؟' } }],
                  },
                },
              ],
            },
          ],
        },
      },
    ]);
    expect(read).toMatchObject({ session_id: expect.stringMatching(/^wa-97455120000-/), language: 'ar' });
    for (const workflow of [leadGeneration, invoiceCollection, chatbot]) {
      for (const n of workflow.nodes.filter((x: Json) =>
        String(x.parameters.url ?? '').includes('/intake/'),
      )) {
        // The key lives in a Header Auth credential, never in the workflow file.
        expect(n.parameters.genericAuthType).toBe('httpHeaderAuth');
        expect(JSON.stringify(n)).not.toContain('pik_');
      }
    }
  });

  it('delivers intake rows to an open dashboard’s realtime subscription', async () => {
    const inbox = new Inbox<{ at: number; row: Json }>();
    const channel = sara
      .channel('intake-leads')
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'leads' }, (payload) =>
        inbox.push({ at: performance.now(), row: payload.new }),
      );
    await subscribed(channel);
    const sentAt = performance.now();
    const res = await call('/intake/lead-generation/leads', {
      key: leadsKey,
      body: { full_name: 'Live Lead' },
    });
    expect(res.body.inserted).toBe(1);
    const event = await inbox.next((e) => e.row.full_name === 'Live Lead');
    expect(event.row).toMatchObject({ user_id: DEMO.sara, workflow_slug: 'lead-generation' });
    const ms = event.at - sentAt;
    console.log(`[intake] ${engine}: POST → realtime event ${ms.toFixed(0)} ms`);
    expect(ms).toBeLessThan(2000);
    await sara.removeChannel(channel);
  });
});
