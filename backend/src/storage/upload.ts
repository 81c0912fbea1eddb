/**
 * Receiving an upload's bytes: a raw body (supabase-js with a Buffer, stream or ArrayBuffer) or a form
 * (a Blob or File), streamed into a BlobWriter while the size limit and the bucket's MIME types are
 * enforced, so nothing larger than one write batch is ever held in memory.
 */
import type { IncomingMessage } from 'node:http';
import { JsonTooDeepError, parseJson } from '../http/json.ts';
import type { BlobWriter } from './blobs.ts';
import { errors } from './errors.ts';
import { boundaryOf, readMultipart } from './multipart.ts';

export interface UploadMeta {
  mimetype: string;
  cacheControl: string;
  /** The caller's own metadata (x-metadata header or `metadata` field), kept in user_metadata. */
  userMetadata: Record<string, unknown> | null;
}

/** Printable ASCII only: these values go back out as response headers. */
const HEADER_SAFE = /^[\x20-\x7e]{1,256}$/;
const MIME = /^[\w.+-]+\/[\w.+-]+$/;

export interface Limits {
  maxBytes: number;
  allowedMimeTypes: string[] | null;
}

export function isMultipart(req: IncomingMessage): boolean {
  return (req.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/form-data');
}

/** Checks what the headers already tell (declared size, raw content type) before any byte is read. */
export function checkDeclared(req: IncomingMessage, limits: Limits): void {
  const declared = Number(req.headers['content-length']);
  // A form carries a few hundred bytes besides the file; allow for them.
  const slack = isMultipart(req) ? 64 * 1024 : 0;
  if (Number.isFinite(declared) && declared > limits.maxBytes + slack) throw errors.entityTooLarge();
  if (!isMultipart(req)) checkMime(rawMime(req), limits.allowedMimeTypes);
}

export async function receive(req: IncomingMessage, writer: BlobWriter, limits: Limits): Promise<UploadMeta> {
  const write = async (chunk: Buffer) => {
    if (writer.size + chunk.length > limits.maxBytes) throw errors.entityTooLarge();
    await writer.write(chunk);
  };
  if (!isMultipart(req)) {
    for await (const chunk of req as AsyncIterable<Buffer>) await write(chunk);
    return {
      mimetype: rawMime(req),
      cacheControl: headerValue(req.headers['cache-control'], 'no-cache'),
      userMetadata: parseMetadata(decodeBase64(req.headers['x-metadata'])),
    };
  }
  const boundary = boundaryOf(req.headers['content-type'] ?? '');
  if (!boundary) throw errors.invalidRequest('Malformed multipart body: no boundary');
  const fields = new Map<string, string>();
  let mimetype = 'text/plain';
  const found = await readMultipart(req, boundary, {
    onField: (name, value) => void fields.set(name, value),
    onFileStart: (part) => {
      mimetype = mimeOf(part.contentType ?? 'text/plain');
      checkMime(mimetype, limits.allowedMimeTypes);
    },
    onFileData: write,
  });
  if (!found) throw errors.invalidRequest('No content provided');
  const cacheControl = fields.get('cacheControl');
  return {
    mimetype,
    cacheControl:
      cacheControl === undefined ? 'no-cache' : headerValue(`max-age=${cacheControl}`, 'no-cache'),
    userMetadata: parseMetadata(fields.get('metadata')),
  };
}

function rawMime(req: IncomingMessage): string {
  return mimeOf(req.headers['content-type'] ?? 'application/octet-stream');
}

/** The type as stored and served: what the client sent, parameters kept (text/plain;charset=UTF-8). */
function mimeOf(value: string): string {
  const mime = value.trim();
  if (!HEADER_SAFE.test(mime) || !MIME.test(baseType(mime))) throw errors.invalidMimeType(mime.slice(0, 100));
  return mime;
}

function baseType(mime: string): string {
  return (mime.split(';')[0] ?? '').trim().toLowerCase();
}

/** A bucket's allowed types: exact (`application/pdf`) or a family (`image/*`); none listed allows all. */
export function checkMime(mime: string, allowed: string[] | null): void {
  if (!allowed || allowed.length === 0) return;
  const type = baseType(mime);
  const family = `${type.split('/')[0]}/*`;
  const ok = allowed.some((a) => {
    const entry = a.toLowerCase();
    return entry === type || entry === family || entry === '*/*' || entry === '*';
  });
  if (!ok) throw errors.invalidMimeType(mime);
}

function headerValue(value: string | string[] | undefined, fallback: string): string {
  if (value === undefined) return fallback;
  const text = Array.isArray(value) ? value.join(', ') : value;
  if (!HEADER_SAFE.test(text)) throw errors.invalidRequest('Invalid cache control value');
  return text;
}

function decodeBase64(value: string | string[] | undefined): string | undefined {
  if (typeof value !== 'string') return undefined;
  return Buffer.from(value, 'base64').toString('utf8');
}

function parseMetadata(text: string | undefined): Record<string, unknown> | null {
  if (text === undefined || text === '') return null;
  if (text.length > 8192) throw errors.invalidRequest('Metadata is too large');
  let value: unknown;
  try {
    value = parseJson(text);
  } catch (e) {
    throw errors.invalidRequest(
      e instanceof JsonTooDeepError ? `Invalid metadata: ${e.message}` : 'Invalid metadata: not JSON',
    );
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw errors.invalidRequest('Invalid metadata: not an object');
  }
  return value as Record<string, unknown>;
}
