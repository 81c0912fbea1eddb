/**
 * Settings > Notifications > Email notifications, honoured by the local stack: a new row in
 * public.notifications for a user with profiles.email_notifications on arrives in the mailbox, in the
 * user's language, with a link into the portal. Real supabase-js clients (the admin signed in through
 * auth, users acting through their own tokens, RLS deciding) against the real stack, on both engines.
 *
 * "No email" is never proven by waiting: a positive control is sent after the notification that must not
 * be mailed, and emails go out in commit order, so once the control has arrived the other one never will.
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/open.ts';
import type { MailMessage } from '../src/mail/mailbox.ts';
import {
  createUsers,
  mintAccessToken,
  signedInClient,
  type TestUser,
  userClient,
} from '../src/realtime/testing.ts';
import { createTestStorage, startTestStack, type TestStack, testEngines } from './harness.ts';

/** A portal URL with a path of its own: links must keep it (and never the API's URL). */
const SITE_URL = 'http://portal.test:8080/app';

/** Polls the mailbox's JSON endpoint until a message to `to` fits; fails after 30 s with what is there. */
async function waitForMail(
  stack: TestStack,
  to: string,
  fits: (m: MailMessage) => boolean = () => true,
): Promise<MailMessage> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const messages = await stack.mailbox(to);
    const found = messages.find(fits);
    if (found) return found;
    if (Date.now() > deadline) {
      throw new Error(
        `no fitting email to ${to}; mailbox has: ${JSON.stringify(messages.map((m) => m.subject))}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each(testEngines())('notification emails (%s)', (engine) => {
  let stack: TestStack;
  let admin: SupabaseClient;
  /** A client with the switch on whose emails serve as positive controls. */
  let control: TestUser;
  let controls = 0;

  const clientAs = async (user: TestUser) =>
    userClient(stack.url, stack.anonKey, await mintAccessToken(stack.jwtSecret, user));

  /** The admin sends a notification through the data API (RLS: admins send). */
  async function notify(row: {
    user_id: string;
    title: string;
    message: string;
    title_ar?: string;
    message_ar?: string;
    link?: string;
  }) {
    const { data, error } = await admin.from('notifications').insert(row).select('id').single();
    if (error) throw new Error(`insert failed: ${error.message}`);
    return data as { id: string };
  }

  /** Sends the control user a notification and waits for its email: everything sent before is done. */
  async function settle() {
    const title = `Control ${++controls} ${randomUUID().slice(0, 8)}`;
    await notify({ user_id: control.id, title, message: 'Positive control.' });
    await waitForMail(stack, control.email, (m) => m.subject.includes(title));
  }

  const mailWithTitle = async (to: string, title: string) =>
    (await stack.mailbox(to)).filter((m) => m.subject.includes(title) || m.text.includes(title));

  beforeAll(async () => {
    stack = await startTestStack({ engine, env: { SITE_URL } });
    admin = (await signedInClient(stack.url, stack.anonKey, 'admin@demo.qa', 'Admin#2026')).client;
    const [user] = await createUsers(stack.db, [{ email: `control-${engine}@test.qa` }]);
    if (!user) throw new Error('no control user');
    control = user;
  });

  afterAll(async () => {
    await stack?.stop();
  });

  it('emails a user with the switch on a copy in English, with a link into the portal', async () => {
    const [user] = await createUsers(stack.db, [{ email: `en-${engine}@test.qa`, fullName: 'Lina Park' }]);
    if (!user) throw new Error('no user');
    const title = `Workflow approved ${randomUUID().slice(0, 8)}`;
    await notify({
      user_id: user.id,
      title,
      message: 'Your access to Lead Generation was approved.',
      title_ar: 'تمت الموافقة على مسار العمل',
      message_ar: 'تمت الموافقة على وصولك إلى توليد العملاء المحتملين.',
      link: '/lead-generation?tab=overview',
    });

    const mail = await waitForMail(stack, user.email);
    expect(mail.to).toBe(user.email);
    expect(mail.subject).toBe(`New notification: ${title}`);
    expect(mail.text).toContain('Hello Lina Park,');
    expect(mail.text).toContain(title);
    expect(mail.text).toContain('Your access to Lead Generation was approved.');
    expect(mail.text).not.toMatch(/[\u0600-\u06FF]/);
    expect(mail.links[0]).toBe(`${SITE_URL}/lead-generation?tab=overview`);
    expect(mail.links).toContain(`${SITE_URL}/settings`);
    expect(mail.html).toContain('lang="en" dir="ltr"');
    expect(mail.html).toContain(`href="${SITE_URL}/lead-generation?tab=overview"`);

    await settle();
    expect(await stack.mailbox(user.email)).toHaveLength(1); // one notification, one email
  });

  it('writes to an Arabic-language user in Arabic (and links to /dashboard without a link)', async () => {
    const [user] = await createUsers(stack.db, [{ email: `ar-${engine}@test.qa`, fullName: 'سارة الكواري' }]);
    if (!user) throw new Error('no user');
    // The user picks Arabic in Settings > Appearance: an update of the own profile through REST (RLS).
    const own = await clientAs(user);
    const { data, error } = await own
      .from('profiles')
      .update({ language: 'ar' })
      .eq('id', user.id)
      .select('language')
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ language: 'ar' });

    const tag = randomUUID().slice(0, 8);
    await notify({
      user_id: user.id,
      title: `Request received ${tag}`,
      message: 'We received your custom workflow request.',
      title_ar: `تم استلام الطلب ${tag}`,
      message_ar: 'استلمنا طلب مسار العمل المخصص الخاص بك.',
    });

    const mail = await waitForMail(stack, user.email);
    expect(mail.subject).toBe(`إشعار جديد: تم استلام الطلب ${tag}`);
    expect(mail.text).toContain('مرحبًا سارة الكواري،');
    expect(mail.text).toContain('استلمنا طلب مسار العمل المخصص الخاص بك.');
    expect(mail.text).toContain('افتح في البوابة');
    expect(mail.text).not.toContain('We received your custom workflow request.');
    expect(mail.text).not.toContain('Request received');
    expect(mail.links[0]).toBe(`${SITE_URL}/dashboard`);
    expect(mail.html).toContain('lang="ar" dir="rtl"');

    // Without an Arabic text the English one is used rather than nothing.
    const title = `Only English ${tag}`;
    await notify({ user_id: user.id, title, message: 'No translation yet.' });
    const fallback = await waitForMail(stack, user.email, (m) => m.subject.includes(title));
    expect(fallback.subject).toBe(`إشعار جديد: ${title}`);
    expect(fallback.text).toContain('No translation yet.');
  });

  it('sends nothing when the switch is off, or to a user without an email address', async () => {
    const [off] = await createUsers(stack.db, [{ email: `off-${engine}@test.qa` }]);
    if (!off) throw new Error('no user');
    await stack.db.query('update public.profiles set email_notifications = false where id = $1', [off.id]);

    // A user who signed up by phone: a profile, no email address.
    const phoneUser = randomUUID();
    await stack.db.query(
      `insert into auth.users (instance_id, id, aud, role, phone, phone_confirmed_at, encrypted_password,
         raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
       values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, now(), '',
         '{"provider":"phone","providers":["phone"]}', '{}', now(), now())`,
      [phoneUser, `+9745${Math.floor(Math.random() * 1e7)}`],
    );

    const tag = randomUUID().slice(0, 8);
    await notify({ user_id: off.id, title: `Muted ${tag}`, message: 'Must not be emailed.' });
    await notify({ user_id: phoneUser, title: `No address ${tag}`, message: 'Must not be emailed.' });
    await settle();

    expect(await stack.mailbox(off.email)).toEqual([]);
    expect(await mailWithTitle('', tag)).toEqual([]); // to nobody at all
    // Both notifications exist in the app all the same.
    const { rows } = await stack.db.query<{ n: number }>(
      'select count(*)::int as n from public.notifications where title like $1',
      [`% ${tag}`],
    );
    expect(rows[0]?.n).toBe(2);
  });

  it('follows the switch as users and admins flip it through REST (RLS)', async () => {
    const [user, other] = await createUsers(stack.db, [
      { email: `flip-${engine}@test.qa` },
      { email: `other-${engine}@test.qa` },
    ]);
    if (!user || !other) throw new Error('no users');
    const own = await clientAs(user);

    // The user turns email notifications off in Settings > Notifications.
    const off = await own
      .from('profiles')
      .update({ email_notifications: false })
      .eq('id', user.id)
      .select('email_notifications')
      .single();
    expect(off.error).toBeNull();
    expect(off.data).toEqual({ email_notifications: false });

    const tag = randomUUID().slice(0, 8);
    await notify({ user_id: user.id, title: `While off ${tag}`, message: 'Must not be emailed.' });
    await settle();
    expect(await stack.mailbox(user.email)).toEqual([]);

    // Another client cannot turn it back on for them: RLS hides the row, nothing is updated.
    const intruder = await clientAs(other);
    const sneaky = await intruder
      .from('profiles')
      .update({ email_notifications: true })
      .eq('id', user.id)
      .select('id');
    expect(sneaky.error).toBeNull();
    expect(sneaky.data).toEqual([]);
    await notify({ user_id: user.id, title: `Still off ${tag}`, message: 'Must not be emailed.' });
    await settle();
    expect(await stack.mailbox(user.email)).toEqual([]);

    // An admin may (profiles: admins update all) and the next notification is emailed again.
    const on = await admin
      .from('profiles')
      .update({ email_notifications: true })
      .eq('id', user.id)
      .select('email_notifications')
      .single();
    expect(on.error).toBeNull();
    expect(on.data).toEqual({ email_notifications: true });

    const title = `Back on ${tag}`;
    await notify({ user_id: user.id, title, message: 'This one is emailed.' });
    const mail = await waitForMail(stack, user.email);
    expect(mail.subject).toBe(`New notification: ${title}`);
    expect((await stack.mailbox(user.email)).map((m) => m.subject)).toEqual([`New notification: ${title}`]);

    // And the user turning it off again takes effect at once.
    await own.from('profiles').update({ email_notifications: false }).eq('id', user.id);
    await notify({ user_id: user.id, title: `Off again ${tag}`, message: 'Must not be emailed.' });
    await settle();
    expect(await stack.mailbox(user.email)).toHaveLength(1);
  });

  it("mails the workflow triggers' notifications too (private.notify_user), as one email each", async () => {
    const [user] = await createUsers(stack.db, [{ email: `trigger-${engine}@test.qa` }]);
    if (!user) throw new Error('no user');
    const tag = randomUUID().slice(0, 8);
    await stack.db.query(
      `select private.notify_user($1, 'success', $2, 'Started.', null, null, '/workflows', true)`,
      [user.id, `Workflow started ${tag}`],
    );
    const mail = await waitForMail(stack, user.email);
    expect(mail.subject).toBe(`New notification: Workflow started ${tag}`);
    expect(mail.links[0]).toBe(`${SITE_URL}/workflows`);
  });
});

describe.each(testEngines())('notification emails across a restart (%s)', (engine) => {
  it('does not replay notifications inserted while the stack was down, and keeps working', async () => {
    const storage = await createTestStorage(engine);
    let stack: TestStack | undefined;
    try {
      stack = await startTestStack({ engine, storage });
      const [user] = await createUsers(stack.db, [{ email: `down-${engine}@test.qa` }]);
      if (!user) throw new Error('no user');
      await stack.stop();
      stack = undefined;

      // Written straight into the database while no server runs.
      const db = await openDatabase({
        dataDir: storage.env.DATA_DIR ?? '',
        databaseUrl: storage.env.DATABASE_URL,
      });
      try {
        await db.query(
          `insert into public.notifications (user_id, title, message) values ($1, 'While down', 'Not replayed.')`,
          [user.id],
        );
      } finally {
        await db.close();
      }

      stack = await startTestStack({ engine, storage });
      await stack.db.query(
        `insert into public.notifications (user_id, title, message) values ($1, 'After restart', 'Emailed.')`,
        [user.id],
      );
      const running = stack;
      await waitForMail(running, user.email, (m) => m.subject.includes('After restart'));
      expect((await running.mailbox(user.email)).map((m) => m.subject)).toEqual([
        'New notification: After restart',
      ]);
    } finally {
      await stack?.stop();
      await storage.dispose();
    }
  });
});
