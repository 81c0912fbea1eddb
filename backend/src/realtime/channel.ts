import type { RequestIdentity } from '../db/port.ts';
import { identityKey } from './auth.ts';
import type { ChangeBinding, ChangeSubscriber } from './changes/dispatch.ts';
import type { TopicMember } from './hub.ts';
import { encodeBinaryBroadcast, encodeText, type Vsn } from './protocol.ts';

/** The socket side a channel writes to. */
export interface ChannelSocket {
  readonly vsn: Vsn;
  sendText(text: string): void;
  sendBinary(bytes: Buffer): void;
}

export interface ChannelAuthState {
  identity: RequestIdentity;
  token: string;
  exp?: number;
}

export interface ChannelOptions {
  isPrivate: boolean;
  broadcastAck: boolean;
  broadcastSelf: boolean;
  presenceEnabled: boolean;
  presenceKey: string;
}

/** Longest wait before re-checking a token's expiry (Realtime caps its timer at one hour too). */
const MAX_EXPIRY_CHECK_MS = 60 * 60 * 1000;

/**
 * One joined topic on one socket. The connection owns the protocol (join, leave, pushes); the channel
 * holds the state the rest of the server routes to: identity, options, postgres_changes bindings.
 */
export class Channel implements TopicMember, ChangeSubscriber {
  readonly subTopic: string;
  bindings: ChangeBinding[] = [];
  active = true;
  presenceEnabled: boolean;
  private auth: ChannelAuthState;
  private key: string;
  private expiryTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly socket: ChannelSocket,
    readonly topic: string,
    readonly joinRef: string | null,
    auth: ChannelAuthState,
    readonly options: ChannelOptions,
  ) {
    this.subTopic = topic.replace(/^realtime:/i, '');
    this.auth = auth;
    this.key = identityKey(auth.identity);
    this.presenceEnabled = options.presenceEnabled;
  }

  get identity() {
    return this.auth.identity;
  }

  get identityKey() {
    return this.key;
  }

  get token() {
    return this.auth.token;
  }

  get isPrivate() {
    return this.options.isPrivate;
  }

  get broadcastSelf() {
    return this.options.broadcastSelf;
  }

  setAuth(auth: ChannelAuthState) {
    this.auth = auth;
    this.key = identityKey(auth.identity);
  }

  /** Calls `onExpired` when the current token's `exp` passes (re-armed by every setAuth caller). */
  armExpiry(onExpired: () => void) {
    if (this.expiryTimer) clearTimeout(this.expiryTimer);
    this.expiryTimer = null;
    const exp = this.auth.exp;
    if (exp === undefined || !this.active) return;
    const wait = Math.min(MAX_EXPIRY_CHECK_MS, Math.max(0, exp * 1000 - Date.now()));
    this.expiryTimer = setTimeout(() => {
      if (!this.active) return;
      if ((this.auth.exp ?? Number.POSITIVE_INFINITY) * 1000 <= Date.now()) onExpired();
      else this.armExpiry(onExpired);
    }, wait);
    this.expiryTimer.unref();
  }

  deactivate() {
    this.active = false;
    if (this.expiryTimer) clearTimeout(this.expiryTimer);
    this.expiryTimer = null;
  }

  send(event: string, payload: unknown, ref: string | null = null, joinRef: string | null = this.joinRef) {
    if (!this.active) return;
    this.socket.sendText(encodeText(this.socket.vsn, { joinRef, ref, topic: this.topic, event, payload }));
  }

  sendJson(event: string, payload: unknown, joinRef: string | null) {
    this.send(event, payload, null, joinRef);
  }

  reply(ref: string | null, status: 'ok' | 'error', response: unknown = {}) {
    this.send('phx_reply', { status, response }, ref);
  }

  system(extension: 'system' | 'postgres_changes', status: 'ok' | 'error', message: string) {
    this.send('system', { channel: this.subTopic, extension, message, status });
  }

  deliverChange(payloadJson: string) {
    if (!this.active) return;
    this.socket.sendText(
      encodeText(
        this.socket.vsn,
        { joinRef: null, ref: null, topic: this.topic, event: 'postgres_changes', payload: null },
        payloadJson,
      ),
    );
  }

  sendBinaryBroadcast(event: string, meta: string, encoding: 0 | 1, payload: Buffer) {
    if (!this.active) return;
    const frame =
      this.socket.vsn === '2.0.0' ? encodeBinaryBroadcast(this.topic, event, meta, encoding, payload) : null;
    if (frame) {
      this.socket.sendBinary(frame);
      return;
    }
    // vsn 1.0.0 (or oversized header): JSON frame; raw binary payloads cannot be expressed in JSON.
    if (encoding !== 1) return;
    let inner: unknown;
    try {
      inner = JSON.parse(payload.toString('utf8'));
    } catch {
      return;
    }
    this.send('broadcast', { type: 'broadcast', event, payload: inner }, null, null);
  }
}
