/**
 * The client's workspace through the real supabase-js against the running stack, on PGlite and
 * PostgreSQL: Purchase Selected (rpc purchase_workflows: prices from the catalogue, refusals the app can
 * name), one pending access request per workflow, and what a client can never do to a purchase.
 */
import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestStack, type TestStack, testEngines } from './harness.ts';

const PASSWORD = 'Client#2026';

describe.each(testEngines())('client workspace on %s (supabase-js)', (engine) => {
  let stack: TestStack;
  let service: SupabaseClient;

  const connect = (key: string) =>
    createClient(stack.url, key, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as never },
    });

  /** A new confirmed client, signed in: every test starts from an empty workspace. */
  async function freshClient(): Promise<{ id: string; client: SupabaseClient }> {
    const email = `workspace-${randomUUID().slice(0, 8)}@example.qa`;
    const created = await service.auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
    if (created.error || !created.data.user) throw new Error(`createUser: ${created.error?.message}`);
    const client = connect(stack.anonKey);
    const { error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
    if (error) throw new Error(`sign-in: ${error.message}`);
    return { id: created.data.user.id, client };
  }

  beforeAll(async () => {
    stack = await startTestStack({ engine });
    service = connect(stack.serviceRoleKey);
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('creates one pending purchase per workflow, at the catalogue prices', async () => {
    const { id, client } = await freshClient();
    const { data, error } = await client.rpc('purchase_workflows', {
      slugs: ['gmail-auto-responder', 'whatsapp-product-catalog', 'gmail-auto-responder', 'local-rag'],
    });
    expect(error).toBeNull();
    const catalogue = await service
      .from('workflows')
      .select('slug, setup_cost_qar, monthly_cost_qar')
      .in('slug', ['gmail-auto-responder', 'whatsapp-product-catalog', 'local-rag']);
    const price = new Map((catalogue.data ?? []).map((w) => [w.slug, w]));
    expect(data).toHaveLength(3);
    for (const row of data ?? []) {
      expect(row).toMatchObject({ user_id: id, status: 'pending', decided_by: null, decided_at: null });
      expect(Number(row.setup_cost_qar ?? Number.NaN)).toEqual(
        Number(price.get(row.workflow_slug)?.setup_cost_qar ?? Number.NaN),
      );
      expect(row.monthly_cost_qar === null ? null : Number(row.monthly_cost_qar)).toEqual(
        price.get(row.workflow_slug)?.monthly_cost_qar === null
          ? null
          : Number(price.get(row.workflow_slug)?.monthly_cost_qar),
      );
    }
    // The FAQ's figure (docs/product.md §9), copied on the server.
    expect(
      data?.find((r: { workflow_slug: string }) => r.workflow_slug === 'gmail-auto-responder'),
    ).toMatchObject({
      setup_cost_qar: 1500,
      monthly_cost_qar: 300,
    });
    const stored = await service.from('workflow_purchases').select('workflow_slug').eq('user_id', id);
    expect(stored.data?.map((r) => r.workflow_slug).sort()).toEqual(
      ['gmail-auto-responder', 'local-rag', 'whatsapp-product-catalog'].sort(),
    );
    // The admins hear about it.
    const notes = await service
      .from('notifications')
      .select('title, message')
      .eq('title', 'New purchase request');
    expect((notes.data ?? []).some((n) => n.message.includes('Gmail'))).toBe(true);
  });

  it('refuses workflows already pending or owned, all or nothing, and names the reason', async () => {
    const { id, client } = await freshClient();
    expect((await client.rpc('purchase_workflows', { slugs: ['lead-generation'] })).error).toBeNull();
    const pending = await client.rpc('purchase_workflows', { slugs: ['hr-service', 'lead-generation'] });
    expect(pending.error).toMatchObject({
      code: '23505',
      hint: 'already_pending',
      details: 'lead-generation',
    });

    await service
      .from('client_workflows')
      .insert({ user_id: id, workflow_slug: 'hr-service', status: 'active' });
    const owned = await client.rpc('purchase_workflows', { slugs: ['hr-service'] });
    expect(owned.error).toMatchObject({ code: '23505', hint: 'already_owned', details: 'hr-service' });

    const unknown = await client.rpc('purchase_workflows', { slugs: ['no-such-workflow'] });
    expect(unknown.error).toMatchObject({ code: '22023', hint: 'unknown_workflow' });
    const empty = await client.rpc('purchase_workflows', { slugs: [] });
    expect(empty.error).toMatchObject({ code: '22023', hint: 'empty_selection' });

    // Nothing of the refused selections was written.
    const rows = await service.from('workflow_purchases').select('workflow_slug').eq('user_id', id);
    expect(rows.data?.map((r) => r.workflow_slug)).toEqual(['lead-generation']);

    // Once decided, the same workflow may be bought again.
    await service.from('workflow_purchases').update({ status: 'rejected' }).eq('user_id', id);
    expect((await client.rpc('purchase_workflows', { slugs: ['lead-generation'] })).error).toBeNull();
  });

  it('never lets a client write a purchase directly, nor a visitor buy', async () => {
    const { id, client } = await freshClient();
    const insert = await client
      .from('workflow_purchases')
      .insert({ user_id: id, workflow_slug: 'lead-generation', setup_cost_qar: 1, status: 'approved' });
    expect(insert.error?.code).toBe('42501');

    const { data } = await client.rpc('purchase_workflows', { slugs: ['website-chatbot'] });
    const purchase = data?.[0];
    expect(purchase).toBeTruthy();
    const update = await client
      .from('workflow_purchases')
      .update({ status: 'approved', setup_cost_qar: 0 })
      .eq('id', purchase?.id ?? '')
      .select();
    expect(update.data ?? []).toEqual([]);
    const remove = await client
      .from('workflow_purchases')
      .delete()
      .eq('id', purchase?.id ?? '')
      .select();
    expect(remove.data ?? []).toEqual([]);
    const after = await service
      .from('workflow_purchases')
      .select('status, setup_cost_qar')
      .eq('id', purchase?.id ?? '');
    expect(after.data?.[0]).toMatchObject({ status: 'pending' });
    expect(Number(after.data?.[0]?.setup_cost_qar)).toBeGreaterThan(0);
    // No workflow was granted.
    const owned = await service.from('client_workflows').select('id').eq('user_id', id);
    expect(owned.data).toEqual([]);

    const visitor = connect(stack.anonKey);
    const anonymous = await visitor.rpc('purchase_workflows', { slugs: ['website-chatbot'] });
    expect(anonymous.error).not.toBeNull();
  });

  it('keeps one pending access request per workflow, in the database', async () => {
    const { id, client } = await freshClient();
    const first = await client
      .from('workflow_access_requests')
      .insert({ user_id: id, workflow_slug: 'local-chatbot', workflow_name: '' })
      .select('status, workflow_name')
      .single();
    expect(first.error).toBeNull();
    expect(first.data).toEqual({ status: 'pending', workflow_name: 'Local Chatbot' });
    const second = await client
      .from('workflow_access_requests')
      .insert({ user_id: id, workflow_slug: 'local-chatbot', workflow_name: '' });
    expect(second.error?.code).toBe('23505');
    // A client cannot approve itself.
    const approved = await client
      .from('workflow_access_requests')
      .insert({ user_id: id, workflow_slug: 'rag-chatbot', workflow_name: 'x', status: 'approved' });
    expect(approved.error?.code).toBe('42501');
  });

  it("counts the dashboard's runs per workflow in the database: Doha days, 30- and 7-day windows, own rows", async () => {
    const { id, client } = await freshClient();
    const other = await freshClient();
    const now = Date.now();
    const HOUR = 3_600_000;
    // Midnight in Doha (UTC+3, no daylight saving) today; a run a minute after it, or just now if earlier.
    const dohaMidnight = Math.floor((now + 3 * HOUR) / (24 * HOUR)) * 24 * HOUR - 3 * HOUR;
    const at = (ms: number) => new Date(ms).toISOString();
    const todayEarly = at(Math.min(dohaMidnight + 60_000, now - 1_000));
    const run = (
      user: string,
      slug: string,
      status: string,
      startedAt: string | null,
      createdAt = startedAt,
    ) => ({
      user_id: user,
      workflow_slug: slug,
      status,
      executor: 'engine',
      started_at: startedAt,
      finished_at: status === 'succeeded' || status === 'failed' ? startedAt : null,
      created_at: createdAt ?? at(now),
    });
    const { error } = await service.from('workflow_runs').insert([
      run(id, 'lead-generation', 'succeeded', at(now - 60_000)), // today
      run(id, 'lead-generation', 'failed', todayEarly), // today
      run(id, 'gmail-campaign', 'queued', null, at(now - 30_000)), // today, counted at created_at
      run(id, 'lead-generation', 'succeeded', at(dohaMidnight - 60_000)), // yesterday
      run(id, 'rag-chatbot', 'succeeded', at(dohaMidnight - 23 * HOUR)), // yesterday
      run(id, 'rag-chatbot', 'failed', at(now - 10 * 24 * HOUR)),
      run(id, 'rag-chatbot', 'succeeded', at(now - 9 * 24 * HOUR)), // the 7 days before
      run(id, 'lead-generation', 'succeeded', at(now - 35 * 24 * HOUR)), // the 30 days before
      run(id, 'lead-generation', 'failed', at(now - 45 * 24 * HOUR)), // the 30 days before
      run(id, 'lead-generation', 'failed', at(now - 70 * 24 * HOUR)), // outside every window
      run(other.id, 'lead-generation', 'succeeded', at(now - 60_000)), // someone else's
    ]);
    expect(error).toBeNull();
    const minutes = await service.from('workflows').select('slug, minutes_saved_per_run');
    const saved = new Map((minutes.data ?? []).map((w) => [w.slug, w.minutes_saved_per_run]));

    const { data, error: rpcError } = await client.rpc('client_run_activity');
    expect(rpcError).toBeNull();
    type ActivityRow = { workflow_slug: string; runs_today: number; last_run_at: string };
    const bySlug = new Map(((data ?? []) as ActivityRow[]).map((row) => [row.workflow_slug, row]));
    expect([...bySlug.keys()]).toEqual(['gmail-campaign', 'lead-generation', 'rag-chatbot']);
    expect(bySlug.get('lead-generation')).toMatchObject({
      runs_today: 2,
      runs_yesterday: 1,
      succeeded_30d: 2,
      finished_30d: 3,
      succeeded_prior_30d: 1,
      finished_prior_30d: 2,
      minutes_saved_7d: 2 * (saved.get('lead-generation') ?? Number.NaN),
      minutes_saved_prior_7d: 0,
      last_run_status: 'succeeded',
    });
    expect(Date.parse(bySlug.get('lead-generation')?.last_run_at ?? '')).toBe(now - 60_000);
    expect(bySlug.get('gmail-campaign')).toMatchObject({
      runs_today: 1,
      finished_30d: 0,
      last_run_status: 'queued',
    });
    expect(bySlug.get('rag-chatbot')).toMatchObject({
      runs_today: 0,
      runs_yesterday: 1,
      succeeded_30d: 2,
      finished_30d: 3,
      minutes_saved_7d: saved.get('rag-chatbot'),
      minutes_saved_prior_7d: saved.get('rag-chatbot'),
    });

    // The other client sees only their own run; a visitor may not call it.
    const theirs = await other.client.rpc('client_run_activity');
    expect((theirs.data as ActivityRow[]).map((row) => [row.workflow_slug, row.runs_today])).toEqual([
      ['lead-generation', 1],
    ]);
    const visitor = await connect(stack.anonKey).rpc('client_run_activity');
    expect(visitor.error?.code).toBe('42501');
  });

  it('never counts a test run: a sandbox or webhook run leaves every figure unchanged, an engine run moves them', async () => {
    const { id, client } = await freshClient();
    const figures = async () => {
      const { data, error } = await client.rpc('client_run_activity');
      expect(error).toBeNull();
      return data ?? [];
    };
    const run = (executor: string, status: string) => {
      const at = new Date().toISOString();
      return {
        user_id: id,
        workflow_slug: 'lead-generation',
        status,
        executor,
        started_at: at,
        finished_at: at,
      };
    };
    // A new client tries a workflow: simulated and webhook test runs, finished and failed.
    const tests = await service
      .from('workflow_runs')
      .insert([run('sandbox', 'succeeded'), run('webhook', 'succeeded'), run('sandbox', 'failed')]);
    expect(tests.error).toBeNull();
    expect(await figures()).toEqual([]);

    const engine = await service.from('workflow_runs').insert(run('engine', 'succeeded'));
    expect(engine.error).toBeNull();
    const minutes = await service
      .from('workflows')
      .select('minutes_saved_per_run')
      .eq('slug', 'lead-generation')
      .single();
    expect(await figures()).toEqual([
      expect.objectContaining({
        workflow_slug: 'lead-generation',
        runs_today: 1,
        succeeded_30d: 1,
        finished_30d: 1,
        minutes_saved_7d: minutes.data?.minutes_saved_per_run,
        last_run_status: 'succeeded',
      }),
    ]);
    // The next test run changes nothing, not even the last run.
    const before = await figures();
    expect((await service.from('workflow_runs').insert(run('sandbox', 'failed'))).error).toBeNull();
    expect(await figures()).toEqual(before);
  });
});
