/**
 * The admin area's decisions (supabase/migrations/20261125002100_request_decisions.sql) through the real
 * supabase-js against the running stack, on PGlite and PostgreSQL: one rpc decides a request only while it
 * is open (access, control, custom and purchase requests; a second decision is refused with PT409 and changes nothing, also when both arrive at once), a
 * decision grants or changes the workflow, notifies the client and writes the audit log; clients decide
 * nothing and never read another client's requests or messages; admins read all.
 */
import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestStack, type TestStack, testEngines } from './harness.ts';
import { DEMO } from './schema-db.ts';

describe.each(testEngines())('request decisions (%s)', (engine) => {
  let stack: TestStack;
  let service: SupabaseClient;
  let admin: SupabaseClient;
  let secondAdmin: SupabaseClient;
  let sara: SupabaseClient;
  let omar: SupabaseClient;

  const connect = (key: string) =>
    createClient(stack.url, key, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as never },
    });
  const signIn = async (email: string, password: string) => {
    const client = connect(stack.anonKey);
    const { error } = await client.auth.signInWithPassword({ email, password });
    if (error) throw new Error(`sign-in of ${email} failed: ${error.message}`);
    return client;
  };

  /** A pending access request of `owner` for a workflow the owner does not have yet. */
  async function pendingAccess(owner: string, slug: string) {
    await service.from('client_workflows').delete().eq('user_id', owner).eq('workflow_slug', slug);
    const { data, error } = await service
      .from('workflow_access_requests')
      .insert({ id: randomUUID(), user_id: owner, workflow_slug: slug, workflow_name: slug })
      .select('id')
      .single();
    if (error) throw new Error(error.message);
    return data.id as string;
  }

  /** The newest notification time of a user: what a test's own notifications come after. */
  async function lastNotificationAt(user: string) {
    const { data } = await service
      .from('notifications')
      .select('created_at')
      .eq('user_id', user)
      .order('created_at', { ascending: false })
      .limit(1);
    return (data?.[0]?.created_at as string | undefined) ?? '1970-01-01T00:00:00Z';
  }

  async function notificationsSince(user: string, since: string) {
    const { data } = await service
      .from('notifications')
      .select('title, message, title_ar, message_ar, type, link')
      .eq('user_id', user)
      .gt('created_at', since)
      .order('created_at');
    return data ?? [];
  }

  beforeAll(async () => {
    stack = await startTestStack({ engine });
    service = connect(stack.serviceRoleKey);
    [admin, secondAdmin, sara, omar] = await Promise.all([
      signIn('admin@demo.qa', 'Admin#2026'),
      signIn('admin@demo.qa', 'Admin#2026'),
      signIn('sara@demo.qa', 'Client#2026'),
      signIn('omar@demo.qa', 'Client#2026'),
    ]);
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('approves an access request: grants the workflow, notifies the client, audits before and after', async () => {
    const id = await pendingAccess(DEMO.sara, 'gmail-campaign');
    const since = await lastNotificationAt(DEMO.sara);
    const { data, error } = await admin.rpc('decide_request', {
      p_kind: 'access',
      p_request_id: id,
      p_decision: 'approved',
      p_note: '  Welcome aboard  ',
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ id, kind: 'access', status: 'approved', decided_by: DEMO.admin });

    const row = await service.from('workflow_access_requests').select('*').eq('id', id).single();
    expect(row.data).toMatchObject({
      status: 'approved',
      decided_by: DEMO.admin,
      decision_note: 'Welcome aboard',
    });
    const owned = await service
      .from('client_workflows')
      .select('status')
      .eq('user_id', DEMO.sara)
      .eq('workflow_slug', 'gmail-campaign');
    expect(owned.data).toEqual([{ status: 'active' }]);
    const sent = await notificationsSince(DEMO.sara, since);
    expect(sent).toEqual([
      expect.objectContaining({ title: 'Access approved', type: 'success', link: '/gmail-campaign' }),
    ]);
    expect(sent[0]?.title_ar).toMatch(/[\u0600-\u06FF]/);

    const audit = await admin
      .from('audit_log')
      .select('actor_id, action, table_name, old_data, new_data')
      .eq('table_name', 'workflow_access_requests')
      .eq('record_id', id);
    expect(audit.data).toHaveLength(1);
    expect(audit.data?.[0]).toMatchObject({ actor_id: DEMO.admin, action: 'UPDATE' });
    expect(audit.data?.[0]?.old_data).toMatchObject({ status: 'pending' });
    expect(audit.data?.[0]?.new_data).toMatchObject({ status: 'approved' });
  });

  it('refuses a second decision with PT409 (409) and overwrites nothing, through the rpc or a plain update', async () => {
    const id = await pendingAccess(DEMO.omar, 'gmail-campaign');
    const first = await admin.rpc('decide_request', {
      p_kind: 'access',
      p_request_id: id,
      p_decision: 'rejected',
      p_note: 'Not this quarter',
    });
    expect(first.error).toBeNull();
    const second = await secondAdmin.rpc('decide_request', {
      p_kind: 'access',
      p_request_id: id,
      p_decision: 'approved',
      p_note: 'Changed my mind',
    });
    expect(second.error?.code).toBe('PT409');
    expect(second.status).toBe(409);
    expect(second.error?.message).toBe('This request was already decided');

    const plain = await secondAdmin
      .from('workflow_access_requests')
      .update({ status: 'approved' })
      .eq('id', id);
    expect(plain.error?.code).toBe('PT409');

    const row = await service
      .from('workflow_access_requests')
      .select('status, decision_note')
      .eq('id', id)
      .single();
    expect(row.data).toEqual({ status: 'denied', decision_note: 'Not this quarter' });
    const owned = await service
      .from('client_workflows')
      .select('id')
      .eq('user_id', DEMO.omar)
      .eq('workflow_slug', 'gmail-campaign');
    expect(owned.data).toEqual([]);
  });

  it('lets exactly one of two simultaneous decisions through', async () => {
    const { data: created } = await service
      .from('workflow_control_requests')
      .insert({ user_id: DEMO.sara, workflow_slug: 'odoo-sales', action: 'change', details: 'Race' })
      .select('id')
      .single();
    const id = created?.id as string;
    const results = await Promise.all([
      admin.rpc('decide_request', { p_kind: 'control', p_request_id: id, p_decision: 'approved' }),
      secondAdmin.rpc('decide_request', { p_kind: 'control', p_request_id: id, p_decision: 'rejected' }),
    ]);
    const refused = results.filter((r) => r.error);
    expect(refused.map((r) => r.error?.code)).toEqual(['PT409']);
    const winner = results.find((r) => !r.error)?.data as { status: string };
    const row = await service.from('workflow_control_requests').select('status').eq('id', id).single();
    expect(row.data?.status).toBe(winner.status);
  });

  it('approving a stop pauses the workflow, approving a start resumes it; a rejection tells the reason', async () => {
    const control = async (action: string) => {
      const { data } = await service
        .from('workflow_control_requests')
        .insert({ user_id: DEMO.sara, workflow_slug: 'invoice-collection', action })
        .select('id')
        .single();
      return data?.id as string;
    };
    const status = async () =>
      (
        await service
          .from('client_workflows')
          .select('status')
          .eq('user_id', DEMO.sara)
          .eq('workflow_slug', 'invoice-collection')
          .single()
      ).data?.status;

    await service
      .from('client_workflows')
      .update({ status: 'active' })
      .eq('user_id', DEMO.sara)
      .eq('workflow_slug', 'invoice-collection');
    expect(
      (
        await admin.rpc('decide_request', {
          p_kind: 'control',
          p_request_id: await control('stop'),
          p_decision: 'approved',
        })
      ).error,
    ).toBeNull();
    expect(await status()).toBe('paused');
    expect(
      (
        await admin.rpc('decide_request', {
          p_kind: 'control',
          p_request_id: await control('start'),
          p_decision: 'approved',
        })
      ).error,
    ).toBeNull();
    expect(await status()).toBe('active');

    const since = await lastNotificationAt(DEMO.sara);
    const rejected = await admin.rpc('decide_request', {
      p_kind: 'control',
      p_request_id: await control('stop'),
      p_decision: 'rejected',
      p_note: 'Month-end invoices are due.',
    });
    expect(rejected.error).toBeNull();
    expect(await status()).toBe('active');
    const sent = await notificationsSince(DEMO.sara, since);
    expect(sent.at(-1)).toMatchObject({ title: 'Request rejected', type: 'warning' });
    expect(sent.at(-1)?.message).toContain('Month-end invoices are due.');
  });

  it('refuses a start of a running workflow and a stop of a paused one with PT409, storing nothing', async () => {
    const ask = (slug: string, action: string) =>
      sara.from('workflow_control_requests').insert({ user_id: DEMO.sara, workflow_slug: slug, action });
    const pendingOf = async (slug: string) =>
      (
        await service
          .from('workflow_control_requests')
          .select('action')
          .eq('user_id', DEMO.sara)
          .eq('workflow_slug', slug)
          .eq('status', 'pending')
      ).data ?? [];

    // whatsapp-sales is live, whatsapp-product-catalog paused (supabase/seed.sql).
    const running = await ask('whatsapp-sales', 'start');
    expect(running.status).toBe(409);
    expect(running.error).toMatchObject({
      code: 'PT409',
      hint: 'already_running',
      message: 'This workflow is already running',
      details: 'Its status is live.',
    });
    const stopped = await ask('whatsapp-product-catalog', 'stop');
    expect(stopped.status).toBe(409);
    expect(stopped.error).toMatchObject({ code: 'PT409', hint: 'already_stopped' });
    expect(await pendingOf('whatsapp-sales')).toEqual([]);
    expect(await pendingOf('whatsapp-product-catalog')).toEqual([]);

    // What the status allows goes through, and a change is asked for whatever the status.
    const allowed = await Promise.all([
      ask('whatsapp-sales', 'stop'),
      ask('whatsapp-product-catalog', 'start'),
      ask('whatsapp-product-catalog', 'change'),
    ]);
    expect(allowed.map((r) => r.error)).toEqual([null, null, null]);
    // A decided row is a record of what was asked then, not a request: the status does not apply.
    const history = await service.from('workflow_control_requests').insert({
      user_id: DEMO.sara,
      workflow_slug: 'whatsapp-sales',
      action: 'start',
      status: 'approved',
    });
    expect(history.error).toBeNull();
    await service
      .from('workflow_control_requests')
      .delete()
      .eq('user_id', DEMO.sara)
      .in('workflow_slug', ['whatsapp-sales', 'whatsapp-product-catalog'])
      .gt('submitted_at', new Date(Date.now() - 60_000).toISOString());
  });

  it('decides custom workflow requests, from pending or in review', async () => {
    const { data } = await service
      .from('custom_workflow_requests')
      .insert({
        user_id: DEMO.omar,
        workflow_name: 'Recall reminders',
        description: 'd',
        business_problem: 'p',
        status: 'in_review',
      })
      .select('id')
      .single();
    const decided = await admin.rpc('decide_request', {
      p_kind: 'custom',
      p_request_id: data?.id,
      p_decision: 'approved',
    });
    expect(decided.data).toMatchObject({ status: 'approved' });
    // Completed after approval is still allowed; back to pending is not.
    expect(
      (await admin.from('custom_workflow_requests').update({ status: 'completed' }).eq('id', data?.id)).error,
    ).toBeNull();
    expect(
      (await admin.from('custom_workflow_requests').update({ status: 'pending' }).eq('id', data?.id)).error
        ?.code,
    ).toBe('PT409');
  });

  it('decides purchases: approval grants the workflow, notifies and audits; a second decision is refused', async () => {
    await service
      .from('client_workflows')
      .delete()
      .eq('user_id', DEMO.omar)
      .eq('workflow_slug', 'job-application');
    const { data: purchase, error } = await service
      .from('workflow_purchases')
      .insert({ user_id: DEMO.omar, workflow_slug: 'job-application', setup_cost_qar: 1500 })
      .select('id')
      .single();
    expect(error).toBeNull();
    const since = await lastNotificationAt(DEMO.omar);
    const approved = await admin.rpc('decide_request', {
      p_kind: 'purchase',
      p_request_id: purchase?.id,
      p_decision: 'approved',
    });
    expect(approved.data).toMatchObject({ kind: 'purchase', status: 'approved', decided_by: DEMO.admin });
    const owned = await service
      .from('client_workflows')
      .select('status')
      .eq('user_id', DEMO.omar)
      .eq('workflow_slug', 'job-application');
    expect(owned.data).toEqual([{ status: 'active' }]);
    const sent = await notificationsSince(DEMO.omar, since);
    expect(sent).toEqual([expect.objectContaining({ title: 'Purchase approved', link: '/job-application' })]);
    const audit = await admin
      .from('audit_log')
      .select('actor_id, old_data, new_data')
      .eq('table_name', 'workflow_purchases')
      .eq('record_id', purchase?.id);
    expect(audit.data?.map((a) => [a.actor_id, a.old_data.status, a.new_data.status])).toEqual([
      [DEMO.admin, 'pending', 'approved'],
    ]);
    const again = await secondAdmin.rpc('decide_request', {
      p_kind: 'purchase',
      p_request_id: purchase?.id,
      p_decision: 'rejected',
    });
    expect(again.error?.code).toBe('PT409');
    const plain = await admin
      .from('workflow_purchases')
      .update({ status: 'cancelled' })
      .eq('id', purchase?.id);
    expect(plain.error?.code).toBe('PT409');
  });

  it('answers bad input with a 4xx error, never a 5xx', async () => {
    const unknown = await admin.rpc('decide_request', {
      p_kind: 'access',
      p_request_id: randomUUID(),
      p_decision: 'approved',
    });
    expect([unknown.error?.code, unknown.status]).toEqual(['PT404', 404]);
    const kind = await admin.rpc('decide_request', {
      p_kind: 'refund',
      p_request_id: randomUUID(),
      p_decision: 'approved',
    });
    expect([kind.error?.code, kind.status]).toEqual(['22023', 400]);
    const decision = await admin.rpc('decide_request', {
      p_kind: 'access',
      p_request_id: randomUUID(),
      p_decision: 'maybe',
    });
    expect(decision.error?.code).toBe('22023');
    const missing = await admin.rpc('decide_request', {
      p_kind: 'access',
      p_request_id: randomUUID(),
      p_decision: null,
    });
    expect([missing.error?.code, missing.status]).toEqual(['22023', 400]);
  });

  it('lets clients decide nothing and change no status', async () => {
    const id = await pendingAccess(DEMO.sara, 'hr-service');
    const rpc = await sara.rpc('decide_request', {
      p_kind: 'access',
      p_request_id: id,
      p_decision: 'approved',
    });
    expect(rpc.error?.code).toBe('42501');
    const plain = await sara
      .from('workflow_access_requests')
      .update({ status: 'approved' })
      .eq('id', id)
      .select('id');
    expect(plain.data ?? []).toEqual([]);
    const anon = await connect(stack.anonKey).rpc('decide_request', {
      p_kind: 'access',
      p_request_id: id,
      p_decision: 'approved',
    });
    expect(anon.error).not.toBeNull();
    const row = await service.from('workflow_access_requests').select('status').eq('id', id).single();
    expect(row.data?.status).toBe('pending');
    expect(
      (
        await sara.rpc('set_client_workflow_status', {
          p_client_workflow_id: randomUUID(),
          p_status: 'paused',
        })
      ).error?.code,
    ).toBe('42501');
    expect((await sara.rpc('admin_clients')).error?.code).toBe('42501');
  });

  it("never shows a client another client's requests or messages; an admin reads all", async () => {
    for (const table of [
      'workflow_access_requests',
      'workflow_control_requests',
      'workflow_request_messages',
    ]) {
      const mine = await sara.from(table).select('user_id');
      expect(mine.data?.length).toBeGreaterThan(0);
      expect(new Set(mine.data?.map((r) => r.user_id))).toEqual(new Set([DEMO.sara]));
      const theirs = await sara.from(table).select('id').eq('user_id', DEMO.omar);
      expect(theirs.data).toEqual([]);
      const all = await admin.from(table).select('user_id');
      expect(new Set(all.data?.map((r) => r.user_id))).toEqual(new Set([DEMO.sara, DEMO.omar]));
    }
    // Writing into Omar's thread, or as an admin, is refused.
    const omarRequest = await service
      .from('workflow_access_requests')
      .select('id')
      .eq('user_id', DEMO.omar)
      .limit(1)
      .single();
    const intrude = await sara.from('workflow_request_messages').insert({
      request_id: omarRequest.data?.id,
      user_id: DEMO.omar,
      sender_type: 'client',
      sender_id: DEMO.sara,
      content: 'Hello from Sara',
    });
    expect(intrude.error).not.toBeNull();
    const sarasRequest = await pendingAccess(DEMO.sara, 'financial-reports');
    const impersonate = await sara.from('workflow_request_messages').insert({
      request_id: sarasRequest,
      user_id: DEMO.sara,
      sender_type: 'admin',
      sender_id: DEMO.sara,
      content: 'I approve',
    });
    expect(impersonate.error).not.toBeNull();
    const reply = await omar.from('workflow_request_messages').select('id').eq('request_id', sarasRequest);
    expect(reply.data).toEqual([]);
  });

  it('pauses and resumes a client workflow for an admin: audited, the client notified', async () => {
    const target = await service
      .from('client_workflows')
      .select('id, status')
      .eq('user_id', DEMO.omar)
      .eq('workflow_slug', 'gmail-auto-responder')
      .single();
    const since = await lastNotificationAt(DEMO.omar);
    const paused = await admin.rpc('set_client_workflow_status', {
      p_client_workflow_id: target.data?.id,
      p_status: 'paused',
    });
    expect(paused.error).toBeNull();
    expect(paused.data).toMatchObject({ status: 'paused' });
    const resumed = await admin.rpc('set_client_workflow_status', {
      p_client_workflow_id: target.data?.id,
      p_status: 'active',
    });
    expect(resumed.data).toMatchObject({ status: 'active' });
    const sent = await notificationsSince(DEMO.omar, since);
    expect(sent.map((n) => n.title)).toEqual(['Workflow paused', 'Workflow resumed']);
    const audit = await admin
      .from('audit_log')
      .select('actor_id, old_data, new_data')
      .eq('table_name', 'client_workflows')
      .eq('record_id', target.data?.id)
      .gte('occurred_at', since)
      .order('id');
    expect(audit.data?.map((a) => [a.actor_id, a.old_data.status, a.new_data.status])).toEqual([
      [DEMO.admin, 'active', 'paused'],
      [DEMO.admin, 'paused', 'active'],
    ]);
  });

  it('lists the clients with their last sign-in for admins only', async () => {
    const { data, error } = await admin.rpc('admin_clients');
    expect(error).toBeNull();
    const ids = (data as { id: string }[]).map((c) => c.id);
    expect(ids).toContain(DEMO.sara);
    expect(ids).toContain(DEMO.omar);
    expect(ids).not.toContain(DEMO.admin);
    const saraRow = (data as { id: string; last_sign_in_at: string | null; company: string }[]).find(
      (c) => c.id === DEMO.sara,
    );
    expect(saraRow?.company).toBe('Al Noor Trading');
    expect(saraRow?.last_sign_in_at).not.toBeNull();
  });
});
