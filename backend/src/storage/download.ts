/**
 * Sending an object's bytes: the stored Content-Type, Cache-Control and ETag, Last-Modified, 304 for a
 * matching If-None-Match, one byte range (206) for Range, and a download name when asked. The bytes
 * are streamed from the store, never read whole.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import type { StorageContext } from './context.ts';
import { errors, StorageError, sendStorageError } from './errors.ts';
import type { ObjectRow } from './objects.ts';

export async function sendObject(
  ctx: StorageContext,
  req: IncomingMessage,
  res: ServerResponse,
  row: ObjectRow,
  url: URL,
): Promise<void> {
  const meta = row.metadata;
  if (!row.version || !meta) throw errors.noSuchKey();
  const size = Number(meta.size);
  const headers: Record<string, string> = {
    'Content-Type': meta.mimetype,
    'Cache-Control': meta.cacheControl,
    ETag: meta.eTag,
    'Last-Modified': new Date(meta.lastModified).toUTCString(),
    'Accept-Ranges': 'bytes',
  };
  const download = url.searchParams.get('download');
  if (download !== null) {
    // supabase-js encodes the name, then encodeURI()s the whole signed URL: undo the second layer.
    const filename = decodeOnce(download) || (row.name.split('/').pop() ?? 'download');
    headers['Content-Disposition'] = `attachment; filename*=UTF-8''${encodeURIComponent(filename)}`;
  }

  if (matchesEtag(req.headers['if-none-match'], meta.eTag)) {
    res.writeHead(304, { ETag: meta.eTag, 'Cache-Control': meta.cacheControl });
    res.end();
    return;
  }

  const range = parseRange(req.headers.range, size);
  if (range === 'unsatisfiable') {
    const e = new StorageError(416, 'InvalidRange', 'invalid range provided', 'invalid_range');
    res.writeHead(416, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Range': `bytes */${size}`,
    });
    res.end(JSON.stringify(e.render()));
    return;
  }
  const status = range ? 206 : 200;
  headers['Content-Length'] = String(range ? range.end - range.start + 1 : size);
  if (range) headers['Content-Range'] = `bytes ${range.start}-${range.end}/${size}`;

  if (req.method === 'HEAD') {
    res.writeHead(status, headers);
    res.end();
    return;
  }
  // An empty object has no byte to read (a range of nothing would read the whole file).
  const stream = size === 0 ? undefined : await ctx.blobs.read(row.version, range ?? undefined);
  if (size !== 0 && !stream) {
    sendStorageError(res, errors.noSuchKey());
    return;
  }
  res.writeHead(status, headers);
  if (!stream) {
    res.end();
    return;
  }
  try {
    await pipeline(stream, res);
  } catch {
    // The client went away mid-download; nothing to answer.
  }
}

function decodeOnce(value: string): string {
  if (!/%[0-9a-f]{2}/i.test(value)) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** If-None-Match against the object's ETag: `*`, a list, weak or strong forms all compare by value. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === bare);
}

/**
 * One `bytes=` range (first-last, first-, -suffix). Several ranges or a malformed header are ignored
 * (the whole object, as RFC 9110 allows); a range wholly past the end is unsatisfiable.
 */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | undefined {
  if (!header) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return undefined;
  const [, first, last] = match;
  if (first === '' && last === '') return undefined;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0) return 'unsatisfiable';
    return size === 0 ? 'unsatisfiable' : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return undefined;
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}
