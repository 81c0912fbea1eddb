/**
 * Intake keys and freshness alerts (docs/intake.md) on both engines: an administrator creates, lists and
 * revokes keys through /api/intake/keys (the secret once, only its hash stored, every operation in the
 * audit log); a client lists its own keys through the API and through supabase-js (table and rpc, with
 * RLS), may revoke but not create, and never sees another client's; the two-factor rule holds for keys
 * too. The freshness check alerts admins and the client once per episode when a live workflow's data
 * stops or its engine runs fail, respecting the client's workflow alerts setting, and emails go out.
 */
import { createHash } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { signedInClient } from '../src/realtime/testing.ts';
import { startTestStack, type TestStack, testEngines } from './harness.ts';
import { DEMO } from './schema-db.ts';

// biome-ignore lint/suspicious/noExplicitAny: API answers are untyped JSON in these assertions.
type Json = any;

interface Account {
  client: SupabaseClient;
  token: string;
}

describe.each(testEngines())('intake keys and freshness on %s', (engine) => {
  let stack: TestStack;
  let admin: Account;
  let sara: Account;
  let omar: Account;

  async function api(path: string, token: string | null, init: { method?: string; body?: unknown } = {}) {
    const headers: Record<string, string> = {};
    if (token) headers.Authorization = `Bearer ${token}`;
    if (init.body !== undefined) headers['Content-Type'] = 'application/json';
    const res = await fetch(`${stack.url}/api${path}`, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? (JSON.parse(text) as Json) : null };
  }

  const signIn = async (email: string, password: string): Promise<Account> => {
    const { client, session } = await signedInClient(stack.url, stack.anonKey, email, password);
    return { client, token: session.access_token };
  };

  const send = (key: string, slug: string, entity: string, body: unknown) =>
    fetch(`${stack.url}/api/intake/${slug}/${entity}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    stack = await startTestStack({ engine });
    admin = await signIn('admin@demo.qa', 'Admin#2026');
    sara = await signIn('sara@demo.qa', 'Client#2026');
    omar = await signIn('omar@demo.qa', 'Client#2026');
  });

  afterAll(async () => {
    await stack?.stop();
  });

  it('creates a key for an administrator only, shows the secret once and stores only its hash', async () => {
    const body = { user_id: DEMO.sara, workflow_slug: 'lead-generation', label: 'n8n production' };
    const created = await api('/intake/keys', admin.token, { body });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ id: expect.any(String), prefix: created.body.key.slice(0, 12) });
    expect(created.body.key).toMatch(/^pik_[A-Za-z0-9_-]{43}$/);
    const { rows } = await stack.db.query<{ secret_sha256: string }>(
      `select secret_sha256 from private.intake_key_secrets where key_id = $1`,
      [created.body.id],
    );
    expect(rows[0]?.secret_sha256).toBe(createHash('sha256').update(created.body.key).digest('hex'));
    const dump = JSON.stringify(
      (await stack.db.query(`select * from public.intake_keys where id = $1`, [created.body.id])).rows,
    );
    expect(dump).not.toContain(created.body.key);

    expect((await api('/intake/keys', sara.token, { body })).status).toBe(403);
    expect((await api('/intake/keys', null, { body })).status).toBe(401);
    // A workflow the client does not own, an unknown field, a missing label.
    expect(
      (await api('/intake/keys', admin.token, { body: { ...body, workflow_slug: 'rag-chatbot' } })).status,
    ).toBe(404);
    expect((await api('/intake/keys', admin.token, { body: { ...body, secret: 'mine' } })).status).toBe(400);
    expect((await api('/intake/keys', admin.token, { body: { ...body, label: ' ' } })).status).toBe(400);
    // Clients cannot create through the Data API either.
    const direct = await sara.client
      .from('intake_keys')
      .insert({ user_id: DEMO.sara, workflow_slug: 'lead-generation', label: 'x', prefix: 'pik_abcdefgh' });
    expect(direct.error).not.toBeNull();
  });

  it('lists keys with their use in the last 24 hours, never a secret; a client sees only its own', async () => {
    const created = await api('/intake/keys', admin.token, {
      body: { user_id: DEMO.sara, workflow_slug: 'whatsapp-sales', label: 'Make scenario' },
    });
    const key = created.body.key as string;
    expect(
      (await send(key, 'whatsapp-sales', 'leads', [{ full_name: 'A' }, { full_name: 'B' }])).status,
    ).toBe(200);
    expect((await send(key, 'whatsapp-sales', 'leads', { full_name: 'C' })).status).toBe(200);
    const omarKey = await api('/intake/keys', admin.token, {
      body: { user_id: DEMO.omar, workflow_slug: 'rag-chatbot', label: 'Omar bot' },
    });
    expect(omarKey.status).toBe(201);

    const listed = await api(`/intake/keys?user_id=${DEMO.sara}&workflow_slug=whatsapp-sales`, admin.token);
    expect(listed.status).toBe(200);
    expect(listed.body.data).toHaveLength(1);
    expect(listed.body.data[0]).toMatchObject({
      id: created.body.id,
      label: 'Make scenario',
      prefix: created.body.prefix,
      requests_24h: 2,
      rows_24h: 3,
      revoked_at: null,
    });
    expect(listed.body.data[0].last_used_at).not.toBeNull();
    expect(JSON.stringify(listed.body)).not.toContain(key);

    const mine = await api('/intake/keys', sara.token);
    expect(mine.body.data.length).toBeGreaterThanOrEqual(2);
    expect(mine.body.data.every((k: Json) => k.user_id === DEMO.sara)).toBe(true);
    // Asking for another client's keys answers nothing.
    expect((await api(`/intake/keys?user_id=${DEMO.omar}`, sara.token)).body.data).toEqual([]);

    // The portal reads the same through supabase-js.
    const table = await sara.client.from('intake_keys').select('id, prefix, label, last_used_at, user_id');
    expect(table.error).toBeNull();
    expect(table.data?.every((k) => k.user_id === DEMO.sara)).toBe(true);
    expect(table.data?.map((k) => k.id)).toContain(created.body.id);
    const rpc = await sara.client.rpc('intake_key_overview', { p_workflow_slug: 'whatsapp-sales' });
    expect(rpc.error).toBeNull();
    expect(rpc.data).toEqual([expect.objectContaining({ id: created.body.id, rows_24h: 3 })]);
    const omarsView = await omar.client.from('intake_keys').select('id');
    expect(omarsView.data?.map((k) => k.id)).toEqual([omarKey.body.id]);
  });

  it('lets a client revoke its own key at once, never another client’s; every key operation is audited', async () => {
    const created = await api('/intake/keys', admin.token, {
      body: { user_id: DEMO.sara, workflow_slug: 'lead-generation', label: 'To revoke' },
    });
    const { id, key } = created.body;
    expect((await send(key, 'lead-generation', 'leads', { full_name: 'Before' })).status).toBe(200);
    // Omar cannot revoke Sara's key (404: he cannot see it), neither through the API nor the rpc.
    expect((await api(`/intake/keys/${id}`, omar.token, { method: 'DELETE' })).status).toBe(404);
    expect((await omar.client.rpc('revoke_intake_key', { p_id: id })).data).toBe(false);
    expect((await send(key, 'lead-generation', 'leads', { full_name: 'Still' })).status).toBe(200);
    const revoked = await api(`/intake/keys/${id}`, sara.token, { method: 'DELETE' });
    expect(revoked).toMatchObject({ status: 200, body: { id, revoked_at: expect.any(String) } });
    expect((await send(key, 'lead-generation', 'leads', { full_name: 'After' })).status).toBe(401);
    expect((await api('/intake/keys/not-a-uuid', sara.token, { method: 'DELETE' })).status).toBe(400);

    const { rows } = await stack.db.query<{ action: string; actor_id: string; revoked: string | null }>(
      `select action, actor_id, new_data ->> 'revoked_at' as revoked from public.audit_log
       where table_name = 'intake_keys' and record_id = $1 order by id`,
      [id],
    );
    expect(rows.map((r) => [r.action, r.actor_id, r.revoked !== null])).toEqual([
      ['INSERT', DEMO.admin, false],
      ['UPDATE', DEMO.sara, true],
    ]);
    expect(JSON.stringify(rows)).not.toContain(key);
  });

  it('holds an enrolled administrator’s password-only session to nothing', async () => {
    const email = `intake-admin-${Date.now()}@factor.qa`;
    const password = 'Factor#2026';
    const service = createClient(stack.url, stack.serviceRoleKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as never },
    });
    const user = await service.auth.admin.createUser({ email, password, email_confirm: true });
    const id = user.data.user?.id as string;
    await stack.db.query(`update public.profiles set role = 'admin' where id = $1`, [id]);
    const strong = await signIn(email, password);
    const enrolled = await strong.client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
    const secret = enrolled.data?.type === 'totp' ? enrolled.data.totp.secret : '';
    const code = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate();
    await strong.client.auth.mfa.challengeAndVerify({ factorId: enrolled.data?.id as string, code });
    const aal2 = (await strong.client.auth.getSession()).data.session?.access_token as string;
    const weak = await signIn(email, password);
    const body = { user_id: DEMO.sara, workflow_slug: 'lead-generation', label: 'aal' };
    expect((await api('/intake/keys', weak.token, { body })).status).toBe(403);
    expect((await api(`/intake/keys?user_id=${DEMO.sara}`, weak.token)).body.data).toEqual([]);
    const made = await api('/intake/keys', aal2, { body });
    expect(made.status).toBe(201);
    expect((await api(`/intake/keys/${made.body.id}`, weak.token, { method: 'DELETE' })).status).toBe(403);
    expect((await api(`/intake/keys/${made.body.id}`, aal2, { method: 'DELETE' })).status).toBe(200);
  });

  describe('freshness', () => {
    const notificationsFor = async (userId: string, like: string) =>
      (
        await stack.db.query<{ title: string; title_ar: string; type: string }>(
          `select title, title_ar, type from public.notifications where user_id = $1 and title like $2 order by created_at`,
          [userId, like],
        )
      ).rows;

    it('records when data last arrived and alerts once per episode when a live workflow stops', async () => {
      const created = await api('/intake/keys', admin.token, {
        body: { user_id: DEMO.sara, workflow_slug: 'lead-generation', label: 'freshness' },
      });
      expect((await send(created.body.key, 'lead-generation', 'leads', { full_name: 'Fresh' })).status).toBe(
        200,
      );
      const seen = await sara.client
        .from('workflow_data_freshness')
        .select('last_arrived_at, expected_interval_minutes')
        .eq('workflow_slug', 'lead-generation')
        .single();
      expect(seen.data?.expected_interval_minutes).toBe(1440);
      expect(Date.now() - Date.parse(seen.data?.last_arrived_at as string)).toBeLessThan(60_000);

      const before = (await notificationsFor(DEMO.admin, 'No data from%')).length;
      // The data stops: it last arrived 25 hours ago (expected every 24).
      await stack.db.query(
        `update public.workflow_data_freshness set last_arrived_at = now() - interval '25 hours'
         where user_id = $1 and workflow_slug = 'lead-generation'`,
        [DEMO.sara],
      );
      const { rows: first } = await stack.db.query<{ sent: number }>(
        'select private.check_workflow_freshness() as sent',
      );
      expect(Number(first[0]?.sent)).toBeGreaterThanOrEqual(1);
      const { rows: second } = await stack.db.query<{ sent: number }>(
        'select private.check_workflow_freshness() as sent',
      );
      expect(Number(second[0]?.sent)).toBe(0); // the same episode: never twice
      expect((await notificationsFor(DEMO.admin, 'No data from%')).length).toBe(before + 1);
      const client = await notificationsFor(DEMO.sara, 'No data from%');
      expect(client).toEqual([
        {
          title: 'No data from Lead Generation',
          title_ar: expect.stringContaining('لا بيانات'),
          type: 'warning',
        },
      ]);

      // Data arrives again: the episode ends; when it stops again, a new alert goes out.
      expect((await send(created.body.key, 'lead-generation', 'leads', { full_name: 'Back' })).status).toBe(
        200,
      );
      await stack.db.query(
        `update public.workflow_data_freshness set last_arrived_at = now() - interval '2 days'
         where user_id = $1 and workflow_slug = 'lead-generation'`,
        [DEMO.sara],
      );
      // This time the client has switched workflow alerts off: only the administrators hear of it.
      await stack.db.query('update public.profiles set workflow_alerts = false where id = $1', [DEMO.sara]);
      await stack.db.query('select private.check_workflow_freshness()');
      await stack.db.query('update public.profiles set workflow_alerts = true where id = $1', [DEMO.sara]);
      expect((await notificationsFor(DEMO.admin, 'No data from%')).length).toBe(before + 2);
      expect((await notificationsFor(DEMO.sara, 'No data from%')).length).toBe(1);
    });

    it('alerts once when the engine’s runs fail past the threshold, not for test runs', async () => {
      const created = await api('/intake/keys', admin.token, {
        body: { user_id: DEMO.sara, workflow_slug: 'whatsapp-sales', label: 'runs' },
      });
      // The day's runs are this test's alone: the seed's engine runs of the last 24 hours (real work
      // since test runs stopped counting) would dilute the failure rate.
      await stack.db.query(
        `delete from public.workflow_runs where user_id = $1 and workflow_slug = 'whatsapp-sales'
         and created_at > now() - interval '24 hours'`,
        [DEMO.sara],
      );
      // Failed test runs (sandbox) do not count.
      for (let i = 0; i < 4; i++) {
        await stack.db.query(
          `insert into public.workflow_runs (user_id, workflow_slug, status, executor, started_at, finished_at)
           values ($1, 'whatsapp-sales', 'failed', 'sandbox', now(), now())`,
          [DEMO.sara],
        );
      }
      await stack.db.query('select private.check_workflow_freshness()');
      expect(await notificationsFor(DEMO.sara, '%runs are failing')).toEqual([]);
      const runs = [1, 2, 3, 4].map((i) => ({
        external_id: `run-${i}`,
        status: i === 1 ? 'succeeded' : 'failed',
        started_at: new Date(Date.now() - 120_000).toISOString(),
        finished_at: new Date().toISOString(),
      }));
      const sent = await send(created.body.key, 'whatsapp-sales', 'runs', runs);
      expect(((await sent.json()) as Json).inserted).toBe(4);
      await stack.db.query('select private.check_workflow_freshness()');
      await stack.db.query('select private.check_workflow_freshness()');
      expect(await notificationsFor(DEMO.sara, '%runs are failing')).toEqual([
        { title: 'WhatsApp Sales runs are failing', title_ar: expect.any(String), type: 'error' },
      ]);
      expect((await notificationsFor(DEMO.admin, '%runs are failing')).length).toBe(1);
    });

    it('emails the alert through the notification email path', async () => {
      // The mailer follows the notifications as they are inserted: wait for its email (not a timed check).
      const alerted = (m: unknown) => /No data from Lead Generation/.test(JSON.stringify(m));
      for (let i = 0; i < 100 && !(await stack.mailbox('sara@demo.qa')).some(alerted); i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect((await stack.mailbox('sara@demo.qa')).some(alerted)).toBe(true);
    });
  });
});
