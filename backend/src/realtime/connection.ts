import { randomUUID } from 'node:crypto';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import type { StackConfig } from '../config.ts';
import { authorizeChannelToken } from './auth.ts';
import { bindingId, buildBindings, type PostgresChangesParams } from './bindings.ts';
import type { SubscriptionRegistry } from './changes/dispatch.ts';
import type { TableCatalog } from './changes/metadata.ts';
import { Channel, type ChannelAuthState } from './channel.ts';
import type { Hub } from './hub.ts';
import {
  decodeBinary,
  decodeText,
  encodeText,
  type PhxMessage,
  ProtocolError,
  type Vsn,
} from './protocol.ts';

export interface RealtimeDeps {
  config: StackConfig;
  hub: Hub;
  registry: SubscriptionRegistry;
  catalog: TableCatalog;
  log: (message: string, error?: unknown) => void;
}

/** A socket whose peer stopped reading gets dropped rather than buffering without bound. */
const MAX_BUFFERED_BYTES = 32 * 1024 * 1024;

const JoinPayload = z
  .object({
    config: z
      .object({
        broadcast: z
          .object({
            ack: z.boolean().optional(),
            self: z.boolean().optional(),
            replication_ready: z.boolean().optional(),
          })
          .passthrough()
          .nullish(),
        presence: z
          .object({ key: z.union([z.string(), z.number()]).optional(), enabled: z.boolean().optional() })
          .passthrough()
          .nullish(),
        postgres_changes: z.array(z.record(z.string(), z.unknown()).nullable()).nullish(),
        private: z.boolean().nullish(),
        postgres_changes_options: z.object({ wait: z.boolean().optional() }).passthrough().nullish(),
      })
      .passthrough()
      .nullish(),
    access_token: z.string().nullish(),
    user_token: z.string().nullish(),
  })
  .passthrough();

const PresencePayload = z.object({ event: z.string(), payload: z.unknown().optional() }).passthrough();
const BroadcastPayload = z.object({ event: z.string(), payload: z.unknown().optional() }).passthrough();

/**
 * One websocket: Phoenix protocol handling (heartbeat, join, leave, access_token, broadcast, presence)
 * for the channels it joined. Messages are handled one at a time, in arrival order.
 */
export class Connection {
  readonly id = randomUUID();
  private readonly channels = new Map<string, Channel>();
  private queue: Promise<void> = Promise.resolve();
  private closed = false;
  lastSeen = Date.now();

  constructor(
    private readonly ws: WebSocket,
    readonly vsn: Vsn,
    /** The socket's apikey: the identity of channels that join without an access_token. */
    private readonly apikey: ChannelAuthState,
    private readonly deps: RealtimeDeps,
  ) {
    ws.on('message', (data, isBinary) => {
      this.lastSeen = Date.now();
      const buf = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer);
      this.onFrame(buf, isBinary);
    });
    ws.on('close', () => this.dispose());
    ws.on('error', () => this.dispose());
  }

  get channelCount() {
    return this.channels.size;
  }

  sendText(text: string) {
    if (this.closed || this.ws.readyState !== this.ws.OPEN) return;
    if (this.ws.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.deps.log(`realtime: dropping socket ${this.id}, peer is not reading`);
      this.ws.terminate();
      return;
    }
    this.ws.send(text);
  }

  sendBinary(bytes: Buffer) {
    if (this.closed || this.ws.readyState !== this.ws.OPEN) return;
    this.ws.send(bytes, { binary: true });
  }

  /** Closes the socket (server shutdown); clients reconnect with their backoff. */
  close(code = 1001, reason = 'server shutting down') {
    this.dispose();
    try {
      this.ws.close(code, reason);
    } catch {
      this.ws.terminate();
    }
  }

  terminate() {
    this.dispose();
    this.ws.terminate();
  }

  private onFrame(buf: Buffer, isBinary: boolean) {
    let msg: PhxMessage;
    let binary: ReturnType<typeof decodeBinary> | null = null;
    try {
      if (isBinary) {
        binary = decodeBinary(buf);
        msg = {
          joinRef: binary.joinRef,
          ref: binary.ref,
          topic: binary.topic,
          event: 'broadcast',
          payload: null,
        };
      } else {
        msg = decodeText(this.vsn, buf.toString('utf8'));
      }
    } catch (e) {
      if (e instanceof ProtocolError) return; // Phoenix ignores frames it cannot decode
      throw e;
    }
    // Heartbeats bypass the queue: they must be answered even while a join is in progress.
    if (msg.topic === 'phoenix' && msg.event === 'heartbeat') {
      this.sendText(
        encodeText(this.vsn, {
          joinRef: null,
          ref: msg.ref,
          topic: 'phoenix',
          event: 'phx_reply',
          payload: { status: 'ok', response: {} },
        }),
      );
      return;
    }
    const bin = binary;
    this.queue = this.queue
      .then(() => this.handle(msg, bin))
      .catch((e) => this.deps.log(`realtime: error handling ${msg.event} on ${msg.topic}`, e));
  }

  private async handle(msg: PhxMessage, binary: ReturnType<typeof decodeBinary> | null) {
    if (this.closed) return;
    if (msg.event === 'phx_join') return this.join(msg);
    const channel = this.channels.get(msg.topic);
    if (!channel || (msg.joinRef !== null && channel.joinRef !== null && msg.joinRef !== channel.joinRef)) {
      // Phoenix answers pushes to a topic the socket has not joined with this reply.
      return this.errorReply(msg, 'unmatched topic');
    }
    switch (msg.event) {
      case 'phx_leave':
        channel.reply(msg.ref, 'ok');
        channel.send('phx_close', {}, msg.ref);
        this.removeChannel(channel);
        return;
      case 'access_token':
        return this.accessToken(channel, msg.payload);
      case 'broadcast':
        return this.broadcast(channel, msg, binary);
      case 'presence':
        return this.presence(channel, msg);
      default:
        return; // Realtime ignores unknown client events
    }
  }

  /** An error reply to the client's message, as Phoenix sends it. */
  private errorReply(msg: PhxMessage, reason: string) {
    this.sendText(
      encodeText(this.vsn, {
        joinRef: msg.joinRef,
        ref: msg.ref,
        topic: msg.topic,
        event: 'phx_reply',
        payload: { status: 'error', response: { reason } },
      }),
    );
  }

  private async join(msg: PhxMessage) {
    const { hub, catalog, registry, config } = this.deps;
    const errorReply = (reason: string) => this.errorReply(msg, reason);
    if (!msg.topic.startsWith('realtime:')) return errorReply('unmatched topic');
    if (msg.topic === 'realtime:') return errorReply('TopicNameRequired: You must provide a topic name');

    // Phoenix closes an existing channel of the same topic when the socket joins it again.
    const existing = this.channels.get(msg.topic);
    if (existing) {
      existing.send('phx_close', {});
      this.removeChannel(existing);
    }

    const parsed = JoinPayload.safeParse(msg.payload ?? {});
    const payload = parsed.success ? parsed.data : {};
    const cfg = (parsed.success ? parsed.data.config : null) ?? {};

    const requested = payload.access_token ?? payload.user_token ?? null;
    let auth: ChannelAuthState = this.apikey;
    if (requested && !requested.startsWith('sb_') && requested !== this.apikey.token) {
      const verdict = await authorizeChannelToken(requested, config);
      if (!verdict.ok) return errorReply(`${verdict.code}: ${verdict.message}`);
      auth = verdict;
    } else if (this.apikey.exp !== undefined && this.apikey.exp * 1000 <= Date.now()) {
      return errorReply(
        `InvalidJWTToken: Token has expired ${Math.floor(Date.now() / 1000) - this.apikey.exp} seconds ago`,
      );
    }

    const isPrivate = cfg.private === true;
    const subTopic = msg.topic.slice('realtime:'.length);
    if (isPrivate && auth.identity.role !== 'service_role') {
      // Private channels are authorised by RLS on realtime.messages on hosted Supabase; the local stack
      // has no such table, so only the service role may use them.
      return errorReply(
        `Unauthorized: You do not have permissions to read from this Channel topic: ${subTopic}`,
      );
    }

    const presenceKey =
      cfg.presence?.key !== undefined && cfg.presence.key !== '' ? String(cfg.presence.key) : randomUUID();
    const channel = new Channel(this, msg.topic, msg.joinRef, auth, {
      isPrivate,
      broadcastAck: cfg.broadcast?.ack === true,
      broadcastSelf: cfg.broadcast?.self === true,
      presenceEnabled: cfg.presence?.enabled === true,
      presenceKey,
    });

    const params = (cfg.postgres_changes ?? []).filter((p): p is PostgresChangesParams => p !== null);
    const built = params.length
      ? await buildBindings(params, channel, catalog)
      : { ok: true as const, bindings: [] };
    if (!built.ok && cfg.postgres_changes_options?.wait) {
      return errorReply(`RealtimeDisabledForConfiguration: ${built.message}`);
    }
    if (this.closed) return;

    this.channels.set(msg.topic, channel);
    hub.join(channel);
    if (built.ok) {
      channel.bindings = built.bindings;
      for (const b of built.bindings) registry.add(b);
    }
    channel.armExpiry(() => this.shutdown(channel, this.expiredMessage(channel)));

    // The reply echoes each requested binding, in order, with its id (realtime-js pairs them by index).
    channel.reply(msg.ref, 'ok', { postgres_changes: params.map((p) => ({ ...p, id: bindingId(p) })) });
    if (channel.presenceEnabled) channel.send('presence_state', hub.presenceState(channel));
    if (params.length) {
      if (built.ok) channel.system('postgres_changes', 'ok', 'Subscribed to PostgreSQL');
      else channel.system('postgres_changes', 'error', built.message);
    }
    if (cfg.broadcast?.replication_ready)
      channel.system('system', 'ok', 'Replication connection established');
  }

  private expiredMessage(channel: Channel) {
    const exp = channel.identity.claims.exp;
    const ago = typeof exp === 'number' ? Math.max(0, Math.floor(Date.now() / 1000) - exp) : 0;
    return `Token has expired ${ago} seconds ago`;
  }

  /** Realtime's shutdown_response: a system error, then the channel is closed. */
  private shutdown(channel: Channel, message: string) {
    if (!channel.active) return;
    channel.system('system', 'error', message);
    channel.send('phx_close', {});
    this.removeChannel(channel);
  }

  private async accessToken(channel: Channel, payload: unknown) {
    const token = (payload as { access_token?: unknown } | null)?.access_token;
    if (typeof token !== 'string' || token.startsWith('sb_') || token === channel.token) return;
    const verdict = await authorizeChannelToken(token, this.deps.config);
    if (!channel.active) return;
    if (!verdict.ok) return this.shutdown(channel, verdict.message);
    channel.setAuth(verdict);
    channel.armExpiry(() => this.shutdown(channel, this.expiredMessage(channel)));
    // Realtime re-subscribes postgres_changes with the new claims and confirms again.
    if (channel.bindings.length) channel.system('postgres_changes', 'ok', 'Subscribed to PostgreSQL');
  }

  private broadcast(channel: Channel, msg: PhxMessage, binary: ReturnType<typeof decodeBinary> | null) {
    const { hub } = this.deps;
    if (binary) {
      hub.broadcast(channel, channel.topic, channel.isPrivate, {
        kind: 'binary',
        event: binary.event,
        meta: '',
        encoding: binary.encoding,
        bytes: binary.payload,
      });
    } else {
      const parsed = BroadcastPayload.safeParse(msg.payload);
      if (!parsed.success) return;
      hub.broadcast(channel, channel.topic, channel.isPrivate, { kind: 'json', payload: parsed.data });
    }
    if (channel.options.broadcastAck) channel.reply(msg.ref, 'ok');
  }

  private presence(channel: Channel, msg: PhxMessage) {
    const { hub } = this.deps;
    const parsed = PresencePayload.safeParse(msg.payload);
    if (!parsed.success) return channel.reply(msg.ref, 'error');
    const event = parsed.data.event.toLowerCase();
    if (event === 'track') {
      const body = parsed.data.payload ?? {};
      if (typeof body !== 'object' || body === null || Array.isArray(body)) {
        return channel.reply(msg.ref, 'error', { reason: 'Presence track payload must be a map' });
      }
      const wasEnabled = channel.presenceEnabled;
      hub.track(channel, channel.options.presenceKey, body as Record<string, unknown>);
      channel.reply(msg.ref, 'ok');
      if (!wasEnabled) {
        // Tracking enables presence for this channel: it never got the join-time state.
        channel.presenceEnabled = true;
        channel.send('presence_state', hub.presenceState(channel));
      }
      return;
    }
    if (event === 'untrack') {
      hub.untrack(channel, channel.options.presenceKey);
      return channel.reply(msg.ref, 'ok');
    }
    channel.reply(msg.ref, 'error');
  }

  private removeChannel(channel: Channel) {
    if (this.channels.get(channel.topic) === channel) this.channels.delete(channel.topic);
    for (const b of channel.bindings) this.deps.registry.remove(b);
    channel.deactivate();
    this.deps.hub.leave(channel, channel.options.presenceKey);
  }

  private dispose() {
    if (this.closed) return;
    this.closed = true;
    for (const channel of [...this.channels.values()]) this.removeChannel(channel);
  }
}
