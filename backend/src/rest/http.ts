import type { IncomingMessage } from 'node:http';
import { PayloadTooLargeError, readBody as readRawBody } from '../http/body.ts';
import { JsonTooDeepError, parseJson } from '../http/json.ts';
import { RestError } from './errors.ts';

/** The `Prefer` header, as supabase-js sends it (one header, comma separated). */
export interface Preferences {
  return?: 'minimal' | 'representation' | 'headers-only';
  count?: 'exact' | 'planned' | 'estimated';
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missing?: 'default' | 'null';
  tx?: 'commit' | 'rollback';
  handling?: 'strict' | 'lenient';
  maxAffected?: number;
}

const ALLOWED: Record<string, readonly string[]> = {
  return: ['minimal', 'representation', 'headers-only'],
  count: ['exact', 'planned', 'estimated'],
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  missing: ['default', 'null'],
  tx: ['commit', 'rollback'],
  handling: ['strict', 'lenient'],
};

/** Unknown or invalid preferences are ignored, as PostgREST does with `handling=lenient` (the default). */
export function parsePrefer(header: string | string[] | undefined): {
  prefs: Preferences;
  applied: string[];
} {
  const prefs: Preferences = {};
  const applied: string[] = [];
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  for (const part of text.split(',')) {
    const [rawKey, ...rest] = part.trim().split('=');
    const key = rawKey?.trim() ?? '';
    const value = rest.join('=').trim();
    if (key === 'max-affected') {
      if (/^\d{1,15}$/.test(value)) prefs.maxAffected = Number(value);
      continue;
    }
    if (!ALLOWED[key]?.includes(value)) continue;
    (prefs as Record<string, string>)[key] = value;
    applied.push(`${key}=${value}`);
  }
  return { prefs, applied };
}

export type MediaType = 'json' | 'json-stripped' | 'object' | 'object-stripped' | 'csv';

/** Content negotiation on `Accept`; anything PostgREST would not produce → 406 PGRST107. */
export function negotiate(accept: string | undefined): MediaType {
  if (!accept) return 'json';
  for (const raw of accept.split(',')) {
    const [type = '', ...params] = raw.split(';').map((s) => s.trim().toLowerCase());
    const stripped = params.includes('nulls=stripped');
    if (type === 'application/vnd.pgrst.object+json' || type === 'application/vnd.pgrst.object') {
      return stripped ? 'object-stripped' : 'object';
    }
    if (type === 'application/vnd.pgrst.array+json') return stripped ? 'json-stripped' : 'json';
    if (type === 'application/json' || type === '*/*' || type === 'application/*') return 'json';
    if (type === 'text/csv') return 'csv';
  }
  throw new RestError(406, 'PGRST107', `None of these media types are available: ${accept}`);
}

export function contentTypeFor(media: MediaType): string {
  if (media === 'csv') return 'text/csv; charset=utf-8';
  if (media === 'object' || media === 'object-stripped')
    return 'application/vnd.pgrst.object+json; charset=utf-8';
  return 'application/json; charset=utf-8';
}

/**
 * Reads the request body up to `limit` bytes with the server's shared reader (which drains moderately
 * oversized bodies so the client reliably gets the 413 instead of a reset connection).
 */
export async function readBody(req: IncomingMessage, limit: number): Promise<string> {
  try {
    return (await readRawBody(req, limit)).toString('utf8');
  } catch (e) {
    if (e instanceof PayloadTooLargeError) {
      throw new RestError(
        413,
        'PGRST413',
        'Payload Too Large',
        `The request body exceeds ${limit} bytes`,
        null,
        {
          Connection: 'close',
        },
      );
    }
    throw new RestError(400, 'PGRST102', 'Empty or invalid json', 'The request body could not be read');
  }
}

/** PGRST102 for anything that is not valid JSON, or that nests deeper than the server's cap. */
export function parseJsonBody(text: string): unknown {
  try {
    return parseJson(text);
  } catch (e) {
    if (e instanceof JsonTooDeepError) throw new RestError(400, 'PGRST102', e.message);
    throw new RestError(400, 'PGRST102', 'Empty or invalid json');
  }
}
