/**
 * Supabase Realtime for the local stack: `/realtime/v1/websocket` speaking the Phoenix protocol as
 * realtime-js 2.x does (Phoenix v1 JSON frames; docs/architecture.md, "Realtime"), plus the broadcast REST endpoints.
 *
 * How a database change reaches a subscriber:
 *   1. install() puts a row trigger on every table of the `supabase_realtime` publication (stack-local
 *      objects in schema `_realtime`; hosted Supabase reads its WAL instead). The trigger stores the row
 *      image in `_realtime.changes` and NOTIFYs only its id (NOTIFY payloads are capped at 8,000 bytes).
 *   2. ChangeFeed LISTENs, reads (and deletes) the rows in batches, in commit order.
 *   3. ChangeDispatcher finds the bindings whose table, event and filter match (an index makes
 *      `col=eq.value` filters O(1)), asks Postgres once per distinct identity whether it may SELECT the
 *      row (RLS, via a per-table function), and sends each channel one message with the ids it matched.
 * One realtime server per database: the feed consumes the side table.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import type { StackContext } from '../http/types.ts';
import { authorizeChannelToken } from './auth.ts';
import { ChangeDispatcher, SubscriptionRegistry } from './changes/dispatch.ts';
import { ChangeFeed, type RowChange } from './changes/feed.ts';
import { installChangeCapture, installVisibilityFunction } from './changes/install.ts';
import { TableCatalog } from './changes/metadata.ts';
import { Connection, type RealtimeDeps } from './connection.ts';
import { handleBroadcastApi } from './http-api.ts';
import { Hub } from './hub.ts';
import type { Vsn } from './protocol.ts';

export interface RealtimeServer {
  /** Installs the stack-local change triggers on every table of the supabase_realtime publication. */
  install(): Promise<void>;
  /** Takes over an HTTP upgrade for /realtime/v1/websocket. */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  /**
   * Plain HTTP under /realtime/v1 (the broadcast REST endpoints realtime-js falls back to), mounted by
   * server.ts like a Service; `subpath` is the path below /realtime/v1, e.g. '/api/broadcast'.
   */
  handle(req: IncomingMessage, res: ServerResponse, url: URL, subpath: string): Promise<void>;
  /**
   * Follows the change feed in process: `listener` gets every batch of captured changes, in commit order,
   * after the websocket subscribers have been served. For the stack's own followers (notify/), which
   * would otherwise have to subscribe over a websocket of their own. Returns the unsubscribe function.
   */
  onChanges(listener: ChangeListener): () => void;
  /** Live numbers, for health pages and benchmarks. */
  stats(): { sockets: number; channels: number; subscriptions: number };
  close(): Promise<void>;
}

export type ChangeListener = (changes: readonly RowChange[]) => void;

/** Sockets silent for this long (no frame, not even a heartbeat) are dropped; clients send one every 25 s. */
const IDLE_TIMEOUT_MS = 120_000;

const rejectUpgrade = (socket: Duplex, status: string, message: string) => {
  const body = JSON.stringify({ message });
  socket.end(
    `HTTP/1.1 ${status}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
};

export function createRealtime(ctx: StackContext): RealtimeServer {
  const log = (message: string, error?: unknown) => {
    if (error === undefined) console.warn(message);
    else console.error(message, error);
  };
  const hub = new Hub();
  const registry = new SubscriptionRegistry();
  const catalog = new TableCatalog(ctx.db);
  const deps: RealtimeDeps = { config: ctx.config, hub, registry, catalog, log };
  const dispatcher = new ChangeDispatcher(ctx.db, catalog, registry, (e) =>
    log('realtime: delivery failed', e),
  );
  const listeners = new Set<ChangeListener>();
  const feed = new ChangeFeed(
    ctx.db,
    async (changes) => {
      try {
        await dispatcher.deliver(changes);
      } finally {
        for (const listener of listeners) {
          try {
            listener(changes);
          } catch (e) {
            log('realtime: change listener failed', e);
          }
        }
      }
    },
    (e) => log('realtime: change feed error', e),
  );
  const connections = new Set<Connection>();
  const wss = new WebSocketServer({ noServer: true, maxPayload: 4 * 1024 * 1024, perMessageDeflate: false });
  let closing = false;

  const idleSweep = setInterval(() => {
    const cutoff = Date.now() - IDLE_TIMEOUT_MS;
    for (const c of connections) if (c.lastSeen < cutoff) c.terminate();
  }, IDLE_TIMEOUT_MS / 4);
  idleSweep.unref();

  async function upgrade(req: IncomingMessage, socket: Duplex, head: Buffer) {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (!/\/websocket\/?$/.test(url.pathname)) return rejectUpgrade(socket, '404 Not Found', 'Not found');
    const vsnParam = url.searchParams.get('vsn') ?? '1.0.0';
    if (vsnParam !== '1.0.0' && vsnParam !== '2.0.0') {
      return rejectUpgrade(socket, '403 Forbidden', `Unsupported protocol version ${vsnParam}`);
    }
    const header = req.headers.apikey;
    const apikey = url.searchParams.get('apikey') ?? (typeof header === 'string' ? header : null);
    if (!apikey) return rejectUpgrade(socket, '403 Forbidden', 'No apikey provided');
    const verdict = await authorizeChannelToken(apikey, ctx.config);
    if (!verdict.ok) return rejectUpgrade(socket, '403 Forbidden', `${verdict.code}: ${verdict.message}`);
    if (closing)
      return rejectUpgrade(socket, '503 Service Unavailable', 'Realtime is restarting, please standby');
    wss.handleUpgrade(req, socket, head, (ws) => {
      const connection = new Connection(ws, vsnParam as Vsn, verdict, deps);
      connections.add(connection);
      ws.on('close', () => connections.delete(connection));
    });
  }

  return {
    async install() {
      const tables = await installChangeCapture(ctx.db);
      catalog.invalidate();
      for (const { schema, table } of tables) {
        const info = await catalog.get(schema, table);
        if (info) await installVisibilityFunction(ctx.db, info);
      }
      await feed.start();
    },

    handleUpgrade(req, socket, head) {
      upgrade(req, socket, head).catch((e) => {
        log('realtime: upgrade failed', e);
        socket.destroy();
      });
    },

    handle(req, res, url, subpath) {
      return handleBroadcastApi(req, res, url, subpath, ctx.config, hub);
    },

    onChanges(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    stats() {
      let channels = 0;
      for (const c of connections) channels += c.channelCount;
      return { sockets: connections.size, channels, subscriptions: registry.size };
    },

    async close() {
      closing = true;
      listeners.clear();
      clearInterval(idleSweep);
      for (const c of connections) c.close();
      connections.clear();
      await feed.stop();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
