import type { IncomingMessage, ServerResponse } from 'node:http';
import type { z } from 'zod';
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
  sendJson(res, e.status, body, headers);
}

/** Reads at most `limit` bytes; a larger body is a 413 (without reading megabytes first). */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) {
      req.resume();
      reject(new ApiError(413, 'payload_too_large', `The request body exceeds ${limit} bytes`));
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let failed = false;
    req.on('data', (chunk: Buffer) => {
      if (failed) return;
      size += chunk.length;
      if (size > limit) {
        failed = true;
        chunks.length = 0;
        reject(new ApiError(413, 'payload_too_large', `The request body exceeds ${limit} bytes`));
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (!failed) resolve(Buffer.concat(chunks, size));
    });
    req.on('error', (e) => {
      if (!failed) reject(e);
    });
  });
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
      value = JSON.parse(raw.toString('utf8'));
    } catch {
      throw new ApiError(400, 'invalid_json', 'The request body is not valid JSON');
    }
  }
  return validate(schema, value);
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
