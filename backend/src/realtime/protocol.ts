/**
 * Phoenix channel frames as realtime-js 2.x speaks them (docs/architecture.md, "Realtime").
 *
 * vsn 2.0.0: text frames are JSON arrays `[join_ref, ref, topic, event, payload]`; user broadcasts
 * travel as binary frames (kind 3 client → server, kind 4 server → client).
 * vsn 1.0.0: text frames are JSON objects `{join_ref, ref, topic, event, payload}`.
 */

import { parseJson } from '../http/json.ts';

export type Vsn = '1.0.0' | '2.0.0';

export interface PhxMessage {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: unknown;
}

/** A user broadcast as it arrived in a binary kind-3 frame. */
export interface BinaryBroadcastPush {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  /** Raw metadata JSON (e.g. `{"persist":true}`), '' when absent. */
  meta: string;
  /** 1 = JSON, 0 = binary (Serializer.JSON_ENCODING / BINARY_ENCODING). */
  encoding: 0 | 1;
  payload: Buffer;
}

export const KIND_USER_BROADCAST_PUSH = 3;
export const KIND_USER_BROADCAST = 4;
export const ENCODING_BINARY = 0;
export const ENCODING_JSON = 1;

export class ProtocolError extends Error {}

const asRef = (v: unknown): string | null =>
  v === null || v === undefined ? null : typeof v === 'string' ? v : String(v);

/** Decodes a text frame; throws ProtocolError on anything that is not a Phoenix message. */
export function decodeText(vsn: Vsn, text: string): PhxMessage {
  let parsed: unknown;
  try {
    parsed = parseJson(text);
  } catch {
    throw new ProtocolError('frame is not JSON, or nests too deeply');
  }
  if (vsn === '2.0.0' && Array.isArray(parsed)) {
    const [joinRef, ref, topic, event, payload] = parsed as unknown[];
    if (typeof topic !== 'string' || typeof event !== 'string') throw new ProtocolError('bad frame');
    return { joinRef: asRef(joinRef), ref: asRef(ref), topic, event, payload: payload ?? {} };
  }
  if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
    const o = parsed as Record<string, unknown>;
    if (typeof o.topic !== 'string' || typeof o.event !== 'string') throw new ProtocolError('bad frame');
    return {
      joinRef: asRef(o.join_ref),
      ref: asRef(o.ref),
      topic: o.topic,
      event: o.event,
      payload: o.payload ?? {},
    };
  }
  throw new ProtocolError('bad frame');
}

/**
 * Encodes a text frame. `rawPayload` lets hot paths splice an already serialised payload (the same
 * postgres_changes data goes to many sockets) instead of stringifying per recipient.
 */
export function encodeText(vsn: Vsn, msg: PhxMessage, rawPayload?: string): string {
  const payload = rawPayload ?? JSON.stringify(msg.payload);
  if (vsn === '2.0.0') {
    return `[${JSON.stringify(msg.joinRef)},${JSON.stringify(msg.ref)},${JSON.stringify(msg.topic)},${JSON.stringify(msg.event)},${payload}]`;
  }
  return `{"join_ref":${JSON.stringify(msg.joinRef)},"ref":${JSON.stringify(msg.ref)},"topic":${JSON.stringify(msg.topic)},"event":${JSON.stringify(msg.event)},"payload":${payload}}`;
}

/**
 * Kind 3 `userBroadcastPush`:
 * u8 kind | u8 len(join_ref) | u8 len(ref) | u8 len(topic) | u8 len(event) | u8 len(meta) | u8 encoding
 * | join_ref | ref | topic | event | meta | payload
 */
export function decodeBinary(buf: Buffer): BinaryBroadcastPush {
  if (buf.length < 7) throw new ProtocolError('binary frame too short');
  const kind = buf.readUInt8(0);
  if (kind !== KIND_USER_BROADCAST_PUSH) throw new ProtocolError(`unsupported binary frame kind ${kind}`);
  const lengths = [buf.readUInt8(1), buf.readUInt8(2), buf.readUInt8(3), buf.readUInt8(4), buf.readUInt8(5)];
  const encoding = buf.readUInt8(6);
  if (encoding !== ENCODING_BINARY && encoding !== ENCODING_JSON) throw new ProtocolError('bad encoding');
  let offset = 7;
  const parts: string[] = [];
  for (const len of lengths) {
    if (offset + len > buf.length) throw new ProtocolError('binary frame truncated');
    parts.push(buf.toString('utf8', offset, offset + len));
    offset += len;
  }
  const [joinRef = '', ref = '', topic = '', event = '', meta = ''] = parts;
  return {
    joinRef: joinRef || null,
    ref: ref || null,
    topic,
    event,
    meta,
    encoding: encoding as 0 | 1,
    payload: buf.subarray(offset),
  };
}

/**
 * Kind 4 `userBroadcast`: u8 kind | u8 len(topic) | u8 len(event) | u8 len(meta) | u8 encoding
 * | topic | event | meta | payload. Returns null when a header field exceeds 255 bytes (the caller then
 * falls back to a JSON frame).
 */
export function encodeBinaryBroadcast(
  topic: string,
  event: string,
  meta: string,
  encoding: 0 | 1,
  payload: Buffer,
): Buffer | null {
  const t = Buffer.from(topic, 'utf8');
  const e = Buffer.from(event, 'utf8');
  const m = Buffer.from(meta, 'utf8');
  if (t.length > 255 || e.length > 255 || m.length > 255) return null;
  const header = Buffer.from([KIND_USER_BROADCAST, t.length, e.length, m.length, encoding]);
  return Buffer.concat([header, t, e, m, payload]);
}
