import Serializer from '@supabase/realtime-js/dist/module/lib/serializer.js';
import { describe, expect, it } from 'vitest';
import { decodeBinary, decodeText, encodeBinaryBroadcast, encodeText, ProtocolError } from './protocol.ts';

// The serializer realtime-js itself uses for vsn 2.0.0: our frames must round-trip through it.
const serializer = new Serializer();
const clientEncode = (msg: Record<string, unknown>) =>
  new Promise<ArrayBuffer | string>((resolve) => serializer.encode(msg as never, resolve));
const clientDecode = (raw: ArrayBuffer | string) =>
  new Promise<unknown>((resolve) => serializer.decode(raw, resolve));

describe('Phoenix frames', () => {
  it('decodes what realtime-js sends (JSON arrays, and kind 3 binary broadcasts)', async () => {
    const join = await clientEncode({
      join_ref: '6',
      ref: '6',
      topic: 'realtime:x',
      event: 'phx_join',
      payload: { a: 1 },
    });
    expect(decodeText('2.0.0', join as string)).toEqual({
      joinRef: '6',
      ref: '6',
      topic: 'realtime:x',
      event: 'phx_join',
      payload: { a: 1 },
    });
    const push = await clientEncode({
      join_ref: '10',
      ref: '11',
      topic: 'realtime:room-1',
      event: 'broadcast',
      payload: { type: 'broadcast', event: 'cursor', payload: { x: 1, y: 'ü' } },
    });
    const decoded = decodeBinary(Buffer.from(push as ArrayBuffer));
    expect(decoded).toMatchObject({
      joinRef: '10',
      ref: '11',
      topic: 'realtime:room-1',
      event: 'cursor',
      encoding: 1,
    });
    expect(JSON.parse(decoded.payload.toString('utf8'))).toEqual({ x: 1, y: 'ü' });
  });

  it('encodes what realtime-js reads (arrays for vsn 2, objects for vsn 1, kind 4 broadcasts)', async () => {
    const msg = {
      joinRef: null,
      ref: '7',
      topic: 'phoenix',
      event: 'phx_reply',
      payload: { status: 'ok', response: {} },
    };
    expect(JSON.parse(encodeText('2.0.0', msg))).toEqual([null, '7', 'phoenix', 'phx_reply', msg.payload]);
    expect(JSON.parse(encodeText('1.0.0', msg))).toEqual({
      join_ref: null,
      ref: '7',
      topic: 'phoenix',
      event: 'phx_reply',
      payload: msg.payload,
    });
    expect(JSON.parse(encodeText('2.0.0', { ...msg, payload: null }, '{"ids":[1]}'))[4]).toEqual({
      ids: [1],
    });

    const frame = encodeBinaryBroadcast('realtime:room', 'cursor', '', 1, Buffer.from('{"x":1}')) as Buffer;
    const bytes = new Uint8Array(frame).buffer;
    expect(await clientDecode(bytes)).toEqual({
      join_ref: null,
      ref: null,
      topic: 'realtime:room',
      event: 'broadcast',
      payload: { type: 'broadcast', event: 'cursor', payload: { x: 1 } },
    });
    expect(encodeBinaryBroadcast('t'.repeat(256), 'e', '', 1, Buffer.alloc(0))).toBeNull();
  });

  it('rejects frames that are not Phoenix messages', () => {
    expect(() => decodeText('2.0.0', 'not json')).toThrow(ProtocolError);
    expect(() => decodeText('2.0.0', '[1,2]')).toThrow(ProtocolError);
    expect(() => decodeBinary(Buffer.from([4, 0, 0, 0, 1]))).toThrow(ProtocolError);
    expect(() => decodeBinary(Buffer.from([3, 9, 9, 9, 9, 0, 1, 65]))).toThrow(ProtocolError);
  });
});
