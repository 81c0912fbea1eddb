import type { IncomingMessage } from 'node:http';

/** A body limit that fits every request supabase-js makes for this product (bulk inserts included). */
export const DEFAULT_BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * Beyond this, an oversized body is not even drained: the connection is closed. Up to it we read (and
 * drop) the rest, so the client reliably receives the 413 instead of a reset connection.
 */
const DRAIN_LIMIT_BYTES = 16 * 1024 * 1024;

/** Thrown by readBody; the server turns it into a 413 in the shape of the API that was called. */
export class PayloadTooLargeError extends Error {
  readonly status = 413;
  constructor(readonly limitBytes: number) {
    super(`Request body exceeds ${limitBytes} bytes`);
    this.name = 'PayloadTooLargeError';
  }
}

/**
 * Reads a request body into a Buffer, refusing more than `limitBytes`. Throws PayloadTooLargeError,
 * which you may let propagate: the server answers 413 (PostgREST shape; GoTrue shape under /auth/v1).
 */
export function readBody(req: IncomingMessage, limitBytes = DEFAULT_BODY_LIMIT_BYTES): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > DRAIN_LIMIT_BYTES) {
      // Not worth reading; the 413 goes out with `Connection: close` (see sendPayloadTooLarge).
      reject(new PayloadTooLargeError(limitBytes));
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = Number.isFinite(declared) && declared > limitBytes;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (!tooLarge && size > limitBytes) {
        tooLarge = true;
        chunks.length = 0;
      }
      if (!tooLarge) chunks.push(chunk);
      else if (size > DRAIN_LIMIT_BYTES) req.destroy();
    });
    req.on('end', () => {
      if (tooLarge) reject(new PayloadTooLargeError(limitBytes));
      else resolve(Buffer.concat(chunks, size));
    });
    req.on('error', reject);
    req.on('close', () => {
      // Aborted before 'end': the client went away, or we cut off a huge body.
      if (!req.complete)
        reject(tooLarge ? new PayloadTooLargeError(limitBytes) : new Error('request aborted'));
    });
  });
}
