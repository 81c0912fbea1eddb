/**
 * The product API alone (`pnpm --filter @portal/backend start:api`): /api on its own HTTP server, beside
 * a Supabase project (hosted, or this repository's local stack standing in for one). It talks to the
 * project only through its Postgres (DATABASE_URL) and verifies tokens with the project's secret or
 * JWKS; it never migrates, seeds, or touches the local stack's auth, realtime or mailbox.
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApiService } from '../api/index.ts';
import type { Database } from '../db/port.ts';
import { openPostgres } from '../db/postgres.ts';
import { PayloadTooLargeError } from '../http/body.ts';
import { answerPreflight, setCorsHeaders } from '../http/cors.ts';
import { sendInternalError, sendPayloadTooLarge, sendRouteNotFound } from '../http/failures.ts';
import type { Mailbox } from '../mail/mailbox.ts';
import { REPLY_OUTBOX, startOutbox, startOutboxMailer } from '../notify/outbox.ts';
import { httpMailSender } from '../notify/transport.ts';
import type { ApiOnlyConfig } from './config.ts';

export interface RunningApi {
  /** Base URL of the server; the API is at `${url}/api`. */
  url: string;
  db: Database;
  stop(): Promise<void>;
}

/** The local stack's mailbox is not here: the API's handlers never send mail themselves. */
const NO_MAILBOX: Mailbox = {
  send: () => Promise.reject(new Error('no mailbox in API-only mode')),
  list: () => Promise.resolve([]),
};

export async function startApiOnly(config: ApiOnlyConfig): Promise<RunningApi> {
  const db = await openPostgres(config.database.url, {
    max: config.database.poolSize,
    connectionTimeoutMillis: config.database.poolTimeoutMs,
    listenUrl: config.database.listenUrl,
    applicationName: 'portal-api',
  });
  const ctx = { config: config.stack, db, mailbox: NO_MAILBOX };
  // Report emails leave through the mail API too (reports/outbox.ts); without one they wait in their outbox.
  const api = createApiService(ctx, {
    reportMail:
      config.notify.enabled && config.notify.mailApiUrl
        ? httpMailSender({
            url: config.notify.mailApiUrl,
            apiKey: config.notify.mailApiKey,
            from: config.notify.from,
          })
        : false,
  });
  const { notify } = config;
  const outboxOptions =
    notify.enabled && notify.mailApiUrl
      ? {
          siteUrl: notify.siteUrl,
          send: httpMailSender({ url: notify.mailApiUrl, apiKey: notify.mailApiKey, from: notify.from }),
        }
      : undefined;
  const mailer = outboxOptions ? await startOutboxMailer(db, outboxOptions) : undefined;
  // The admins' email replies to contact messages leave through the same mail API.
  const replies = outboxOptions ? await startOutbox(db, REPLY_OUTBOX, outboxOptions) : undefined;

  const server = http.createServer((req, res) => void handle(req, res));
  async function handle(req: IncomingMessage, res: ServerResponse) {
    setCorsHeaders(res);
    const url = new URL(req.url ?? '/', 'http://api.local');
    try {
      if (req.method === 'OPTIONS') return answerPreflight(req, res);
      if (url.pathname !== '/api' && !url.pathname.startsWith('/api/')) return sendRouteNotFound(res);
      await api.handle(req, res, url, url.pathname.slice('/api'.length) || '/');
    } catch (e) {
      if (e instanceof PayloadTooLargeError) return sendPayloadTooLarge(res, url.pathname, e.limitBytes);
      console.error(`[api-only] ${req.method} ${url.pathname} failed:`, e);
      sendInternalError(res, url.pathname);
    }
  }

  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.stack.port, config.stack.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (e) {
    await mailer?.stop();
    await replies?.stop();
    await api.close();
    await db.close();
    throw e;
  }
  const { port } = server.address() as AddressInfo;
  const host = config.stack.host.includes(':') ? `[${config.stack.host}]` : config.stack.host;

  let stopping: Promise<void> | undefined;
  return {
    url: `http://${host}:${port}`,
    db,
    stop() {
      stopping ??= (async () => {
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeIdleConnections();
        await mailer?.stop();
        await replies?.stop();
        setTimeout(() => server.closeAllConnections(), 3000).unref();
        await closed;
        await api.close();
        await db.close();
      })();
      return stopping;
    },
  };
}
