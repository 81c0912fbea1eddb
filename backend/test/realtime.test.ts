/**
 * Realtime as the portal uses it, with the real supabase-js client against the local stack, on PGlite
 * and on PostgreSQL: postgres_changes with filters and RLS, UPDATE/DELETE semantics, token refresh and
 * expiry, and reconnection after a server restart. No timed assertions: every wait is for an event,
 * and "never received" is proven by a later event on the same socket (delivery is in commit order).
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Inbox,
  mintAccessToken,
  signedInClient,
  subscribed,
  type TestUser,
  userClient,
} from '../src/realtime/testing.ts';
import { startTestStack, type TestStack, testEngines } from './harness.ts';

// biome-ignore lint/suspicious/noExplicitAny: realtime payloads are untyped JSON in these assertions.
type Change = any;

const ISO_MS_Z = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

describe.each(testEngines())('realtime postgres_changes (%s)', (engine) => {
  let stack: TestStack;
  let admin: SupabaseClient;
  let sara: TestUser;
  let omar: TestUser;
  const clients: SupabaseClient[] = [];

  const track = (client: SupabaseClient) => {
    clients.push(client);
    return client;
  };
  /** A client acting as `user`; its token is fetched before any join, so the join already carries it. */
  const clientAs = async (user: TestUser) => {
    const client = track(userClient(stack.url, stack.anonKey, await mintAccessToken(stack.jwtSecret, user)));
    await client.realtime.setAuth();
    return client;
  };

  /** An admin sends a notification through the data API (RLS: admins send). */
  async function notify(userId: string, title: string) {
    const { data, error } = await admin
      .from('notifications')
      .insert({ user_id: userId, title, message: `${title}: message` })
      .select()
      .single();
    if (error) throw new Error(error.message);
    return data as { id: string; title: string };
  }

  beforeAll(async () => {
    stack = await startTestStack({ engine });
    admin = track((await signedInClient(stack.url, stack.anonKey, 'admin@demo.qa', 'Admin#2026')).client);
    const { rows } = await stack.db.query<{ id: string; email: string }>(
      `select id, email from auth.users where email in ('sara@demo.qa', 'omar@demo.qa')`,
    );
    const byEmail = (email: string) => {
      const row = rows.find((r) => r.email === email);
      if (!row) throw new Error(`demo account ${email} is missing from the seed`);
      return { id: row.id, email, role: 'client' as const };
    };
    sara = byEmail('sara@demo.qa');
    omar = byEmail('omar@demo.qa');
  });

  afterAll(async () => {
    await Promise.all(clients.map((c) => c.removeAllChannels()));
    await stack?.stop();
  });

  it("delivers a client its own notifications (user_id=eq.<id>) and never another client's", async () => {
    const tag = randomUUID().slice(0, 8);
    const [a, b] = [await clientAs(sara), await clientAs(omar)];
    const inboxA = new Inbox<Change>();
    const inboxB = new Inbox<Change>();
    const inboxAdmin = new Inbox<Change>();
    const own = (user: TestUser) => ({
      event: 'INSERT' as const,
      schema: 'public',
      table: 'notifications',
      filter: `user_id=eq.${user.id}`,
    });
    await subscribed(a.channel(`notifications-a-${tag}`).on('postgres_changes', own(sara), inboxA.push));
    await subscribed(b.channel(`notifications-b-${tag}`).on('postgres_changes', own(omar), inboxB.push));
    // The admin's real session (signed in through auth), no filter: RLS lets admins read every row.
    await subscribed(
      admin
        .channel(`notifications-admin-${tag}`)
        .on(
          'postgres_changes',
          { event: 'INSERT', schema: 'public', table: 'notifications' },
          inboxAdmin.push,
        ),
    );

    const o1 = await notify(omar.id, `o1 ${tag}`);
    const s1 = await notify(sara.id, `s1 ${tag}`);
    await notify(omar.id, `o2 ${tag}`);
    const s2 = await notify(sara.id, `s2 ${tag}`);
    await notify(omar.id, `o3 ${tag}`);

    const first = await inboxA.next((p) => p.new.id === s1.id);
    expect(first).toMatchObject({
      schema: 'public',
      table: 'notifications',
      eventType: 'INSERT',
      old: {},
      errors: null,
      new: {
        id: s1.id,
        user_id: sara.id,
        title: `s1 ${tag}`,
        message: `s1 ${tag}: message`,
        type: 'info',
        read_at: null,
      },
    });
    expect(first.commit_timestamp).toMatch(ISO_MS_Z);
    expect(first.new.created_at).toMatch(/^\d{4}-\d\d-\d\dT[\d:.]+\+00:00$/);

    // s2 was committed after o1 and o2: had they been sent to A, they would have arrived before it.
    await inboxA.next((p) => p.new.id === s2.id);
    expect(inboxA.items.map((p) => p.new.title)).toEqual([`s1 ${tag}`, `s2 ${tag}`]);
    await inboxB.next((p) => p.new.title === `o3 ${tag}`);
    expect(inboxB.items.map((p) => p.new.title)).toEqual([`o1 ${tag}`, `o2 ${tag}`, `o3 ${tag}`]);
    expect(inboxB.items[0].new.id).toBe(o1.id);

    const all = await inboxAdmin.count((p) => p.new.title.endsWith(tag), 5);
    expect(all.map((p) => p.new.title)).toEqual([
      `o1 ${tag}`,
      `s1 ${tag}`,
      `o2 ${tag}`,
      `s2 ${tag}`,
      `o3 ${tag}`,
    ]);
  });

  it('streams admin messages (sender_type=eq.admin) of own threads only', async () => {
    const tag = randomUUID().slice(0, 8);
    const saraClient = await clientAs(sara);
    const requestFor = async (user: TestUser) => {
      const { rows } = await stack.db.query<{ id: string }>(
        `insert into public.workflow_access_requests (user_id, workflow_slug, workflow_name)
         values ($1, 'lead-generation', 'Lead Generation') returning id`,
        [user.id],
      );
      return rows[0]?.id as string;
    };
    const [saraRequest, omarRequest] = [await requestFor(sara), await requestFor(omar)];
    const inbox = new Inbox<Change>();
    await subscribed(
      saraClient.channel(`messages-${tag}`).on(
        'postgres_changes',
        {
          event: 'INSERT',
          schema: 'public',
          table: 'workflow_request_messages',
          filter: 'sender_type=eq.admin',
        },
        inbox.push,
      ),
    );

    const send = async (client: SupabaseClient, row: Record<string, unknown>) => {
      const { error } = await client.from('workflow_request_messages').insert(row);
      if (error) throw new Error(error.message);
    };
    await send(admin, { request_id: omarRequest, sender_type: 'admin', content: `to omar ${tag}` });
    await send(saraClient, { request_id: saraRequest, sender_type: 'client', content: `from sara ${tag}` });
    await send(admin, { request_id: saraRequest, sender_type: 'admin', content: `to sara ${tag}` });

    const got = await inbox.next((p) => p.new.content === `to sara ${tag}`);
    expect(got.new).toMatchObject({
      request_id: saraRequest,
      user_id: sara.id,
      sender_type: 'admin',
      workflow_name: 'Lead Generation',
      content: `to sara ${tag}`,
    });
    expect(inbox.items).toHaveLength(1);
  });

  it('sends UPDATE with new and old rows and DELETE with the primary key only (RLS table)', async () => {
    const tag = randomUUID().slice(0, 8);
    const saraClient = await clientAs(sara);
    const inbox = new Inbox<Change>();
    await subscribed(
      saraClient
        .channel(`changes-${tag}`)
        .on(
          'postgres_changes',
          { event: '*', schema: 'public', table: 'notifications', filter: `user_id=eq.${sara.id}` },
          inbox.push,
        ),
    );
    const note = await notify(sara.id, `n ${tag}`);
    await inbox.next((p) => p.eventType === 'INSERT' && p.new.id === note.id);

    const readAt = new Date().toISOString();
    const { error: updateError } = await saraClient
      .from('notifications')
      .update({ read_at: readAt })
      .eq('id', note.id);
    expect(updateError).toBeNull();
    const update = await inbox.next((p) => p.eventType === 'UPDATE' && p.new.id === note.id);
    expect(update.new).toMatchObject({ id: note.id, user_id: sara.id, title: `n ${tag}` });
    expect(Date.parse(update.new.read_at)).toBe(Date.parse(readAt));
    // notifications has REPLICA IDENTITY FULL: the old row comes whole.
    expect(update.old).toMatchObject({ id: note.id, user_id: sara.id, read_at: null, title: `n ${tag}` });

    const { error: deleteError } = await saraClient.from('notifications').delete().eq('id', note.id);
    expect(deleteError).toBeNull();
    const deletion = await inbox.next((p) => p.eventType === 'DELETE');
    // Supabase: with RLS enabled a DELETE carries only the primary key (the filter still saw the full old row).
    expect(deletion).toMatchObject({ eventType: 'DELETE', new: {}, old: { id: note.id } });
    expect(Object.keys(deletion.old)).toEqual(['id']);
  });

  it('gives a subscriber nothing its RLS policies forbid', async () => {
    const tag = randomUUID().slice(0, 8);
    const omarClient = await clientAs(omar);
    const inbox = new Inbox<Change>();
    // No filter: only RLS stands between omar and sara's rows.
    await subscribed(
      omarClient
        .channel(`all-notifications-${tag}`)
        .on('postgres_changes', { event: '*', schema: 'public', table: 'notifications' }, inbox.push),
    );

    const secret = await notify(sara.id, `secret ${tag}`);
    const { error } = await admin
      .from('notifications')
      .update({ title: `still secret ${tag}` })
      .eq('id', secret.id);
    expect(error).toBeNull();
    await notify(omar.id, `fence ${tag}`);
    const fence = await inbox.next((p) => p.new.title === `fence ${tag}`);
    expect(fence.new.user_id).toBe(omar.id);
    // Neither the INSERT nor the UPDATE of sara's row reached omar (they were committed before the fence).
    expect(inbox.items.map((p) => `${p.eventType} ${p.new.title}`)).toEqual([`INSERT fence ${tag}`]);
  });

  it('keeps a channel working across a real token refresh (TOKEN_REFRESHED → access_token)', async () => {
    const tag = randomUUID().slice(0, 8);
    const signedIn = await signedInClient(stack.url, stack.anonKey, 'sara@demo.qa', 'Client#2026');
    const client = track(signedIn.client);
    const inbox = new Inbox<Change>();
    const system = new Inbox<Change>();
    await subscribed(
      client
        .channel(`refresh-${tag}`)
        .on(
          'postgres_changes',
          { event: 'INSERT', schema: 'public', table: 'notifications', filter: `user_id=eq.${sara.id}` },
          inbox.push,
        )
        .on('system', {}, system.push),
    );
    await system.count((m) => m.status === 'ok', 1);

    // Tokens carry whole seconds: refreshed within the same second, the new one could equal the old.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const { data, error } = await client.auth.refreshSession();
    expect(error).toBeNull();
    expect(data.session?.access_token).not.toBe(signedIn.session.access_token);
    // The server re-authorises the channel with the new token and confirms the subscription again.
    await system.count((m) => m.status === 'ok' && m.message === 'Subscribed to PostgreSQL', 2);

    await notify(sara.id, `after refresh ${tag}`);
    const got = await inbox.next((p) => p.new.title === `after refresh ${tag}`);
    expect(got.new.user_id).toBe(sara.id);
  });

  it('runs a channel on the new token once the old one has expired', async () => {
    const tag = randomUUID().slice(0, 8);
    const short = await mintAccessToken(stack.jwtSecret, sara, { expiresIn: 2 });
    const shortExp = JSON.parse(Buffer.from(short.split('.')[1] as string, 'base64url').toString())
      .exp as number;
    let token = short;
    const client = track(userClient(stack.url, stack.anonKey, () => token));
    await client.realtime.setAuth();
    const inbox = new Inbox<Change>();
    const system = new Inbox<Change>();
    const states = new Inbox<string>();
    const channel = client
      .channel(`renew-${tag}`)
      .on(
        'postgres_changes',
        { event: 'INSERT', schema: 'public', table: 'notifications', filter: `user_id=eq.${sara.id}` },
        inbox.push,
      )
      .on('system', {}, system.push);
    channel.subscribe((status) => states.push(status));
    await states.next((s) => s === 'SUBSCRIBED');

    token = await mintAccessToken(stack.jwtSecret, sara, { expiresIn: 3600 });
    await client.realtime.setAuth();
    await system.count((m) => m.message === 'Subscribed to PostgreSQL', 2);
    // Past the first token's expiry: a server still on it would have closed the channel by now.
    const wait = shortExp * 1000 + 1500 - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));

    await notify(sara.id, `renewed ${tag}`);
    await inbox.next((p) => p.new.title === `renewed ${tag}`);
    expect(states.items).not.toContain('CLOSED');
    expect(system.items.filter((m) => m.status === 'error')).toEqual([]);
  });

  it('closes a channel whose new token is expired or forged, with a system error first', async () => {
    const tag = randomUUID().slice(0, 8);
    let token = await mintAccessToken(stack.jwtSecret, sara);
    const client = track(userClient(stack.url, stack.anonKey, () => token));
    await client.realtime.setAuth();
    const system = new Inbox<Change>();
    const states = new Inbox<string>();
    client
      .channel(`expire-${tag}`)
      .on('postgres_changes', { event: '*', schema: 'public', table: 'notifications' }, () => {})
      .on('system', {}, system.push)
      .subscribe((status) => states.push(status));
    await states.next((s) => s === 'SUBSCRIBED');

    token = await mintAccessToken(stack.jwtSecret, sara, { expiresIn: -30 });
    await client.realtime.setAuth();
    const error = await system.next((m) => m.status === 'error');
    expect(error).toMatchObject({ extension: 'system', status: 'error', channel: `expire-${tag}` });
    expect(error.message).toMatch(/^Token has expired \d+ seconds ago$/);
    await states.next((s) => s === 'CLOSED');

    // Joining with a token signed with another secret, or an expired one: the join is refused.
    const forged = await mintAccessToken('another-secret-another-secret-another-secret', sara);
    const other = track(userClient(stack.url, stack.anonKey, () => forged));
    await other.realtime.setAuth();
    const refused = new Inbox<{ status: string; err?: Error }>();
    other.channel(`forged-${tag}`).subscribe((status, err) => refused.push({ status, err }));
    const failed = await refused.next((s) => s.status === 'CHANNEL_ERROR');
    expect(failed.err?.message).toBe('JwtSignatureError: Failed to validate JWT signature');
    await other.removeAllChannels();

    const expired = await mintAccessToken(stack.jwtSecret, sara, { expiresIn: -5 });
    const late = track(userClient(stack.url, stack.anonKey, () => expired));
    await late.realtime.setAuth();
    const lateStates = new Inbox<{ status: string; err?: Error }>();
    late.channel(`late-${tag}`).subscribe((status, err) => lateStates.push({ status, err }));
    const lateError = await lateStates.next((s) => s.status === 'CHANNEL_ERROR');
    expect(lateError.err?.message).toMatch(/^InvalidJWTToken: Token has expired \d+ seconds ago$/);
    await late.removeAllChannels();
  });

  it('reports a subscription to a table outside the publication as a system error', async () => {
    const client = await clientAs(sara);
    const system = new Inbox<Change>();
    await subscribed(
      client
        .channel(`not-published-${randomUUID().slice(0, 8)}`)
        .on('postgres_changes', { event: '*', schema: 'public', table: 'profiles' }, () => {})
        .on('system', {}, system.push),
    );
    const message = await system.next();
    expect(message).toMatchObject({ extension: 'postgres_changes', status: 'error' });
    expect(message.message).toContain('Unable to subscribe to changes with given parameters');
  });
});

describe.each(testEngines())('realtime across a server restart (%s)', (engine) => {
  let stack: TestStack;
  let client: SupabaseClient | undefined;

  afterAll(async () => {
    await client?.removeAllChannels();
    await stack?.stop();
  });

  it('reconnects, resubscribes and receives new events after the server restarts', async () => {
    const port = await freePort();
    stack = await startTestStack({ engine, env: { API_PORT: String(port) } });
    const { rows } = await stack.db.query<{ id: string }>(
      `select id from auth.users where email = 'sara@demo.qa'`,
    );
    const sara = { id: rows[0]?.id as string, email: 'sara@demo.qa', role: 'client' as const };
    client = userClient(stack.url, stack.anonKey, await mintAccessToken(stack.jwtSecret, sara));
    await client.realtime.setAuth();
    const inbox = new Inbox<Change>();
    const system = new Inbox<Change>();
    await subscribed(
      client
        .channel('restart')
        .on(
          'postgres_changes',
          { event: 'INSERT', schema: 'public', table: 'notifications', filter: `user_id=eq.${sara.id}` },
          inbox.push,
        )
        .on('system', {}, system.push),
    );
    await system.count((m) => m.message === 'Subscribed to PostgreSQL', 1);
    const insert = (title: string) =>
      stack.db.query(`insert into public.notifications (user_id, title, message) values ($1, $2, 'm')`, [
        sara.id,
        title,
      ]);
    await insert('before restart');
    await inbox.next((p) => p.new.title === 'before restart');

    stack = await stack.restart();
    expect(stack.url).toBe(`http://127.0.0.1:${port}`);
    // realtime-js reconnects with its backoff (1 s, 2 s, 5 s, 10 s) and joins the channel again.
    await system.count((m) => m.message === 'Subscribed to PostgreSQL', 2);
    await insert('after restart');
    const got = await inbox.next((p) => p.new.title === 'after restart');
    expect(got.new.user_id).toBe(sara.id);
  });
});

async function freePort(): Promise<number> {
  const net = await import('node:net');
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
