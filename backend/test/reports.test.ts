/**
 * Client reports (migration 20261129700000_client_reports.sql, backend/src/reports/): Doha period
 * arithmetic at week, month and year ends; the report's figures are dashboard_figures' own (the same
 * numbers the dashboards show, engine runs only); settings under RLS; the scheduler queues a report
 * once per period at the client's hour, honouring the switches; the email arrives once, in the client's
 * language and direction, with List-Unsubscribe, and its link unsubscribes; admins preview, send now
 * (never twice) and see bounces.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestStack, type TestStack, testEngines } from './harness.ts';

const PASSWORD = 'Reports#2026';

/** Waits until `check` passes (the outbox sends after NOTIFY, a few milliseconds later). */
async function eventually<T>(check: () => Promise<T>, timeoutMs = 10_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (e) {
      if (Date.now() > until) throw e;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

describe.each(testEngines())('client reports on %s', (engine) => {
  let stack: TestStack;
  let admin: SupabaseClient;
  let layla: { id: string; email: string; client: SupabaseClient };
  let nour: { id: string; email: string; client: SupabaseClient };

  const connect = (key = stack.anonKey) =>
    createClient(stack.url, key, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as never },
    });

  const account = async (label: string, language: 'en' | 'ar') => {
    const email = `${label}-${Date.now()}@reports.qa`;
    const service = connect(stack.serviceRoleKey);
    const created = await service.auth.admin.createUser({
      email,
      password: PASSWORD,
      email_confirm: true,
      user_metadata: { full_name: label === 'layla' ? 'Layla Ahmed' : 'نور الهاجري' },
    });
    const id = created.data.user?.id as string;
    await stack.db.query('update public.profiles set language = $2, full_name = $3 where id = $1', [
      id,
      language,
      label === 'layla' ? 'Layla Ahmed' : 'نور الهاجري',
    ]);
    const client = connect();
    expect((await client.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
    return { id, email, client };
  };

  const period = async (sql: string, frequency: string, at: string) => {
    const { rows } = await stack.db.query<Record<string, string>>(
      `select period_start::text, period_end::text, previous_start::text from ${sql}($1, $2)`,
      [frequency, at],
    );
    return rows[0];
  };

  beforeAll(async () => {
    // The test moves the scheduler's clock itself (private.queue_due_reports(at)): no timer of its own.
    process.env.REPORT_SCHEDULE_MS = '0';
    stack = await startTestStack({ engine });
    admin = connect();
    expect(
      (await admin.auth.signInWithPassword({ email: 'admin@demo.qa', password: 'Admin#2026' })).error,
    ).toBeNull();
    layla = await account('layla', 'en');
    nour = await account('nour', 'ar');
    for (const slug of ['lead-generation', 'whatsapp-chatbot', 'invoice-collection', 'gmail-campaign'])
      await stack.db.query('insert into public.client_workflows (user_id, workflow_slug) values ($1, $2)', [
        layla.id,
        slug,
      ]);
    await stack.db.query(
      `insert into public.client_workflows (user_id, workflow_slug) values ($1, 'lead-generation')`,
      [nour.id],
    );
    // The week of Sunday 15 Nov 2026 (Doha) and the week before, with rows on both edges of each:
    // Doha midnight starting Sunday 15 Nov is 2026-11-14T21:00Z.
    await stack.db.query(
      `insert into public.leads (user_id, workflow_slug, full_name, status, source, estimated_value_qar, created_at)
       select $1, 'lead-generation', 'Lead ' || i, (array['new','qualified','proposal','won','lost'])[1 + i % 5],
              'website', 1000, at
       from generate_series(1, 40) as i,
       lateral (select '2026-11-08T21:00:00Z'::timestamptz + (i * interval '8 hours') - interval '1 millisecond' as at) t`,
      [layla.id],
    );
    await stack.db.query(
      `insert into public.chat_sessions (user_id, workflow_slug, status, started_at)
       select $1, 'whatsapp-chatbot', (array['resolved','escalated','active'])[1 + i % 3],
              '2026-11-08T21:00:00Z'::timestamptz + i * interval '5 hours'
       from generate_series(0, 60) as i`,
      [layla.id],
    );
    await stack.db.query(
      `insert into public.invoices (user_id, workflow_slug, invoice_number, customer_name, amount_qar, status, issued_on, due_on, paid_at)
       select $1, 'invoice-collection', 'INV-' || i, 'Customer', 500 + i, st, date '2026-11-08' + (i % 15), date '2026-12-20',
              case when st = 'paid' then '2026-11-08T09:00:00Z'::timestamptz + (i % 13) * interval '1 day' end
       from generate_series(1, 30) as i, lateral (select (array['sent','paid','overdue','cancelled'])[1 + i % 4] as st) s`,
      [layla.id],
    );
    // Engine runs count; the portal's test runs (sandbox, webhook) never do.
    await stack.db.query(
      `insert into public.workflow_runs (user_id, workflow_slug, status, executor, input, created_at, started_at)
       select $1, slug, case when i % 4 = 0 then 'failed' else 'succeeded' end, executor, '{}'::jsonb, at, at
       from unnest(array['lead-generation', 'gmail-campaign']) as slug,
            unnest(array['engine', 'sandbox']) as executor,
            generate_series(1, 12) as i,
            lateral (select '2026-11-08T21:00:00Z'::timestamptz + i * interval '1 day' as at) t`,
      [layla.id],
    );
    // gmail-campaign went silent: runs the week before, none in the week of 15 Nov.
    await stack.db.query(
      `delete from public.workflow_runs where user_id = $1 and workflow_slug = 'gmail-campaign'
       and created_at >= '2026-11-14T21:00:00Z'`,
      [layla.id],
    );
    await stack.db.query(
      `insert into public.workflow_access_requests (user_id, workflow_name, status) values ($1, 'HR Service', 'pending')`,
      [layla.id],
    );
  });

  afterAll(async () => {
    await stack?.stop();
  });

  it('puts a moment in its Doha week (Sunday to Saturday) and month, and the period before', async () => {
    // Saturday 23:59:59.999 in Doha is still the week of Sunday 22 Nov; a millisecond later is the next.
    expect(await period('private.report_period', 'week', '2026-11-28')).toEqual({
      period_start: '2026-11-22',
      period_end: '2026-11-29',
      previous_start: '2026-11-15',
    });
    const doha = async (frequency: string, at: string) => {
      const { rows } = await stack.db.query<Record<string, string>>(
        `select r.period_start::text, r.period_end::text, r.previous_start::text
         from private.report_period($1, private.doha_day($2::timestamptz)) r`,
        [frequency, at],
      );
      return rows[0];
    };
    expect((await doha('week', '2026-11-28T20:59:59.999Z'))?.period_start).toBe('2026-11-22');
    expect((await doha('week', '2026-11-28T21:00:00.000Z'))?.period_start).toBe('2026-11-29');
    // Month ends: 30 Nov 23:59 Doha is November; 21:00 UTC that day is 1 December in Doha.
    expect(await doha('month', '2026-11-30T20:59:59.999Z')).toEqual({
      period_start: '2026-11-01',
      period_end: '2026-12-01',
      previous_start: '2026-10-01',
    });
    expect((await doha('month', '2026-11-30T21:00:00Z'))?.period_start).toBe('2026-12-01');
    // February of a common year, and March's previous period is February.
    expect(await doha('month', '2027-03-10T12:00:00Z')).toEqual({
      period_start: '2027-03-01',
      period_end: '2027-04-01',
      previous_start: '2027-02-01',
    });
    // Year end: New Year's Eve 23:59 Doha is December 2026; a minute later the last complete month is
    // December and the last complete week is the one of Sunday 20 Dec (27 Dec's runs to 2 Jan 2027).
    expect(await period('private.last_complete_period', 'month', '2026-12-31T21:00:00Z')).toEqual({
      period_start: '2026-12-01',
      period_end: '2027-01-01',
      previous_start: '2026-11-01',
    });
    expect(await period('private.last_complete_period', 'month', '2026-12-31T20:59:59Z')).toEqual({
      period_start: '2026-11-01',
      period_end: '2026-12-01',
      previous_start: '2026-10-01',
    });
    expect(await doha('week', '2026-12-31T21:00:00Z')).toEqual({
      period_start: '2026-12-27',
      period_end: '2027-01-03',
      previous_start: '2026-12-20',
    });
    expect(await period('private.last_complete_period', 'week', '2027-01-03T06:00:00Z')).toEqual({
      period_start: '2026-12-27',
      period_end: '2027-01-03',
      previous_start: '2026-12-20',
    });
  });

  it("gives each workflow's figures exactly as dashboard_figures gives its dashboard, engine runs only", async () => {
    const { data: report, error } = await layla.client.rpc('client_report', {
      p_user_id: layla.id,
      p_frequency: 'week',
      p_day: '2026-11-18',
    });
    expect(error).toBeNull();
    expect(report).toMatchObject({
      period_start: '2026-11-15',
      period_end: '2026-11-22',
      previous_start: '2026-11-08',
    });
    // The dashboards' call for the same week: 7 days before Doha midnight of Sunday 22 Nov.
    const figures = async (source: string, slug: string) => {
      const { data, error: e } = await layla.client.rpc('dashboard_figures', {
        p_source: source,
        p_workflow_slug: slug,
        p_as_of: '2026-11-21T21:00:00Z',
        p_days: 7,
        p_user_id: layla.id,
      });
      expect(e).toBeNull();
      const rows = (data ?? []) as {
        period: string;
        status: string;
        kind: string;
        rows: number;
        value_sum: number;
      }[];
      const sum = (
        period: string,
        where: (r: (typeof rows)[number]) => boolean,
        field: 'rows' | 'value_sum' = 'rows',
      ) => rows.filter((r) => r.period === period && where(r)).reduce((n, r) => n + Number(r[field]), 0);
      return { sum };
    };
    interface Figures {
      headline: { key: string; value: number }[];
      runs: Record<string, number>;
    }
    const bySlug: Record<string, { current: Figures; previous: Figures }> = Object.fromEntries(
      (report.workflows as { slug: string; current: Figures; previous: Figures }[]).map((w) => [w.slug, w]),
    );
    /** A workflow's headline figures of a period as key → value. */
    const headlineOf = (slug: string, period: 'current' | 'previous') =>
      Object.fromEntries((bySlug[slug]?.[period].headline ?? []).map((h) => [h.key, Number(h.value)]));

    const leads = await figures('leads', 'lead-generation');
    for (const period of ['current', 'previous'] as const) {
      const headline = headlineOf('lead-generation', period);
      expect(Number(headline?.leads)).toBe(leads.sum(period, () => true));
      expect(Number(headline?.qualified)).toBe(
        leads.sum(period, (r) => ['qualified', 'proposal', 'won'].includes(r.status)),
      );
      expect(Number(headline?.won)).toBe(leads.sum(period, (r) => r.status === 'won'));
    }
    expect(headlineOf('lead-generation', 'current').leads).toBeGreaterThan(0);
    // In the KPI row's order.
    expect(bySlug['lead-generation']?.current.headline.map((h) => h.key)).toEqual([
      'leads',
      'qualified',
      'won',
    ]);

    const chats = await figures('chat_sessions', 'whatsapp-chatbot');
    for (const period of ['current', 'previous'] as const) {
      const headline = headlineOf('whatsapp-chatbot', period);
      expect(Number(headline?.conversations)).toBe(chats.sum(period, () => true));
      expect(Number(headline?.escalated)).toBe(chats.sum(period, (r) => r.status === 'escalated'));
    }

    const invoices = await figures('invoices', 'invoice-collection');
    const paid = await figures('invoices_paid', 'invoice-collection');
    for (const period of ['current', 'previous'] as const) {
      const headline = headlineOf('invoice-collection', period);
      // Issued, as the KPI row counts them: a cancelled invoice was not.
      expect(Number(headline?.invoices)).toBe(invoices.sum(period, (r) => r.status !== 'cancelled'));
      expect(Number(headline?.invoiced_qar)).toBe(
        invoices.sum(period, (r) => r.status !== 'cancelled', 'value_sum'),
      );
      expect(Number(headline?.collected_qar)).toBe(paid.sum(period, () => true, 'value_sum'));
    }
    expect(headlineOf('invoice-collection', 'current').collected_qar).toBeGreaterThan(0);

    const runs = await figures('workflow_runs', 'lead-generation');
    for (const period of ['current', 'previous'] as const) {
      const r = bySlug['lead-generation']?.[period].runs;
      expect(Number(r?.runs)).toBe(runs.sum(period, (x) => x.kind === 'engine'));
      expect(Number(r?.failed)).toBe(runs.sum(period, (x) => x.kind === 'engine' && x.status === 'failed'));
      // hours saved: the workflow's minutes per succeeded engine run (15 for lead generation)
      expect(Number(r?.minutes_saved)).toBe(
        15 * runs.sum(period, (x) => x.kind === 'engine' && x.status === 'succeeded'),
      );
    }
    // The sandbox runs are there, and not counted.
    expect(runs.sum('current', (x) => x.kind === 'sandbox')).toBeGreaterThan(0);
    // gmail-campaign went silent: runs the week before, none this week.
    expect(Number(bySlug['gmail-campaign']?.previous.runs.runs)).toBeGreaterThan(0);
    expect(Number(bySlug['gmail-campaign']?.current.runs.runs)).toBe(0);
    expect(report.pending_requests).toEqual([
      expect.objectContaining({ kind: 'access', workflow: 'HR Service' }),
    ]);
  });

  it('answers the client itself and admins only, and refuses a period that is not over', async () => {
    const other = await nour.client.rpc('client_report', {
      p_user_id: layla.id,
      p_frequency: 'week',
      p_day: '2026-11-18',
    });
    expect(other.error?.code).toBe('42501');
    const asAdmin = await admin.rpc('client_report', {
      p_user_id: layla.id,
      p_frequency: 'month',
      p_day: '2026-10-18',
    });
    expect(asAdmin.error).toBeNull();
    expect(asAdmin.data).toMatchObject({
      frequency: 'month',
      period_start: '2026-10-01',
      previous_start: '2026-09-01',
    });
    // The month running now (the stack's clock) is not over: no report of it yet.
    const current = new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);
    const running = await layla.client.rpc('client_report', {
      p_user_id: layla.id,
      p_frequency: 'month',
      p_day: current,
    });
    expect(running.error).toMatchObject({ code: '22023', hint: 'period_not_over' });
    const future = await layla.client.rpc('client_report', {
      p_user_id: layla.id,
      p_frequency: 'week',
      p_day: '2099-01-01',
    });
    expect(future.error).toMatchObject({ code: '22023', hint: 'period_not_over' });
    const bad = await layla.client.rpc('client_report', { p_user_id: layla.id, p_frequency: 'daily' });
    expect(bad.error).toMatchObject({ code: '22023', hint: 'frequency' });
  });

  it('keeps report settings per client under RLS', async () => {
    const own = await layla.client
      .from('report_settings')
      .upsert({ user_id: layla.id, frequency: 'week', email_enabled: true, send_hour: 9 })
      .select()
      .single();
    expect(own.error).toBeNull();
    expect(own.data).toMatchObject({ frequency: 'week', send_hour: 9 });
    const theirs = await nour.client
      .from('report_settings')
      .insert({ user_id: layla.id, frequency: 'month' });
    expect(theirs.error?.code).toBe('42501');
    expect((await nour.client.from('report_settings').select()).data).toEqual([]);
    const invalid = await layla.client
      .from('report_settings')
      .update({ send_hour: 24 })
      .eq('user_id', layla.id);
    expect(invalid.error?.code).toBe('23514');
    const monthly = await nour.client
      .from('report_settings')
      .insert({ user_id: nour.id, frequency: 'month', send_hour: 7 });
    expect(monthly.error).toBeNull();
  });

  it("queues each report once at the client's Doha hour and emails it once, in the client's language", async () => {
    const queue = async (at: string) => {
      const { rows } = await stack.db.query<{ n: number }>('select private.queue_due_reports($1) as n', [at]);
      return Number(rows[0]?.n);
    };
    // Sunday 1 Nov 2026: 06:59 Doha is before anyone's hour; Nour's (7) comes first, then Layla's (9).
    expect(await queue('2026-11-01T03:59:00Z')).toBe(0);
    expect(await queue('2026-11-01T04:00:00Z')).toBe(1);
    expect(await queue('2026-11-01T05:59:00Z')).toBe(0);
    expect(await queue('2026-11-01T06:00:00Z')).toBe(1);
    expect(await queue('2026-11-01T06:01:00Z')).toBe(0);
    expect(await queue('2026-11-07T06:00:00Z')).toBe(0);
    // Three weeks later, the week of 15 Nov (the one with the figures above).
    expect(await queue('2026-11-22T06:00:00Z')).toBe(1);
    expect(await queue('2026-11-22T07:00:00Z')).toBe(0);
    const weekly = await eventually(async () => {
      const found = (await stack.mailbox(layla.email)).filter((m) =>
        m.subject.startsWith('Your weekly report'),
      );
      expect(found).toHaveLength(2);
      return found;
    });
    expect(weekly.map((m) => m.subject)).toEqual([
      'Your weekly report: 15 Nov 2026 – 21 Nov 2026',
      'Your weekly report: 25 Oct 2026 – 31 Oct 2026',
    ]);
    const mail = weekly[0];
    expect(mail?.html).toContain('<html lang="en" dir="ltr">');
    expect(mail?.text).toContain('Hours saved');
    expect(mail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const unsubscribe = /^<(.+)>$/.exec(mail?.headers?.['List-Unsubscribe'] ?? '')?.[1] as string;
    expect(unsubscribe).toMatch(/\/api\/reports\/unsubscribe\?token=[0-9a-f-]{36}$/);
    expect(mail?.text).toContain(unsubscribe);
    const { rows: log } = await stack.db.query<{
      status: string;
      requested_by: string;
      period_start: string;
    }>(
      `select status, requested_by, period_start::text from public.client_report_emails where user_id = $1`,
      [layla.id],
    );
    expect(log.sort((a, b) => a.period_start.localeCompare(b.period_start))).toEqual([
      { status: 'sent', requested_by: 'schedule', period_start: '2026-10-25' },
      { status: 'sent', requested_by: 'schedule', period_start: '2026-11-15' },
    ]);

    // Nour's monthly report of October, in Arabic, right to left.
    const arabic = await eventually(async () => {
      const found = await stack.mailbox(nour.email);
      expect(found).toHaveLength(1);
      return found[0];
    });
    expect(arabic?.subject).toBe('تقريرك الشهري: أكتوبر 2026');
    expect(arabic?.html).toContain('<html lang="ar" dir="rtl">');
    expect(arabic?.text).toContain('الساعات الموفّرة');

    // The one-click link (RFC 8058 POST) turns Layla's report emails off: the next week queues nothing.
    const post = await fetch(unsubscribe, { method: 'POST', body: 'List-Unsubscribe=One-Click' });
    expect(post.status).toBe(200);
    expect(await queue('2026-11-29T06:00:00Z')).toBe(0);
    const page = await fetch(unsubscribe);
    expect(await page.text()).toContain('You are unsubscribed from report emails.');
    expect((await fetch(unsubscribe.replace(/token=.*/, 'token=nope'))).status).toBe(404);
    // Email notifications off (the master switch): nothing either.
    await stack.db.query('update public.profiles set email_notifications = false where id = $1', [nour.id]);
    expect(await queue('2026-12-01T04:00:00Z')).toBe(0);
  });

  it('lets an admin preview any past period, send it now once, and see bounces', async () => {
    const session = (await admin.auth.getSession()).data.session;
    const preview = await fetch(
      `${stack.url}/api/reports/email?user_id=${layla.id}&frequency=month&day=2026-10-05&language=ar`,
      { headers: { apikey: stack.anonKey, Authorization: `Bearer ${session?.access_token}` } },
    );
    expect(preview.status).toBe(200);
    const body = (await preview.json()) as {
      subject: string;
      html: string;
      report: { period_start: string };
    };
    expect(body.subject).toBe('تقريرك الشهري: أكتوبر 2026');
    expect(body.report.period_start).toBe('2026-10-01');
    const asClient = await fetch(`${stack.url}/api/reports/email?user_id=${layla.id}`, {
      headers: {
        apikey: stack.anonKey,
        Authorization: `Bearer ${(await nour.client.auth.getSession()).data.session?.access_token}`,
      },
    });
    expect(asClient.status).toBe(403);
    expect(
      (await fetch(`${stack.url}/api/reports/email?user_id=nope`, { headers: { apikey: stack.anonKey } }))
        .status,
    ).toBe(401);
    // The sample report (no account: the sample dashboards link to it), monthly, in Arabic.
    const sample = await fetch(`${stack.url}/api/reports/sample?language=ar&frequency=month`);
    expect(sample.status).toBe(200);
    const sampleBody = (await sample.json()) as { subject: string; html: string };
    expect(sampleBody.subject).toBe('تقريرك الشهري: أكتوبر 2026');
    expect(sampleBody.html).toContain('dir="rtl"');
    expect((await fetch(`${stack.url}/api/reports/sample?language=fr`)).status).toBe(400);

    // Layla subscribes again; a second send of the same period is the same row, one email.
    await stack.db.query('update public.report_settings set email_enabled = true where user_id = $1', [
      layla.id,
    ]);
    const first = await admin.rpc('send_client_report', {
      p_user_id: layla.id,
      p_frequency: 'month',
      p_day: '2026-10-05',
    });
    expect(first.error).toBeNull();
    const again = await admin.rpc('send_client_report', {
      p_user_id: layla.id,
      p_frequency: 'month',
      p_day: '2026-10-31',
    });
    expect(again.data.id).toBe(first.data.id);
    await eventually(async () => {
      const found = (await stack.mailbox(layla.email)).filter((m) =>
        m.subject.startsWith('Your monthly report'),
      );
      expect(found.map((m) => m.subject)).toEqual(['Your monthly report: October 2026']);
    });
    const refused = await layla.client.rpc('send_client_report', {
      p_user_id: layla.id,
      p_frequency: 'month',
      p_day: '2026-10-05',
    });
    expect(refused.error?.code).toBe('42501');

    // The mail API's bounce webhook (service role) marks it bounced; the admin's log shows it.
    const bounce = await fetch(`${stack.url}/api/reports/bounces`, {
      method: 'POST',
      headers: {
        apikey: stack.serviceRoleKey,
        Authorization: `Bearer ${stack.serviceRoleKey}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ report_id: first.data.id, reason: 'mailbox full' }),
    });
    expect(bounce.status).toBe(200);
    const { data: log } = await admin
      .from('client_report_emails')
      .select('status, last_error, requested_by, subject')
      .eq('id', first.data.id)
      .single();
    expect(log).toEqual({
      status: 'bounced',
      last_error: 'mailbox full',
      requested_by: 'admin',
      subject: 'Your monthly report: October 2026',
    });
    const notService = await fetch(`${stack.url}/api/reports/bounces`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(notService.status).toBe(401);
    // A client reads only its own log.
    expect(
      (await nour.client.from('client_report_emails').select('user_id')).data?.every(
        (r) => r.user_id === nour.id,
      ),
    ).toBe(true);
  });

  it("lists the period's system updates for clients with System updates on, and none for the others", async () => {
    // An announcement through the rpc is kept with who made it (it is dated now: a period not over yet).
    const adminId = (await admin.auth.getUser()).data.user?.id;
    const announced = await admin.rpc('announce_system_update', {
      p_title: `Kept ${engine}`,
      p_message: 'Kept for the reports.',
    });
    expect(announced.error).toBeNull();
    const { rows: kept } = await stack.db.query<{ announced_by: string }>(
      'select announced_by::text from private.system_update_announcements where title = $1',
      [`Kept ${engine}`],
    );
    expect(kept).toEqual([{ announced_by: adminId }]);
    // Two announcements of the past: one in the week of 15 Nov 2026 (Doha), one the week before.
    await stack.db.query(
      `insert into private.system_update_announcements (title, message, title_ar, message_ar, announced_at)
       values ('Planned maintenance', 'Friday 02:00-03:00 the portal is offline.', 'صيانة مجدولة',
               'الجمعة من 02:00 إلى 03:00 لن تعمل البوابة.', '2026-11-18T10:00:00Z'),
              ('Older news', 'Not of this week.', null, null, '2026-11-14T20:59:59Z')`,
    );
    const week = { p_frequency: 'week', p_day: '2026-11-17' };
    const read = async (who: { id: string }) => {
      const { data, error } = await admin.rpc('client_report', { p_user_id: who.id, ...week });
      expect(error).toBeNull();
      return data as { system_updates: { title: string; title_ar: string | null }[] };
    };
    expect((await read(layla)).system_updates.map((u) => u.title)).toEqual(['Planned maintenance']);
    const email = async (who: { id: string }, language: string) => {
      const token = (await admin.auth.getSession()).data.session?.access_token;
      const res = await fetch(
        `${stack.url}/api/reports/email?user_id=${who.id}&frequency=week&day=2026-11-17&language=${language}`,
        { headers: { apikey: stack.anonKey, Authorization: `Bearer ${token}` } },
      );
      expect(res.status).toBe(200);
      return ((await res.json()) as { html: string }).html;
    };
    const english = await email(layla, 'en');
    expect(english).toContain('News from us');
    expect(english).toContain('<strong>Planned maintenance</strong> <bdi>(18 Nov 2026)</bdi>');
    expect(english).not.toContain('Older news');
    const arabic = await email(nour, 'ar');
    expect(arabic).toContain('مستجدات من فريقنا');
    expect(arabic).toContain('صيانة مجدولة');

    // Switched off: the report has no news, the email no section.
    await stack.db.query('update public.profiles set system_updates = false where id = $1', [layla.id]);
    expect((await read(layla)).system_updates).toEqual([]);
    expect(await email(layla, 'en')).not.toContain('News from us');
    await stack.db.query('update public.profiles set system_updates = true where id = $1', [layla.id]);
  });
});
