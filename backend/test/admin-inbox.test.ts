/**
 * The admins' inbox (migration 20261129500000_admin_inbox.sql) on both engines, through supabase-js as
 * the portal calls it: a visitor's contact message and a client's Support Request each notify every
 * admin (in the portal in both languages, and by email per the admin's switch), an admin's reply is
 * emailed to the sender in the message's language through the reply outbox and marks the message
 * answered, and nobody else reads or writes replies. The API-only process drains the same outbox through
 * the mail API (the loop notify-outbox.test.ts tests for notifications; here the reply's email).
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { REPLY_OUTBOX } from '../src/notify/outbox.ts';
import { signedInClient } from '../src/realtime/testing.ts';
import { startTestStack, type TestStack, testEngines } from './harness.ts';
import { eventually } from './mail-receiver.ts';
import { DEMO } from './schema-db.ts';

describe.each(testEngines())('admin inbox on %s', (engine) => {
  let stack: TestStack;
  let admin: SupabaseClient;
  let sara: SupabaseClient;
  let anon: SupabaseClient;

  const unique = () => Math.random().toString(36).slice(2, 10);

  beforeAll(async () => {
    stack = await startTestStack({ engine });
    admin = (await signedInClient(stack.url, stack.anonKey, 'admin@demo.qa', 'Admin#2026')).client;
    sara = (await signedInClient(stack.url, stack.anonKey, 'sara@demo.qa', 'Client#2026')).client;
    anon = createClient(stack.url, stack.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as never },
    });
  });

  afterAll(async () => {
    await stack?.stop();
  });

  async function adminNotificationsFor(messageId: string) {
    const { rows } = await stack.db.query<{
      user_id: string;
      title: string;
      title_ar: string;
      message: string;
      message_ar: string;
      link: string;
    }>(
      `select user_id::text, title, title_ar, message, message_ar, link from public.notifications where link = $1`,
      [`/admin/inbox?message=${messageId}`],
    );
    return rows;
  }

  async function messageId(email: string) {
    const { rows } = await stack.db.query<{ id: string; kind: string; status: string }>(
      `select id::text, kind, status from public.contact_messages where email = $1`,
      [email],
    );
    return rows[0];
  }

  it("notifies every admin of a visitor's contact message, in both languages, and emails the admin", async () => {
    const email = `visitor-${unique()}@example.qa`;
    const sent = await anon.from('contact_messages').insert({
      full_name: 'Mariam Al-Thani',
      email,
      company: 'Pearl Events',
      message: 'Can your bots   answer\nin Arabic?',
      locale: 'ar',
    });
    expect(sent.error).toBeNull();
    const row = await messageId(email);
    expect(row).toMatchObject({ kind: 'contact', status: 'new' });
    const notes = await adminNotificationsFor(row?.id as string);
    const { rows: admins } = await stack.db.query<{ id: string }>(
      `select id::text from public.profiles where role = 'admin' order by id`,
    );
    expect(notes.map((n) => n.user_id).sort()).toEqual(admins.map((a) => a.id));
    expect(notes[0]).toMatchObject({
      title: 'New contact message',
      title_ar: 'رسالة تواصل جديدة',
      message: `Mariam Al-Thani <${email}>: Can your bots answer in Arabic?`,
    });
    // Admin's Email notifications switch is on in the seed: the notification's own mail path copies it.
    const mail = await eventually('the admin is emailed', async () =>
      (await stack.mailbox('admin@demo.qa')).find((m) => m.text.includes(email)),
    );
    expect(mail.subject).toBe('New notification: New contact message');
    expect(mail.links[0]).toBe(`${stack.config.siteUrl}/admin/inbox?message=${row?.id}`);
    // The visitor reads nothing back, nor does a client.
    expect((await anon.from('contact_messages').select('id').eq('email', email)).data ?? []).toEqual([]);
    expect((await sara.from('contact_messages').select('id').eq('email', email)).data).toEqual([]);
  });

  it("tells a client's Support Request from a contact message", async () => {
    const marker = unique();
    const sent = await sara.from('contact_messages').insert({
      full_name: 'Sara Al-Kuwari',
      email: 'sara@demo.qa',
      message: `Support request: the invoice bot stopped ${marker}`,
      user_id: DEMO.sara,
    });
    expect(sent.error).toBeNull();
    const { rows } = await stack.db.query<{ id: string; kind: string }>(
      `select id::text, kind from public.contact_messages where message like $1`,
      [`%${marker}`],
    );
    expect(rows[0]?.kind).toBe('support');
    const notes = await adminNotificationsFor(rows[0]?.id as string);
    expect(notes[0]).toMatchObject({
      title: 'New support request',
      title_ar: 'طلب دعم جديد',
      message: `Sara Al-Kuwari <sara@demo.qa>: the invoice bot stopped ${marker}`,
    });
  });

  it('emails an admin reply to the sender in the message language and marks it answered', async () => {
    const email = `asker-${unique()}@example.qa`;
    expect(
      (
        await anon
          .from('contact_messages')
          .insert({ full_name: 'خالد', email, message: 'هل تدعمون واتساب؟', locale: 'ar' })
      ).error,
    ).toBeNull();
    const row = await messageId(email);
    const reply = await admin
      .from('contact_replies')
      .insert({
        message_id: row?.id,
        body: 'نعم، ندعم واتساب للأعمال.',
        to_address: 'someone-else@example.qa',
      })
      .select('id, author_id, to_address, emailed_at')
      .single();
    expect(reply.error).toBeNull();
    // The address is the message's, whatever the caller sent; the author is the caller.
    expect(reply.data).toMatchObject({ author_id: DEMO.admin, to_address: email, emailed_at: null });
    expect((await messageId(email))?.status).toBe('replied');

    const mail = await eventually('the reply email', async () => (await stack.mailbox(email))[0]);
    expect(mail.subject).toBe('رد: رسالتك إلى بوابة الأتمتة بالذكاء الاصطناعي');
    expect(mail.text).toContain('مرحبًا خالد،');
    expect(mail.text).toContain('نعم، ندعم واتساب للأعمال.');
    expect(mail.text).toContain('> هل تدعمون واتساب؟');
    expect(await stack.mailbox('someone-else@example.qa')).toEqual([]);
    const emailed = await eventually('emailed_at', async () => {
      const { data } = await admin
        .from('contact_replies')
        .select('emailed_at')
        .eq('id', reply.data?.id)
        .single();
      return data?.emailed_at ?? undefined;
    });
    expect(Date.parse(emailed)).toBeGreaterThan(0);
    // Sent once: the outbox row is done.
    const { rows } = await stack.db.query<{ outcome: string; attempts: number }>(
      `select outcome, attempts from private.contact_reply_emails where reply_id = $1`,
      [reply.data?.id],
    );
    expect(rows[0]).toEqual({ outcome: 'sent', attempts: 1 });
    // The reply is in the audit log as the admin's.
    const { rows: audit } = await stack.db.query<{ actor_id: string }>(
      `select actor_id::text from public.audit_log where table_name = 'contact_replies' and record_id = $1`,
      [reply.data?.id],
    );
    expect(audit).toEqual([{ actor_id: DEMO.admin }]);
  });

  it('lets no one but an admin, as themselves, answer or read replies', async () => {
    const email = `guarded-${unique()}@example.qa`;
    await anon.from('contact_messages').insert({ full_name: 'Guarded', email, message: 'Hello' });
    const row = await messageId(email);
    const asClient = await sara
      .from('contact_replies')
      .insert({ message_id: row?.id, body: 'I am not an admin' });
    expect(asClient.error?.code).toBe('42501');
    const asAnon = await anon.from('contact_replies').insert({ message_id: row?.id, body: 'Nor am I' });
    expect(asAnon.error?.code).toBe('42501');
    const forged = await admin
      .from('contact_replies')
      .insert({ message_id: row?.id, body: 'Signed as Sara', author_id: DEMO.sara });
    expect(forged.error?.code).toBe('42501');
    const empty = await admin.from('contact_replies').insert({ message_id: row?.id, body: '   ' });
    expect(empty.error?.code).toBe('23514');
    expect((await sara.from('contact_replies').select('id')).data).toEqual([]);
    expect(await stack.mailbox(email)).toEqual([]);
    expect((await messageId(email))?.status).toBe('new');
  });

  it('gives the API-only process the same reply email (the outbox spec it drains)', async () => {
    const email = `api-${unique()}@example.qa`;
    await anon
      .from('contact_messages')
      .insert({ full_name: 'Api Person', email, message: 'Do you integrate Odoo?', locale: 'en' });
    const row = await messageId(email);
    const reply = await admin
      .from('contact_replies')
      .insert({ message_id: row?.id, body: 'Yes, Odoo 16 and 17.' })
      .select('id')
      .single();
    const items = await REPLY_OUTBOX.load(stack.db, [reply.data?.id], 'https://portal.example.qa');
    const item = items.get(reply.data?.id);
    expect(item && 'email' in item && item.email).toMatchObject({
      to: email,
      subject: 'Re: your message to AI Automation Portal',
    });
    const text = item && 'email' in item ? item.email.text : '';
    expect(text).toContain('Hello Api Person,');
    expect(text).toContain('Yes, Odoo 16 and 17.');
    expect(text).toContain('https://portal.example.qa/');
    expect(text).toContain('> Do you integrate Odoo?');
  });
});
