/**
 * A message thread on every kind of request (supabase/migrations/20261125100010_request_threads_for_every_kind.sql),
 * through the real supabase-js against the running stack, on PGlite and PostgreSQL. For access, purchase,
 * control and custom requests: the client writes in its own thread and the admin in any (the owner and
 * workflow name come from the request), another client can neither write nor read there, a missing request
 * or one of another kind is refused with the foreign-key error as PostgREST shapes it, the kind cannot be
 * edited afterwards, deleting a request deletes its thread (and only its own kind's), and an admin's
 * message reaches the client live with its kind.
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Inbox, signedInClient, subscribed, userClient } from '../src/realtime/testing.ts';
import { startTestStack, type TestStack, testEngines } from './harness.ts';
import { DEMO } from './schema-db.ts';

const KINDS = ['access', 'purchase', 'control', 'custom'] as const;
type Kind = (typeof KINDS)[number];

// biome-ignore lint/suspicious/noExplicitAny: realtime payloads are untyped JSON in these assertions.
type Change = any;

describe.each(testEngines())('request threads of every kind (%s)', (engine) => {
  let stack: TestStack;
  let service: SupabaseClient;
  let admin: SupabaseClient;
  let sara: SupabaseClient;
  let omar: SupabaseClient;
  const clients: SupabaseClient[] = [];

  /** A new request of `kind` for Sara, made as the server would; its id and the thread's workflow name. */
  async function saraRequest(kind: Kind, id: string = randomUUID()): Promise<{ id: string; name: string }> {
    const custom = `Showroom Visit Booking ${id.slice(0, 8)}`;
    // Decided (expired, cancelled) where a client may have only one pending request per workflow.
    const rows: Record<Kind, [string, Record<string, unknown>]> = {
      access: [
        'workflow_access_requests',
        { workflow_slug: 'rag-chatbot', workflow_name: 'Knowledge bot (as asked)', status: 'expired' },
      ],
      purchase: ['workflow_purchases', { workflow_slug: 'hr-service', status: 'cancelled' }],
      control: [
        'workflow_control_requests',
        { workflow_slug: 'lead-generation', action: 'change', details: 'Add LinkedIn as a source.' },
      ],
      custom: [
        'custom_workflow_requests',
        {
          workflow_name: custom,
          description: 'Book showroom visits over WhatsApp.',
          business_problem: 'Visitors call during lunch hours when nobody answers.',
        },
      ],
    };
    const [table, row] = rows[kind];
    const { error } = await service.from(table).insert({ id, user_id: DEMO.sara, ...row });
    if (error) throw new Error(`${table}: ${error.message}`);
    if (kind === 'access') return { id, name: 'Knowledge bot (as asked)' };
    if (kind === 'custom') return { id, name: custom };
    // Purchases and control requests name a catalogue workflow: the thread shows its English name.
    const { data } = await service.from('workflows').select('name_en').eq('slug', row.workflow_slug).single();
    return { id, name: data?.name_en as string };
  }

  const asClient = (client: SupabaseClient, user: string, kind: Kind, requestId: string, content: string) =>
    client
      .from('workflow_request_messages')
      .insert({
        request_kind: kind,
        request_id: requestId,
        user_id: user,
        sender_type: 'client',
        sender_id: user,
        content,
      })
      .select('request_kind, user_id, sender_type, workflow_name')
      .single();

  beforeAll(async () => {
    stack = await startTestStack({ engine });
    const signIn = async (email: string, password: string) => {
      const { client } = await signedInClient(stack.url, stack.anonKey, email, password);
      clients.push(client);
      return client;
    };
    service = userClient(stack.url, stack.serviceRoleKey);
    [admin, sara, omar] = await Promise.all([
      signIn('admin@demo.qa', 'Admin#2026'),
      signIn('sara@demo.qa', 'Client#2026'),
      signIn('omar@demo.qa', 'Client#2026'),
    ]);
  });
  afterAll(async () => {
    for (const client of clients) await client.removeAllChannels();
    await stack?.stop();
  });

  it("seeds threads on one of Sara's custom requests and one of her control requests", async () => {
    const { data } = await sara
      .from('workflow_request_messages')
      .select('request_kind, workflow_name, sender_type')
      .in('request_kind', ['custom', 'control'])
      .lt('created_at', new Date(Date.now() - 30 * 60_000).toISOString())
      .order('created_at');
    expect(data?.map((m) => `${m.request_kind} ${m.workflow_name} ${m.sender_type}`)).toEqual([
      'custom Tender Monitoring Bot admin',
      'custom Tender Monitoring Bot client',
      'custom Tender Monitoring Bot admin',
      'control Lead Generation admin',
      'control Lead Generation client',
    ]);
  });

  it.each(KINDS)('%s request: the client writes in its own thread, the admin in any', async (kind) => {
    const request = await saraRequest(kind);
    const mine = await asClient(sara, DEMO.sara, kind, request.id, 'Any news?');
    expect(mine.error).toBeNull();
    expect(mine.data).toEqual({
      request_kind: kind,
      user_id: DEMO.sara,
      sender_type: 'client',
      workflow_name: request.name,
    });
    const reply = await admin
      .from('workflow_request_messages')
      .insert({
        request_kind: kind,
        request_id: request.id,
        user_id: DEMO.sara,
        sender_type: 'admin',
        sender_id: DEMO.admin,
        content: 'Yes: this week.',
      })
      .select('user_id, sender_type')
      .single();
    expect(reply.error).toBeNull();
    expect(reply.data).toEqual({ user_id: DEMO.sara, sender_type: 'admin' });
    const thread = await sara
      .from('workflow_request_messages')
      .select('sender_type, content')
      .eq('request_kind', kind)
      .eq('request_id', request.id)
      .order('created_at');
    expect(thread.data).toEqual([
      { sender_type: 'client', content: 'Any news?' },
      { sender_type: 'admin', content: 'Yes: this week.' },
    ]);
  });

  it.each(KINDS)('a %s request: another client can neither write in the thread nor read it', async (kind) => {
    const request = await saraRequest(kind);
    await asClient(sara, DEMO.sara, kind, request.id, 'Only for the admins.');
    // Omar claims the thread is his: the trigger takes the owner from the request, RLS refuses.
    const intrude = await asClient(omar, DEMO.omar, kind, request.id, 'Hello from Omar');
    expect(intrude.error?.code).toBe('42501');
    // Nor can he write as an admin.
    const impersonate = await omar.from('workflow_request_messages').insert({
      request_kind: kind,
      request_id: request.id,
      user_id: DEMO.sara,
      sender_type: 'admin',
      sender_id: DEMO.omar,
      content: 'Approved.',
    });
    expect(impersonate.error?.code).toBe('42501');
    const read = await omar.from('workflow_request_messages').select('id').eq('request_id', request.id);
    expect(read.error).toBeNull();
    expect(read.data).toEqual([]);
    const all = await service
      .from('workflow_request_messages')
      .select('content')
      .eq('request_id', request.id);
    expect(all.data).toEqual([{ content: 'Only for the admins.' }]);
  });

  it.each(KINDS)(
    'a %s thread of a missing request is refused with the foreign-key error (409)',
    async (kind) => {
      const missing = randomUUID();
      const { error, status } = await asClient(sara, DEMO.sara, kind, missing, 'Hello?');
      expect(status).toBe(409);
      expect(error).toMatchObject({ code: '23503' });
      expect(error?.message).toContain('foreign key');
      expect(error?.details).toContain(missing);
      const asAdmin = await admin.from('workflow_request_messages').insert({
        request_kind: kind,
        request_id: missing,
        user_id: DEMO.sara,
        sender_type: 'admin',
        sender_id: DEMO.admin,
        content: 'Hi',
      });
      expect(asAdmin.error?.code).toBe('23503');
    },
  );

  it('refuses a message whose kind is not the table of its request, and an unknown kind', async () => {
    const control = await saraRequest('control');
    for (const kind of ['access', 'purchase', 'custom'] as const) {
      const { error, status } = await asClient(sara, DEMO.sara, kind, control.id, 'Wrong table');
      expect({ kind, code: error?.code, status }).toEqual({ kind, code: '23503', status: 409 });
    }
    const unknown = await asClient(sara, DEMO.sara, 'invoice' as Kind, control.id, 'Unknown kind');
    expect(unknown.error?.code).toBe('23514');
    const none = await service.from('workflow_request_messages').select('id').eq('request_id', control.id);
    expect(none.data).toEqual([]);
  });

  it("keeps a message's kind and request fixed; only read_at changes", async () => {
    const custom = await saraRequest('custom');
    await admin.from('workflow_request_messages').insert({
      request_kind: 'custom',
      request_id: custom.id,
      user_id: DEMO.sara,
      sender_type: 'admin',
      sender_id: DEMO.admin,
      content: 'A question about your brief.',
    });
    const move = await sara
      .from('workflow_request_messages')
      .update({ request_kind: 'control' })
      .eq('request_id', custom.id)
      .select('id');
    expect(move.error?.code).toBe('42501');
    const read = await sara
      .from('workflow_request_messages')
      .update({ read_at: new Date().toISOString() })
      .eq('request_id', custom.id)
      .select('request_kind');
    expect(read.data).toEqual([{ request_kind: 'custom' }]);
  });

  it.each(KINDS)(
    "deleting the %s request deletes its thread, not another kind's with the same id",
    async (kind) => {
      const id = randomUUID();
      const request = await saraRequest(kind, id);
      // A request of another kind that happens to carry the same id (ids are only unique per table).
      const otherKind: Kind = kind === 'custom' ? 'control' : 'custom';
      await saraRequest(otherKind, id);
      await asClient(sara, DEMO.sara, kind, request.id, 'Mine');
      await asClient(sara, DEMO.sara, otherKind, id, 'The other one');
      const table = {
        access: 'workflow_access_requests',
        purchase: 'workflow_purchases',
        control: 'workflow_control_requests',
        custom: 'custom_workflow_requests',
      }[kind];
      const removed = await admin.from(table).delete().eq('id', id).select('id');
      expect(removed.data).toEqual([{ id }]);
      const left = await service
        .from('workflow_request_messages')
        .select('request_kind, content')
        .eq('request_id', id);
      expect(left.data).toEqual([{ request_kind: otherKind, content: 'The other one' }]);
    },
  );

  it("streams an admin's message on a custom request to its client, with the kind", async () => {
    const tag = randomUUID().slice(0, 8);
    const custom = await saraRequest('custom');
    const inbox = new Inbox<Change>();
    await subscribed(
      sara.channel(`threads-${tag}`).on(
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
    const { error } = await admin.from('workflow_request_messages').insert({
      request_kind: 'custom',
      request_id: custom.id,
      user_id: DEMO.sara,
      sender_type: 'admin',
      sender_id: DEMO.admin,
      content: `About your brief ${tag}`,
    });
    expect(error).toBeNull();
    const got = await inbox.next((p) => p.new.content === `About your brief ${tag}`);
    expect(got.new).toMatchObject({
      request_kind: 'custom',
      request_id: custom.id,
      user_id: DEMO.sara,
      workflow_name: custom.name,
    });
  });
});
