import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { PayloadTooLargeError, readBody as readRequestBody } from '../http/body.ts';
import { JsonTooDeepError, parseJson } from '../http/json.ts';
import { sendJson } from '../http/respond.ts';

/** Every /api error answer: `{code, message}` (+ `details` for validation), never a stack trace. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export function sendError(res: ServerResponse, e: ApiError) {
  const body: Record<string, unknown> = { code: e.code, message: e.message };
  if (e.details !== undefined) body.details = e.details;
  const headers: Record<string, string> = {};
  if (e.status === 413) headers.Connection = 'close';
  const wait = (e.details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
  if (e.status === 429 && typeof wait === 'number') headers['Retry-After'] = String(wait);
  sendJson(res, e.status, body, headers);
}

/**
 * Reads at most `limit` bytes with the server's body reader, which drains a moderately oversized body so
 * the client reliably receives the 413 (rejecting before reading gets the connection reset).
 */
export async function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  try {
    return await readRequestBody(req, limit);
  } catch (e) {
    if (e instanceof PayloadTooLargeError) {
      throw new ApiError(413, 'payload_too_large', `The request body exceeds ${limit} bytes`);
    }
    throw e;
  }
}

/**
 * Postgres text and jsonb cannot hold U+0000: refuse it at the door with a 400 instead of letting the
 * database fail the statement. Returns the path of the first string (or key) that holds one.
 */
export function findNulCharacter(root: unknown): string | undefined {
  // Iterative: a hostile body may nest deeper than the call stack allows.
  const pending: [unknown, string][] = [[root, '']];
  while (pending.length > 0) {
    const [value, path] = pending.pop() as [unknown, string];
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return path || 'body';
    } else if (value !== null && typeof value === 'object') {
      for (const [key, nested] of Object.entries(value)) {
        const at = path ? `${path}.${key}` : key;
        if (key.includes('\u0000')) return at;
        pending.push([nested, at]);
      }
    }
  }
  return undefined;
}

/** A path segment, percent-decoded; malformed encoding (`%ZZ`) is the client's error, not ours. */
export function decodePathSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new ApiError(400, 'invalid_path', 'The request path has malformed percent-encoding');
  }
}

/** Parses a JSON body and validates it with `schema`; 400 with the issues when it does not fit. */
export async function readJson<S extends z.ZodType>(
  req: IncomingMessage,
  schema: S,
  limit: number,
  { emptyAs }: { emptyAs?: unknown } = {},
): Promise<z.infer<S>> {
  const type = req.headers['content-type'] ?? '';
  const raw = await readBody(req, limit);
  let value: unknown;
  if (raw.length === 0 && emptyAs !== undefined) {
    value = emptyAs;
  } else {
    if (type && !/^application\/([\w.+-]*\+)?json\b/i.test(type) && !/^text\/plain\b/i.test(type)) {
      // text/plain is what navigator.sendBeacon sends for a string body.
      throw new ApiError(415, 'unsupported_media_type', 'Send the body as application/json');
    }
    try {
      value = parseJson(raw.toString('utf8'));
    } catch (e) {
      if (e instanceof JsonTooDeepError) throw new ApiError(400, 'invalid_json', e.message);
      throw new ApiError(400, 'invalid_json', 'The request body is not valid JSON');
    }
    const nulAt = findNulCharacter(value);
    if (nulAt)
      throw new ApiError(400, 'invalid_text', `Invalid ${nulAt}: text may not contain the NUL character`);
  }
  return validate(schema, value);
}

/** A JSON object (`{}` when absent) that serialises to at most `limit` bytes. */
export function boundedJsonObject(limit: number) {
  return z
    .record(z.string(), z.unknown())
    .default({})
    .refine(
      (value) => Buffer.byteLength(JSON.stringify(value)) <= limit,
      `must serialise to at most ${limit} bytes`,
    );
}

export function validate<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    const details = result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
    const first = details[0];
    const message = first ? `Invalid ${first.path || 'body'}: ${first.message}` : 'Invalid request';
    throw new ApiError(400, 'validation_failed', message, details);
  }
  return result.data;
}

export function methodNotAllowed(res: ServerResponse, allowed: string[]) {
  res.setHeader('Allow', allowed.join(', '));
  sendError(res, new ApiError(405, 'method_not_allowed', `Use ${allowed.join(' or ')} on this path`));
}
