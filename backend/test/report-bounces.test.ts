/**
 * A report email the mail API refuses at send time (migration 20261129900200_mail_refusals_bounce.sql,
 * notify/transport.ts MailRefused), on PGlite and PostgreSQL: the stack's report outbox sends through a
 * real HTTP mail API (test/mail-receiver.ts) instead of its mailbox. A refusal for good (422) marks the
 * report bounced after one request and the admin reads it as such through supabase-js (the /admin/reports
 * "Sent" list's query); a temporary failure (503) leaves it queued with the error and a later attempt,
 * and it is sent once the service is back.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { httpMailSender } from '../src/notify/transport.ts';
import { startTestStack, type TestStack, testEngines } from './harness.ts';
import { eventually, startMailReceiver } from './mail-receiver.ts';

describe.each(testEngines())('report emails refused at send time (%s)', (engine) => {
  let stack: TestStack;
  let receiver: Awaited<ReturnType<typeof startMailReceiver>>;
  let admin: SupabaseClient;
  let clientId: string;
  let clientEmail: string;

  const connect = (key: string) =>
    createClient(stack.url, key, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as never },
    });

  /** The admin's row of one report email, as the "Sent" list reads it. */
  const logRow = async (id: string) =>
    (
      await admin
        .from('client_report_emails')
        .select('status, attempts, last_error, to_address, sent_at, bounced_at')
        .eq('id', id)
        .single()
    ).data;

  const sendNow = async (day: string) => {
    const { data, error } = await admin.rpc('send_client_report', {
      p_user_id: clientId,
      p_frequency: 'month',
      p_day: day,
    });
    expect(error).toBeNull();
    return (data as { id: string }).id;
  };
  const requestsFor = (subject: string) => receiver.received.filter((r) => r.body.subject === subject);

  beforeAll(async () => {
    receiver = await startMailReceiver();
    stack = await startTestStack({
      engine,
      reportMail: httpMailSender({ url: receiver.url, from: 'Portal <reports@portal.test>' }),
    });
    const service = connect(stack.serviceRoleKey);
    clientEmail = `bounce-${engine}-${Date.now()}@reports.qa`;
    const created = await service.auth.admin.createUser({
      email: clientEmail,
      password: 'Client#2026',
      email_confirm: true,
      user_metadata: { full_name: 'Hamad Al-Kuwari' },
    });
    clientId = created.data.user?.id as string;
    await stack.db.query(
      `insert into public.client_workflows (user_id, workflow_slug) values ($1, 'lead-generation')`,
      [clientId],
    );
    admin = connect(stack.anonKey);
    expect(
      (await admin.auth.signInWithPassword({ email: 'admin@demo.qa', password: 'Admin#2026' })).error,
    ).toBeNull();
  });

  afterAll(async () => {
    await stack?.stop();
    await receiver?.close();
  });

  it('marks a report bounced when the mail API refuses it for good, after one request', async () => {
    receiver.setMode('refuse');
    const id = await sendNow('2026-09-10');
    const row = await eventually('the refused report to be logged', async () => {
      const found = await logRow(id);
      return found?.status === 'queued' ? undefined : found;
    });
    expect(row).toMatchObject({ status: 'bounced', attempts: 1, to_address: clientEmail, sent_at: null });
    expect(row?.bounced_at).not.toBeNull();
    expect(row?.last_error).toContain('HTTP 422');
    const subject = 'Your monthly report: September 2026';
    expect(requestsFor(subject).map((r) => r.answered)).toEqual(['refused']);

    // Sending the same period again is the same row: nothing more goes out.
    receiver.setMode('accept');
    expect(await sendNow('2026-09-30')).toBe(id);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(requestsFor(subject)).toHaveLength(1);
    expect((await logRow(id))?.status).toBe('bounced');
  });

  it('keeps a report queued through a temporary failure and sends it when the service is back', async () => {
    receiver.setMode('unavailable');
    const id = await sendNow('2026-08-10');
    const waiting = await eventually('the 503 to be logged', async () => {
      const found = await logRow(id);
      return found?.last_error?.includes('503') ? found : undefined;
    });
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1, bounced_at: null });
    const { rows } = await stack.db.query<{ later: boolean }>(
      'select next_attempt_at > now() as later from private.report_email_outbox where report_id = $1',
      [id],
    );
    expect(rows[0]?.later).toBe(true);

    // The outbox's first retry comes 10 s later (notify/outbox.ts, retryDelaysMs).
    receiver.setMode('accept');
    const sent = await eventually(
      'the retried report to be sent',
      async () => {
        const found = await logRow(id);
        return found?.status === 'sent' ? found : undefined;
      },
      30_000,
    );
    expect(sent).toMatchObject({ attempts: 2, bounced_at: null });
    expect(requestsFor('Your monthly report: August 2026').map((r) => r.answered)).toEqual([
      'unavailable',
      'accepted',
    ]);
  }, 45_000);
});
