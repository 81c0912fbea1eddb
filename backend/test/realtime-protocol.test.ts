/**
 * The Phoenix wire protocol frame by frame (a raw websocket speaking what realtime-js sends, checked
 * against the frames realtime-js 2.x sends), then broadcast and presence through the real supabase-js client.
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { Inbox, mintAccessToken, subscribed, type TestUser, userClient } from '../src/realtime/testing.ts';
import { startTestStack, type TestStack, testEngines } from './harness.ts';

// biome-ignore lint/suspicious/noExplicitAny: frames are untyped JSON.
type Frame = any;

/** A raw socket that records every frame (text frames parsed, binary frames kept as Buffers). */
async function rawSocket(stack: TestStack, vsn = '2.0.0', apikey = stack.anonKey) {
  const url = `${stack.url.replace(/^http/, 'ws')}/realtime/v1/websocket?apikey=${apikey}&vsn=${vsn}`;
  const ws = new WebSocket(url);
  const frames = new Inbox<Frame>();
  ws.on('message', (data, isBinary) => {
    const buf = Buffer.isBuffer(data) ? data : Buffer.from(data as ArrayBuffer);
    frames.push(isBinary ? { binary: buf } : JSON.parse(buf.toString('utf8')));
  });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  return { ws, frames, send: (frame: unknown) => ws.send(JSON.stringify(frame)) };
}

/** Kind 3 userBroadcastPush, byte for byte as realtime-js's Serializer writes it. */
function broadcastPush(joinRef: string, ref: string, topic: string, event: string, payload: unknown) {
  const parts = [joinRef, ref, topic, event, ''].map((s) => Buffer.from(s, 'utf8'));
  const header = Buffer.from([3, ...parts.map((p) => p.length), 1]);
  return Buffer.concat([header, ...parts, Buffer.from(JSON.stringify(payload), 'utf8')]);
}

/** Kind 4 userBroadcast as realtime-js's Serializer reads it. */
function readBroadcast(buf: Buffer) {
  const [kind, topicLen, eventLen, metaLen, encoding] = [...buf.subarray(0, 5)] as number[];
  let offset = 5;
  const take = (n: number) => {
    const text = buf.toString('utf8', offset, offset + n);
    offset += n;
    return text;
  };
  const topic = take(topicLen as number);
  const event = take(eventLen as number);
  const meta = take(metaLen as number);
  return { kind, topic, event, meta, encoding, payload: JSON.parse(buf.toString('utf8', offset)) };
}

describe.each(testEngines())('realtime wire protocol (%s)', (engine) => {
  let stack: TestStack;
  let sara: TestUser;
  const sockets: WebSocket[] = [];
  const clients: SupabaseClient[] = [];

  beforeAll(async () => {
    stack = await startTestStack({ engine });
    const { rows } = await stack.db.query<{ id: string }>(
      `select id from auth.users where email = 'sara@demo.qa'`,
    );
    sara = { id: rows[0]?.id as string, email: 'sara@demo.qa', role: 'client' };
  });

  afterAll(async () => {
    for (const ws of sockets) ws.terminate();
    await Promise.all(clients.map((c) => c.removeAllChannels()));
    await stack?.stop();
  });

  it('answers phx_join with the exact bindings and ids, then system, heartbeat, changes and leave', async () => {
    const { ws, frames, send } = await rawSocket(stack);
    sockets.push(ws);
    const token = await mintAccessToken(stack.jwtSecret, sara);
    const bindings = [
      {
        event: 'INSERT',
        schema: 'public',
        table: 'workflow_access_requests',
        filter: `user_id=eq.${sara.id}`,
      },
      { event: '*', schema: 'public', table: 'workflow_runs' },
    ];
    send([
      '6',
      '6',
      'realtime:db-changes',
      'phx_join',
      {
        config: {
          broadcast: { ack: false, self: false },
          presence: { key: '', enabled: false },
          postgres_changes: bindings,
          private: false,
        },
        access_token: token,
      },
    ]);

    const reply = await frames.next((f) => f[3] === 'phx_reply' && f[1] === '6');
    expect(reply).toEqual([
      '6',
      '6',
      'realtime:db-changes',
      'phx_reply',
      {
        status: 'ok',
        response: {
          postgres_changes: [
            { ...bindings[0], id: expect.any(Number) },
            { ...bindings[1], id: expect.any(Number) },
          ],
        },
      },
    ]);
    // Same entries, same order, each with its id: what realtime-js pairs by index.
    expect(Object.keys(reply[4].response.postgres_changes[0])).toEqual([
      'event',
      'schema',
      'table',
      'filter',
      'id',
    ]);
    const [insertId, runsId] = reply[4].response.postgres_changes.map((b: { id: number }) => b.id);
    expect(insertId).not.toBe(runsId);

    expect(await frames.next((f) => f[3] === 'system')).toEqual([
      '6',
      null,
      'realtime:db-changes',
      'system',
      {
        channel: 'db-changes',
        extension: 'postgres_changes',
        message: 'Subscribed to PostgreSQL',
        status: 'ok',
      },
    ]);

    send([null, '7', 'phoenix', 'heartbeat', {}]);
    expect(await frames.next((f) => f[2] === 'phoenix')).toEqual([
      null,
      '7',
      'phoenix',
      'phx_reply',
      { status: 'ok', response: {} },
    ]);

    const { rows } = await stack.db.query<{ id: string }>(
      `insert into public.workflow_access_requests (user_id, workflow_slug, workflow_name, message)
       values ($1, 'odoo-sales', 'Odoo Sales', 'Please') returning id`,
      [sara.id],
    );
    const requestId = rows[0]?.id;
    const change = await frames.next((f) => f[3] === 'postgres_changes');
    expect(change.slice(0, 4)).toEqual([null, null, 'realtime:db-changes', 'postgres_changes']);
    expect(change[4].ids).toEqual([insertId]);
    const data = change[4].data;
    expect(data).toMatchObject({
      schema: 'public',
      table: 'workflow_access_requests',
      type: 'INSERT',
      errors: null,
    });
    expect(data.commit_timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(data.columns.slice(0, 5)).toEqual([
      { name: 'id', type: 'uuid' },
      { name: 'user_id', type: 'uuid' },
      { name: 'workflow_slug', type: 'text' },
      { name: 'workflow_name', type: 'text' },
      { name: 'status', type: 'text' },
    ]);
    expect(data.columns).toContainEqual({ name: 'created_at', type: 'timestamptz' });
    expect(data.record).toMatchObject({
      id: requestId,
      user_id: sara.id,
      status: 'pending',
      message: 'Please',
    });
    // One column entry per record field (jsonb orders the record's keys its own way, as on Supabase).
    expect(data.columns.map((c: { name: string }) => c.name).sort()).toEqual(Object.keys(data.record).sort());
    expect('old_record' in data).toBe(false);

    // A row far bigger than Postgres's 8,000-byte NOTIFY payload limit still arrives whole.
    const big = { notes: 'x'.repeat(30_000) };
    await stack.db.query(
      `insert into public.workflow_runs (user_id, workflow_slug, input) values ($1, 'lead-generation', $2::jsonb)`,
      [sara.id, JSON.stringify(big)],
    );
    const run = await frames.next((f) => f[3] === 'postgres_changes' && f[4].data.table === 'workflow_runs');
    expect(run[4].ids).toEqual([runsId]);
    expect(run[4].data.record.input).toEqual(big);
    expect(run[4].data.columns).toContainEqual({ name: 'input', type: 'jsonb' });

    // A push to a topic this socket never joined.
    send(['9', '9', 'realtime:elsewhere', 'broadcast', { type: 'broadcast', event: 'x', payload: {} }]);
    expect(await frames.next((f) => f[2] === 'realtime:elsewhere')).toEqual([
      '9',
      '9',
      'realtime:elsewhere',
      'phx_reply',
      { status: 'error', response: { reason: 'unmatched topic' } },
    ]);

    send(['6', '8', 'realtime:db-changes', 'phx_leave', {}]);
    expect(await frames.next((f) => f[1] === '8' && f[3] === 'phx_reply')).toEqual([
      '6',
      '8',
      'realtime:db-changes',
      'phx_reply',
      { status: 'ok', response: {} },
    ]);
    expect(await frames.next((f) => f[3] === 'phx_close')).toEqual([
      '6',
      '8',
      'realtime:db-changes',
      'phx_close',
      {},
    ]);
  });

  it('relays binary broadcasts (kind 3 in, kind 4 out) with self and ack', async () => {
    const a = await rawSocket(stack);
    const b = await rawSocket(stack);
    sockets.push(a.ws, b.ws);
    const topic = `realtime:room-${randomUUID().slice(0, 8)}`;
    const join = (sock: typeof a, self: boolean, ack: boolean) =>
      sock.send([
        '1',
        '1',
        topic,
        'phx_join',
        { config: { broadcast: { ack, self }, presence: { key: '', enabled: false }, postgres_changes: [] } },
      ]);
    join(a, true, true);
    join(b, false, false);
    for (const sock of [a, b]) {
      expect(await sock.frames.next((f) => f[3] === 'phx_reply')).toEqual([
        '1',
        '1',
        topic,
        'phx_reply',
        { status: 'ok', response: { postgres_changes: [] } },
      ]);
    }

    a.ws.send(broadcastPush('1', '2', topic, 'cursor', { x: 1, y: 2 }));
    const atB = readBroadcast((await b.frames.next((f) => f.binary)).binary);
    expect(atB).toEqual({ kind: 4, topic, event: 'cursor', meta: '', encoding: 1, payload: { x: 1, y: 2 } });
    // self: true → the sender gets its own message; ack: true → and a reply to its push.
    expect(readBroadcast((await a.frames.next((f) => f.binary)).binary).payload).toEqual({ x: 1, y: 2 });
    expect(await a.frames.next((f) => f[1] === '2')).toEqual([
      '1',
      '2',
      topic,
      'phx_reply',
      { status: 'ok', response: {} },
    ]);

    b.ws.send(broadcastPush('1', '3', topic, 'cursor', { x: 3 }));
    expect(
      readBroadcast((await a.frames.next((f) => f.binary && readBroadcast(f.binary).payload.x === 3)).binary),
    ).toMatchObject({
      event: 'cursor',
      payload: { x: 3 },
    });
    // b has neither self nor ack: the only frames it has are its join reply and a's broadcast.
    a.ws.send(broadcastPush('1', '4', topic, 'fence', {}));
    await b.frames.next((f) => f.binary && readBroadcast(f.binary).event === 'fence');
    expect(b.frames.items.filter((f) => f.binary && readBroadcast(f.binary).payload.x === 3)).toEqual([]);
    expect(b.frames.items.filter((f) => f[1] === '3')).toEqual([]);
  });

  it('speaks vsn 1.0.0 (JSON objects) too, and refuses sockets without a valid apikey', async () => {
    const { ws, frames, send } = await rawSocket(stack, '1.0.0');
    sockets.push(ws);
    send({ topic: 'phoenix', event: 'heartbeat', payload: {}, ref: '1', join_ref: null });
    expect(await frames.next()).toEqual({
      join_ref: null,
      ref: '1',
      topic: 'phoenix',
      event: 'phx_reply',
      payload: { status: 'ok', response: {} },
    });

    const refused = new WebSocket(
      `${stack.url.replace(/^http/, 'ws')}/realtime/v1/websocket?apikey=nope&vsn=2.0.0`,
    );
    const status = await new Promise<number | undefined>((resolve) => {
      refused.once('unexpected-response', (_req, res) => resolve(res.statusCode));
      refused.once('open', () => resolve(101));
      refused.once('error', () => resolve(undefined));
    });
    expect(status).toBe(403);
  });

  it('broadcasts and tracks presence through supabase-js (send, httpSend, track, untrack, leave)', async () => {
    const name = `lobby-${randomUUID().slice(0, 8)}`;
    const one = userClient(stack.url, stack.anonKey);
    const two = userClient(stack.url, stack.anonKey);
    clients.push(one, two);
    const atOne = new Inbox<Frame>();
    const atTwo = new Inbox<Frame>();
    const presenceAtTwo = new Inbox<Frame>();
    const chanOne = one
      .channel(name, { config: { broadcast: { self: true, ack: true }, presence: { key: 'user-one' } } })
      .on('broadcast', { event: 'cursor' }, atOne.push);
    const chanTwo = two
      .channel(name, { config: { presence: { key: 'user-two' } } })
      .on('broadcast', { event: 'cursor' }, atTwo.push)
      .on('presence', { event: 'join' }, presenceAtTwo.push)
      .on('presence', { event: 'leave' }, presenceAtTwo.push);
    await subscribed(chanOne);
    await subscribed(chanTwo);

    expect(await chanOne.send({ type: 'broadcast', event: 'cursor', payload: { x: 1 } })).toBe('ok');
    expect((await atTwo.next()).payload).toEqual({ x: 1 });
    expect((await atOne.next()).payload).toEqual({ x: 1 });

    const sent = await chanTwo.httpSend('cursor', { via: 'rest' });
    expect(sent).toEqual({ success: true });
    expect((await atOne.next((m) => m.payload.via === 'rest')).event).toBe('cursor');

    expect(await chanOne.track({ name: 'Sara', online_at: 1 })).toBe('ok');
    const joined = await presenceAtTwo.next((p) => p.event === 'join' && p.key === 'user-one');
    expect(joined.newPresences).toEqual([{ name: 'Sara', online_at: 1, presence_ref: expect.any(String) }]);
    expect(chanTwo.presenceState()).toEqual({
      'user-one': [{ name: 'Sara', online_at: 1, presence_ref: expect.any(String) }],
    });

    expect(await chanOne.untrack()).toBe('ok');
    await presenceAtTwo.next((p) => p.event === 'leave' && p.key === 'user-one');
    expect(chanTwo.presenceState()).toEqual({});

    await chanOne.track({ name: 'Sara again' });
    await presenceAtTwo.next((p) => p.event === 'join' && p.newPresences[0]?.name === 'Sara again');
    // Leaving the channel takes its presence away for the others.
    expect(await chanOne.unsubscribe()).toBe('ok');
    await presenceAtTwo.count((p) => p.event === 'leave' && p.key === 'user-one', 2);
    expect(chanTwo.presenceState()).toEqual({});
  });
});
