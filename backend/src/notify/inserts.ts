/**
 * A server-side subscriber to the stack's own realtime change feed: one websocket to /realtime/v1 as
 * the service role, one channel with a postgres_changes binding for INSERTs on one table. It speaks the
 * Phoenix protocol as realtime-js does (vsn 2.0.0 text frames), heartbeats, and reconnects with a backoff
 * until stopped. Changes committed while it is not connected are not replayed (realtime drops them too).
 */
import WebSocket from 'ws';

export interface InsertSubscriptionOptions {
  /** ws:// URL of the stack's realtime websocket endpoint (…/realtime/v1/websocket). */
  url: string;
  /** The service-role key: apikey of the socket and access token of the channel. */
  serviceRoleKey: string;
  schema: string;
  table: string;
  /** Channel topic (without the `realtime:` prefix). */
  topic: string;
  /** Called for each inserted row, in commit order. */
  onInsert(record: Record<string, unknown>): void;
  log(message: string, error?: unknown): void;
}

export interface InsertSubscription {
  /** Resolves true once the binding is confirmed ('Subscribed to PostgreSQL'), false after `timeoutMs`. */
  ready(timeoutMs: number): Promise<boolean>;
  close(): void;
}

const HEARTBEAT_MS = 25_000;
const BACKOFF_MS = [250, 1000, 2000, 5000, 10_000];

type Frame = [string | null, string | null, string, string, unknown];

export function subscribeToInserts(opts: InsertSubscriptionOptions): InsertSubscription {
  const topic = `realtime:${opts.topic}`;
  let ws: WebSocket | null = null;
  let closed = false;
  let attempt = 0;
  let ref = 0;
  let joinRef: string | null = null;
  let heartbeat: NodeJS.Timeout | null = null;
  let pendingHeartbeat: string | null = null;
  let retry: NodeJS.Timeout | null = null;
  let subscribed = false;
  const readyWaiters = new Set<(ok: boolean) => void>();

  const send = (frame: Frame) => {
    if (ws?.readyState === WebSocket.OPEN) ws.send(JSON.stringify(frame));
  };

  const markSubscribed = () => {
    subscribed = true;
    attempt = 0;
    for (const resolve of readyWaiters) resolve(true);
    readyWaiters.clear();
  };

  const connect = () => {
    if (closed) return;
    const url = new URL(opts.url);
    url.searchParams.set('apikey', opts.serviceRoleKey);
    url.searchParams.set('vsn', '2.0.0');
    const socket = new WebSocket(url);
    ws = socket;
    socket.on('open', () => {
      joinRef = String(++ref);
      send([
        joinRef,
        joinRef,
        topic,
        'phx_join',
        {
          config: {
            broadcast: { ack: false, self: false },
            presence: { key: '', enabled: false },
            postgres_changes: [{ event: 'INSERT', schema: opts.schema, table: opts.table }],
            // Private: nobody but the service role can join this topic and broadcast into it.
            private: true,
          },
          access_token: opts.serviceRoleKey,
        },
      ]);
      heartbeat = setInterval(() => {
        if (pendingHeartbeat) {
          opts.log('notify: realtime heartbeat unanswered, reconnecting');
          socket.terminate();
          return;
        }
        pendingHeartbeat = String(++ref);
        send([null, pendingHeartbeat, 'phoenix', 'heartbeat', {}]);
      }, HEARTBEAT_MS);
      heartbeat.unref();
    });
    socket.on('message', (data, isBinary) => {
      if (isBinary) return; // user broadcasts; none are expected on this private topic
      onFrame(data.toString());
    });
    socket.on('error', (e) => {
      if (!closed) opts.log('notify: realtime socket error', e);
    });
    socket.on('close', () => {
      if (ws === socket) ws = null;
      if (heartbeat) clearInterval(heartbeat);
      heartbeat = null;
      pendingHeartbeat = null;
      subscribed = false;
      if (closed) return;
      const delay = BACKOFF_MS[Math.min(attempt++, BACKOFF_MS.length - 1)] ?? 10_000;
      retry = setTimeout(connect, delay);
      retry.unref();
    });
  };

  const onFrame = (text: string) => {
    let frame: unknown;
    try {
      frame = JSON.parse(text);
    } catch {
      return;
    }
    if (!Array.isArray(frame)) return;
    const [frameJoinRef, frameRef, frameTopic, event, payload] = frame as Frame;
    if (frameTopic === 'phoenix') {
      if (event === 'phx_reply' && frameRef === pendingHeartbeat) pendingHeartbeat = null;
      return;
    }
    if (frameTopic !== topic) return;
    const body = (payload ?? {}) as Record<string, unknown>;
    switch (event) {
      case 'phx_reply':
        if (frameRef === joinRef && body.status !== 'ok') {
          opts.log(`notify: joining ${topic} failed: ${JSON.stringify(body.response)}`);
          ws?.close(); // retried with the backoff
        }
        return;
      case 'system':
        if (body.extension === 'postgres_changes') {
          if (body.status === 'ok') markSubscribed();
          else {
            opts.log(`notify: postgres_changes refused: ${String(body.message)}`);
            ws?.close();
          }
        }
        return;
      case 'postgres_changes': {
        const data = body.data as { type?: unknown; record?: unknown } | undefined;
        if (data?.type === 'INSERT' && data.record && typeof data.record === 'object') {
          opts.onInsert(data.record as Record<string, unknown>);
        }
        return;
      }
      case 'phx_close':
      case 'phx_error':
        if (frameJoinRef === joinRef || frameJoinRef === null) ws?.close(); // rejoin on a fresh socket
        return;
      default:
        return;
    }
  };

  connect();

  return {
    ready(timeoutMs) {
      if (subscribed) return Promise.resolve(true);
      return new Promise<boolean>((resolve) => {
        const done = (ok: boolean) => {
          clearTimeout(timer);
          resolve(ok);
        };
        const timer = setTimeout(() => {
          readyWaiters.delete(done);
          resolve(false);
        }, timeoutMs);
        timer.unref();
        readyWaiters.add(done);
      });
    },
    close() {
      closed = true;
      if (retry) clearTimeout(retry);
      if (heartbeat) clearInterval(heartbeat);
      for (const resolve of readyWaiters) resolve(false);
      readyWaiters.clear();
      const socket = ws;
      ws = null;
      if (socket) {
        socket.removeAllListeners('message');
        socket.on('error', () => {});
        if (socket.readyState === WebSocket.CONNECTING) socket.terminate();
        else socket.close(1000, 'stack stopping');
      }
    },
  };
}
