import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import type { Limit } from '../auth/options.ts';
import type { RateLimiter } from '../auth/rate-limit.ts';
import { isPgError } from '../db/port.ts';
import { clientAddress } from '../http/client-address.ts';
import { sendJson } from '../http/respond.ts';
import type { StackContext } from '../http/types.ts';
import { ApiError, boundedJsonObject, readJson } from './http.ts';
import { callerIdentity } from './identity.ts';

/** Analytics bodies are small; anything bigger is not a performance event (413). */
export const ANALYTICS_BODY_LIMIT = 32 * 1024;
/**
 * Events per client address a minute (429 beyond, with Retry-After). A page sends a handful (its web
 * vitals, a route change); visitors behind one office NAT share the budget, hence the headroom.
 */
export const ANALYTICS_RATE_LIMIT: Limit = { max: 120, windowSeconds: 60 };
/** analytics_events.data is capped at 16 kB by the schema; reject earlier with a clear message. */
const DATA_LIMIT = 16 * 1024;
const DAY_MS = 24 * 60 * 60 * 1000;
const EARLIEST = Date.UTC(2000, 0, 1);

/** `timestamp`: epoch milliseconds (Date.now(), performance helpers) or an ISO 8601 string. */
const Timestamp = z.union([z.number().finite(), z.string().min(1).max(64)]).transform((value, ctx) => {
  const ms = typeof value === 'number' ? value : Date.parse(value);
  if (!Number.isFinite(ms) || ms < EARLIEST || ms > Date.now() + DAY_MS) {
    ctx.addIssue({
      code: 'custom',
      message: 'must be epoch milliseconds or an ISO 8601 date, not in the future',
    });
    return z.NEVER;
  }
  return new Date(ms);
});

export const AnalyticsEvent = z.object({
  type: z.string().regex(/^[A-Za-z0-9_.:-]{1,100}$/, 'must be 1-100 letters, digits or _ . : -'),
  data: boundedJsonObject(DATA_LIMIT),
  timestamp: Timestamp,
  sessionId: z.string().max(100).optional(),
  path: z.string().max(2000).optional(),
});

/**
 * POST /api/analytics {type, data, timestamp}: one row in analytics_events, written as the caller so
 * RLS applies (visitors too). Answers 202 as soon as the row is in; the page never waits on more.
 */
export async function postAnalytics(
  ctx: StackContext,
  limiter: RateLimiter,
  req: IncomingMessage,
  res: ServerResponse,
) {
  const key = `analytics:ip:${clientAddress(req, ctx.config)}`;
  if (!limiter.take(key, ANALYTICS_RATE_LIMIT)) {
    const retryAfterSeconds = limiter.retryAfterSeconds(key, ANALYTICS_RATE_LIMIT);
    throw new ApiError(429, 'rate_limited', 'Too many analytics events from this address: wait a minute', {
      retryAfterSeconds,
    });
  }
  const identity = await callerIdentity(req, ctx.config, { allowMissing: true });
  const event = await readJson(req, AnalyticsEvent, ANALYTICS_BODY_LIMIT);
  try {
    await ctx.db.withIdentity(identity, (tx) =>
      tx.query(
        `insert into public.analytics_events (type, data, occurred_at, session_id, path)
         values ($1, $2::jsonb, $3, $4, $5)`,
        [
          event.type,
          JSON.stringify(event.data),
          event.timestamp.toISOString(),
          event.sessionId ?? null,
          event.path ?? null,
        ],
      ),
    );
  } catch (e) {
    // A check constraint the schema adds later still reads as the client's fault, not ours.
    if (isPgError(e) && (e.code === '23514' || e.code === '22P02' || e.code === '54000')) {
      throw new ApiError(400, 'validation_failed', 'The event does not fit the analytics schema');
    }
    if (isPgError(e) && e.code === '42501') {
      throw new ApiError(403, 'forbidden', 'This caller may not record analytics events');
    }
    throw e;
  }
  sendJson(res, 202, { accepted: true });
}
