/**
 * The whole local stack in one node:http server: opens and migrates the database, mounts the services
 * by path prefix, answers CORS, hands websocket upgrades to realtime, and never lets a failing handler
 * take the process down.
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { createApiService } from './api/index.ts';
import { createAuthService } from './auth/index.ts';
import type { StackConfig } from './config.ts';
import { migrate } from './db/migrate.ts';
import { openDatabase } from './db/open.ts';
import type { Database } from './db/port.ts';
import { PayloadTooLargeError } from './http/body.ts';
import { answerPreflight, setCorsHeaders } from './http/cors.ts';
import {
  sendBadRequest,
  sendInternalError,
  sendPayloadTooLarge,
  sendRouteNotFound,
} from './http/failures.ts';
import type { Service, StackContext } from './http/types.ts';
import { createMailboxService } from './mail/index.ts';
import { createMailbox, type Mailbox } from './mail/mailbox.ts';
import { createNotificationMailer, type NotificationMailer } from './notify/index.ts';
import { type OutboxMailer, REPLY_OUTBOX, startOutbox } from './notify/outbox.ts';
import type { MailSender } from './notify/transport.ts';
import { createRealtime, type RealtimeServer } from './realtime/index.ts';
import { createRestService } from './rest/index.ts';
import { createStorageService } from './storage/index.ts';

export const REALTIME_PREFIX = '/realtime/v1';

export interface StartOptions {
  /** Extra services mounted next to the built-in ones (tests use this to exercise the server itself). */
  services?: Service[];
  /** Apply supabase/seed.sql on a fresh database (default true). */
  seed?: boolean;
  /**
   * ANALYZE after migrating: 'always' (default; cheap insurance for a long-lived data directory) or
   * 'changed' (only when migrations or the seed were applied; test stacks copy an analyzed template).
   */
  analyze?: 'changed' | 'always';
  /** How long stop() lets in-flight requests finish before cutting connections (default 3 s). */
  stopGraceMs?: number;
  /** How report emails leave (default the stack's mailbox); tests pass a mail API's sender. */
  reportMail?: MailSender;
}

export interface RunningStack {
  /** Base URL to give supabase-js, e.g. http://127.0.0.1:54321 */
  url: string;
  /** The configuration in effect (with the real port when API_PORT was 0). */
  config: StackConfig;
  db: Database;
  mailbox: Mailbox;
  stop(): Promise<void>;
}

export async function startStack(config: StackConfig, options: StartOptions = {}): Promise<RunningStack> {
  const db = await openDatabase(config);
  try {
    await migrate(db, { seed: options.seed !== false, analyze: options.analyze ?? 'always' });
  } catch (e) {
    await db.close().catch(() => {});
    throw e;
  }

  // Requests that arrive while the services are still being created wait for them.
  let markReady!: () => void;
  let markFailed!: (e: unknown) => void;
  const ready = new Promise<void>((resolve, reject) => {
    markReady = resolve;
    markFailed = reject;
  });
  ready.catch(() => {}); // a failed start is reported by startStack itself
  let services: Service[] = [];
  let realtime: RealtimeServer | undefined;
  let api: ReturnType<typeof createApiService> | undefined;
  let notifier: NotificationMailer | undefined;
  let replies: OutboxMailer | undefined;

  const server = http.createServer((req, res) => {
    void handleRequest(req, res);
  });
  // The stack never closes an idle connection itself; the client does when it is done with it. PGlite
  // runs in this process and a long statement blocks the event loop: Node's keep-alive timer, overdue,
  // then fired just after the client had already written its next request on that socket, which
  // failed with "fetch failed".
  server.keepAliveTimeout = 0;
  const upgraded = new Set<Duplex>();

  async function handleRequest(req: IncomingMessage, res: ServerResponse) {
    setCorsHeaders(res);
    let path = '/';
    try {
      await ready;
      const url = parseRequestUrl(req.url, origin);
      if (!url) {
        sendBadRequest(res, 'Invalid request URL');
        return;
      }
      path = url.pathname;
      if (req.method === 'OPTIONS') {
        answerPreflight(req, res);
        return;
      }
      const service = services.find((s) => path === s.prefix || path.startsWith(`${s.prefix}/`));
      if (!service) {
        sendRouteNotFound(res);
        return;
      }
      await service.handle(req, res, url, path.slice(service.prefix.length) || '/');
    } catch (e) {
      if (e instanceof PayloadTooLargeError) {
        sendPayloadTooLarge(res, path, e.limitBytes);
        return;
      }
      console.error(`[server] ${req.method} ${path} failed:`, e);
      sendInternalError(res, path);
    }
  }

  // Node hands CONNECT to a 'connect' listener and otherwise drops the connection without an answer.
  server.on('connect', (_req: IncomingMessage, socket: Duplex) => {
    socket.on('error', () => socket.destroy());
    const body = JSON.stringify({
      code: 'PGRST117',
      details: null,
      hint: null,
      message: 'Unsupported HTTP method: CONNECT',
    });
    socket.end(
      `HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });

  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    upgraded.add(socket);
    socket.once('close', () => upgraded.delete(socket));
    ready
      .then(() => {
        const path = parseRequestUrl(req.url, origin)?.pathname ?? '';
        if (realtime && path.startsWith(`${REALTIME_PREFIX}/`)) realtime.handleUpgrade(req, socket, head);
        else socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      })
      .catch((e: unknown) => {
        console.error('[server] websocket upgrade failed:', e);
        socket.destroy();
      });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => {
      server.off('error', reject);
      resolve();
    });
  }).catch(async (e) => {
    await db.close().catch(() => {});
    throw e;
  });
  server.on('error', (e) => console.error('[server]', e));

  const port = (server.address() as AddressInfo).port;
  const publicUrl =
    config.port === 0 && config.publicUrl === `http://${config.host}:0`
      ? `http://${urlHost(config.host)}:${port}`
      : config.publicUrl;
  const finalConfig: StackConfig = { ...config, port, publicUrl };
  const origin = `http://${urlHost(config.host)}:${port}`;
  const ctx: StackContext = { config: finalConfig, db, mailbox: createMailbox(db) };

  try {
    realtime = createRealtime(ctx);
    await realtime.install();
    // Settings > Notifications > Email notifications (what a database webhook would do on a hosted project).
    notifier = createNotificationMailer(ctx, realtime);
    // The admins' email replies to contact messages (docs/architecture.md, "The admins' inbox").
    replies = await startOutbox(db, REPLY_OUTBOX, {
      siteUrl: finalConfig.siteUrl,
      send: async (email) => void (await ctx.mailbox.send(email)),
      pollMs: 5_000,
    });
    const realtimeHttp = asService(realtime);
    api = createApiService(ctx, { reportMail: options.reportMail });
    services = [
      createAuthService(ctx),
      createRestService(ctx),
      api,
      createStorageService(ctx),
      ...(finalConfig.demoDoors ? [createMailboxService(ctx)] : []),
      ...(realtimeHttp ? [realtimeHttp] : []),
      ...(options.services ?? []),
    ].sort((a, b) => b.prefix.length - a.prefix.length); // the most specific prefix wins
  } catch (e) {
    markFailed(e);
    server.close();
    server.closeAllConnections();
    await realtime?.close().catch(() => {});
    await db.close().catch(() => {});
    throw e;
  }
  markReady();

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      await notifier
        ?.stop()
        .catch((e: unknown) => console.error('[server] notification mailer stop failed:', e));
      await replies?.stop().catch((e: unknown) => console.error('[server] reply mailer stop failed:', e));
      await realtime?.close().catch((e: unknown) => console.error('[server] realtime close failed:', e));
      for (const socket of upgraded) socket.destroy();
      const grace = new Promise<void>((resolve) => setTimeout(resolve, options.stopGraceMs ?? 3000).unref());
      await Promise.race([closed, grace]);
      server.closeAllConnections();
      await closed;
      // Test runs still executing write their final status before the database goes away.
      await api?.close().catch((e: unknown) => console.error('[server] api close failed:', e));
      await db.close();
    })();
    return stopping;
  };

  return { url: publicUrl, config: finalConfig, db, mailbox: ctx.mailbox, stop };
}

/** The request target as a URL on our origin; undefined for anything but an origin-form path. */
function parseRequestUrl(raw: string | undefined, origin: string): URL | undefined {
  if (!raw?.startsWith('/')) return undefined;
  try {
    return new URL(`${origin}${raw}`);
  } catch {
    return undefined;
  }
}

function urlHost(host: string): string {
  return host.includes(':') ? `[${host}]` : host;
}

/** Realtime may also serve plain HTTP (e.g. REST broadcast); mount it when it does. */
function asService(realtime: RealtimeServer): Service | undefined {
  const handle = (realtime as Partial<Pick<Service, 'handle'>>).handle;
  return handle ? { prefix: REALTIME_PREFIX, handle: handle.bind(realtime) } : undefined;
}
