import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import type { StackConfig } from '../config.ts';
import { identityFromRequest } from '../http/identity.ts';
import { MAX_JSON_DEPTH, parseJson } from '../http/json.ts';
import { sendJson } from '../http/respond.ts';
import type { Hub } from './hub.ts';

const MAX_BODY_BYTES = 1024 * 1024;

const BatchBody = z.object({
  messages: z
    .array(
      z.object({
        topic: z.string().min(1),
        event: z.string().min(1),
        payload: z.unknown().optional(),
        private: z.boolean().optional(),
      }),
    )
    .min(1),
});

async function readBody(req: IncomingMessage): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * Realtime's broadcast REST API, which realtime-js uses for `send()` before a channel has joined and for
 * `httpSend()`: `POST /api/broadcast` (batch) and `POST /api/broadcast/<topic>/events/<event>` (must
 * answer 202). Private topics need the service role here (see connection.ts).
 */
export async function handleBroadcastApi(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  subpath: string,
  config: StackConfig,
  hub: Hub,
) {
  const single = /^\/api\/broadcast\/([^/]+)\/events\/([^/]+)\/?$/.exec(subpath);
  if (subpath !== '/api/broadcast' && subpath !== '/api/broadcast/' && !single) {
    return sendJson(res, 404, { message: 'Not found' });
  }
  if (req.method !== 'POST') return sendJson(res, 405, { message: 'Method not allowed' }, { Allow: 'POST' });
  const who = await identityFromRequest(req, config);
  if (!who.ok) return sendJson(res, 401, { message: who.message });
  const body = await readBody(req);
  if (!body) return sendJson(res, 413, { message: 'Payload too large' });

  const mayUsePrivate = who.identity.role === 'service_role';
  if (single) {
    const topic = decodeURIComponent(single[1] as string);
    const event = decodeURIComponent(single[2] as string);
    const isPrivate = url.searchParams.get('private') === 'true';
    if (isPrivate && !mayUsePrivate) return sendJson(res, 403, { message: 'Unauthorized' });
    const isJson = (req.headers['content-type'] ?? '').includes('json');
    if (isJson) {
      let payload: unknown;
      try {
        payload = parseJson(body.toString('utf8'));
      } catch {
        return sendJson(res, 400, {
          message: `Body is not valid JSON (or nests deeper than ${MAX_JSON_DEPTH} levels)`,
        });
      }
      hub.broadcast(null, `realtime:${topic}`, isPrivate, {
        kind: 'json',
        payload: { type: 'broadcast', event, payload },
      });
    } else {
      hub.broadcast(null, `realtime:${topic}`, isPrivate, {
        kind: 'binary',
        event,
        meta: '',
        encoding: 0,
        bytes: body,
      });
    }
    res.writeHead(202).end();
    return;
  }

  let parsed: z.infer<typeof BatchBody>;
  try {
    const result = BatchBody.safeParse(parseJson(body.toString('utf8')));
    if (!result.success)
      return sendJson(res, 400, { message: 'Invalid body: expected {messages: [{topic, event, payload}]}' });
    parsed = result.data;
  } catch {
    return sendJson(res, 400, {
      message: `Body is not valid JSON (or nests deeper than ${MAX_JSON_DEPTH} levels)`,
    });
  }
  if (parsed.messages.some((m) => m.private) && !mayUsePrivate)
    return sendJson(res, 403, { message: 'Unauthorized' });
  for (const m of parsed.messages) {
    hub.broadcast(null, `realtime:${m.topic}`, m.private === true, {
      kind: 'json',
      payload: { type: 'broadcast', event: m.event, payload: m.payload ?? {} },
    });
  }
  res.writeHead(202).end();
}
