/**
 * Email notifications without the local stack's change feed: the outbox trigger fills
 * private.notification_emails, the outbox mailer (what the API-only process runs) sends each email
 * through an HTTP mail API. On both engines, against a real mail-API stand-in: the user's language and
 * the portal link, the switch honoured when sending, a mail API that is down (kept, retried, sent once),
 * duplicate delivery (two workers, repeated NOTIFYs: one email each), rows written while no worker ran.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/port.ts';
import { openPostgres } from '../src/db/postgres.ts';
import { type OutboxMailer, type OutboxOptions, startOutboxMailer } from '../src/notify/outbox.ts';
import { httpMailSender } from '../src/notify/transport.ts';
import { createUsers, type TestUser } from '../src/realtime/testing.ts';
import { startTestStack, type TestStack, testEngines } from './harness.ts';
import { eventually, startMailReceiver } from './mail-receiver.ts';

const SITE_URL = 'http://portal.test:8080/app';

interface OutboxRow {
  sent_at: Date | null;
  outcome: string | null;
  attempts: number;
  last_error: string | null;
}

describe.each(testEngines())('notification email outbox (%s)', (engine) => {
  let stack: TestStack;
  let receiver: Awaited<ReturnType<typeof startMailReceiver>>;
  let english: TestUser;
  let arabic: TestUser;
  let unconfirmed: TestUser;
  const running: OutboxMailer[] = [];

  async function startMailer(db: Database = stack.db, options: Partial<OutboxOptions> = {}) {
    const mailer = await startOutboxMailer(db, {
      siteUrl: SITE_URL,
      send: httpMailSender({ url: receiver.url, apiKey: 'test-key', from: 'Portal <no-reply@portal.test>' }),
      pollMs: 60_000, // NOTIFY drives these tests; the timer only retries
      retryDelaysMs: [150],
      log: () => {},
      ...options,
    });
    running.push(mailer);
    return mailer;
  }

  async function notify(user: TestUser, title: string, extra: Record<string, string> = {}) {
    const { rows } = await stack.db.query<{ id: string }>(
      `insert into public.notifications (user_id, title, message, title_ar, message_ar, link)
       values ($1, $2, $3, $4, $5, $6) returning id::text as id`,
      [
        user.id,
        title,
        `Message of ${title}`,
        extra.title_ar ?? null,
        extra.message_ar ?? null,
        extra.link ?? null,
      ],
    );
    return (rows[0] as { id: string }).id;
  }

  const outbox = async (id: string) =>
    (
      await stack.db.query<OutboxRow>(
        'select sent_at, outcome, attempts, last_error from private.notification_emails where notification_id = $1',
        [id],
      )
    ).rows[0];

  const settled = (id: string) =>
    eventually(`the outbox row of ${id} to be done`, async () => {
      const row = await outbox(id);
      return row?.sent_at ? row : undefined;
    });

  const mailsFor = (id: string) => receiver.received.filter((r) => r.idempotencyKey === id);

  beforeAll(async () => {
    stack = await startTestStack({ engine });
    receiver = await startMailReceiver();
    [english, arabic, unconfirmed] = (await createUsers(stack.db, [
      { email: `en-${engine}@outbox.qa`, fullName: 'Noor Test' },
      { email: `ar-${engine}@outbox.qa`, fullName: 'مريم' },
      { email: `unconfirmed-${engine}@outbox.qa` },
    ])) as [TestUser, TestUser, TestUser];
    await stack.db.query(`update public.profiles set language = 'ar' where id = $1`, [arabic.id]);
    await stack.db.query(`update auth.users set email_confirmed_at = null where id = $1`, [unconfirmed.id]);
  });

  afterEach(async () => {
    for (const mailer of running.splice(0)) await mailer.stop();
    receiver.setMode('accept');
  });

  afterAll(async () => {
    await receiver?.close();
    await stack?.stop();
  });

  it('starts empty: the seeded notifications are not sent', async () => {
    const { rows } = await stack.db.query<{ n: number }>(
      'select count(*)::int as n from private.notification_emails',
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('sends each email once in the user’s language with the portal link; honours the switch', async () => {
    await startMailer();
    const en = await notify(english, 'Invoice paid', { link: '/dashboard/invoice-collection' });
    const ar = await notify(arabic, 'Report ready', { title_ar: 'التقرير جاهز', message_ar: 'تقريرك جاهز.' });
    const skipped = await notify(unconfirmed, 'Nobody reads this');
    await Promise.all([settled(en), settled(ar), settled(skipped)]);

    expect(mailsFor(en)).toHaveLength(1);
    const english_ = mailsFor(en)[0]?.body;
    expect(english_).toMatchObject({ to: [english.email], subject: 'New notification: Invoice paid' });
    expect(english_?.text).toContain('Hello Noor Test,');
    expect(english_?.text).toContain(`Open in the portal: ${SITE_URL}/dashboard/invoice-collection`);
    expect(mailsFor(en)[0]?.authorization).toBe('Bearer test-key');

    const arabic_ = mailsFor(ar)[0]?.body;
    expect(mailsFor(ar)).toHaveLength(1);
    expect(arabic_?.subject).toBe('إشعار جديد: التقرير جاهز');
    expect(arabic_?.text).toContain('تقريرك جاهز.');
    expect(arabic_?.text).toContain(`${SITE_URL}/dashboard`);
    expect(arabic_?.html).toContain('dir="rtl"');

    expect(mailsFor(skipped)).toHaveLength(0);
    expect(await outbox(skipped)).toMatchObject({ outcome: 'no_confirmed_email' });
    expect(await outbox(en)).toMatchObject({ outcome: 'sent', attempts: 1 });
  });

  it('reads the switch when sending, and sends what arrived while no worker ran', async () => {
    const switchedOff = await notify(english, `Off later ${randomUUID().slice(0, 6)}`);
    const waiting = await notify(arabic, `Waiting ${randomUUID().slice(0, 6)}`);
    // A user with the switch off at insert time gets no outbox row at all.
    await stack.db.query('update public.profiles set email_notifications = false where id = $1', [arabic.id]);
    const never = await notify(arabic, 'Switch was off');
    expect(await outbox(never)).toBeUndefined();
    await stack.db.query('update public.profiles set email_notifications = true where id = $1', [arabic.id]);
    await stack.db.query('update public.profiles set email_notifications = false where id = $1', [
      english.id,
    ]);

    await startMailer(); // its first pass finds both
    expect(await settled(switchedOff)).toMatchObject({ outcome: 'switched_off' });
    expect(await settled(waiting)).toMatchObject({ outcome: 'sent' });
    expect(mailsFor(switchedOff)).toHaveLength(0);
    expect(mailsFor(waiting)).toHaveLength(1);
    await stack.db.query('update public.profiles set email_notifications = true where id = $1', [english.id]);
  });

  it('keeps an email while the mail API is down or unreachable and sends it once when it is back', async () => {
    receiver.setMode('drop');
    await startMailer();
    const id = await notify(english, `During an outage ${randomUUID().slice(0, 6)}`);
    await eventually('a dropped attempt', async () => (mailsFor(id).length >= 1 ? true : undefined));
    receiver.setMode('unavailable');
    const failed = await eventually('a 503 recorded', async () => {
      const row = await outbox(id);
      return row?.last_error?.includes('503') ? row : undefined;
    });
    expect(failed.sent_at).toBeNull();
    receiver.setMode('accept');
    expect(await settled(id)).toMatchObject({ outcome: 'sent', last_error: null });

    const attempts = mailsFor(id);
    expect(attempts.filter((a) => a.answered === 'accepted')).toHaveLength(1);
    expect(attempts[0]?.answered).toBe('dropped');
    expect(attempts.some((a) => a.answered === 'unavailable')).toBe(true);
    expect(attempts.at(-1)?.answered).toBe('accepted');
    // Every attempt carried the same key, so a provider that honours it would deliver once anyway.
    expect(new Set(attempts.map((a) => a.idempotencyKey))).toEqual(new Set([id]));
    expect((await outbox(id))?.attempts).toBe(attempts.length);
  });

  it('records a refusal for good (422) as bounced and never tries that email again', async () => {
    receiver.setMode('refuse');
    const mailer = await startMailer();
    const id = await notify(english, `Refused ${randomUUID().slice(0, 6)}`);
    const bounced = await settled(id);
    expect(bounced).toMatchObject({ outcome: 'bounced', attempts: 1 });
    expect(bounced.last_error).toContain('the mail API answered HTTP 422');
    expect(bounced.last_error).toContain('validation_error');
    // Later passes (the retry delay is 150 ms here) leave it alone: one request, ever.
    receiver.setMode('accept');
    await new Promise((resolve) => setTimeout(resolve, 400));
    await mailer.drain();
    expect(mailsFor(id).map((a) => a.answered)).toEqual(['refused']);
    expect(await outbox(id)).toMatchObject({ outcome: 'bounced', attempts: 1 });
  });

  it('sends one email per notification with two workers and repeated NOTIFYs', async () => {
    // Two workers as two processes would be: on PostgreSQL each with its own pool and LISTEN session.
    const second =
      engine === 'postgres' ? await openPostgres(stack.storage.env.DATABASE_URL as string) : stack.db;
    try {
      const a = await startMailer();
      const b = await startMailer(second);
      const ids: string[] = [];
      for (let i = 0; i < 12; i++)
        ids.push(await notify(i % 2 ? english : arabic, `Burst ${i} ${randomUUID().slice(0, 6)}`));
      for (const id of ids) await stack.db.query(`select pg_notify('notification_emails', $1)`, [id]);
      await Promise.all(ids.map(settled));
      // Delivered again after sending: a late duplicate NOTIFY and both workers looking once more.
      for (const id of ids) await stack.db.query(`select pg_notify('notification_emails', $1)`, [id]);
      await Promise.all([a.drain(), b.drain()]);
      for (const id of ids) expect([id, mailsFor(id).length]).toEqual([id, 1]);
      const { rows } = await stack.db.query<{ n: number }>(
        `select count(*)::int as n from private.notification_emails
         where notification_id = any($1::uuid[]) and attempts = 1 and outcome = 'sent'`,
        [`{${ids.join(',')}}`],
      );
      expect(rows[0]?.n).toBe(ids.length);
    } finally {
      for (const mailer of running.splice(0)) await mailer.stop();
      if (second !== stack.db) await second.close();
    }
  });
});
