/**
 * A streaming multipart/form-data reader: supabase-js uploads a Blob or File as a form (fields
 * `cacheControl` and `metadata`, then the file), and a 200 MB file must reach the disk without being
 * held in memory. Fields are small and kept; the first file part is handed to `onFile` chunk by chunk.
 */
import type { IncomingMessage } from 'node:http';
import { errors } from './errors.ts';

export interface FilePart {
  /** The part's Content-Type (what the browser or Blob says the file is). */
  contentType: string | undefined;
  filename: string | undefined;
}

export interface MultipartHandlers {
  /** A small text field (before the file, in supabase-js's order). */
  onField(name: string, value: string): void;
  /** The file's headers: validate and prepare; throwing stops the upload. */
  onFileStart(part: FilePart): Promise<void> | void;
  onFileData(chunk: Buffer): Promise<void>;
}

const MAX_HEADER_BYTES = 16 * 1024;
const MAX_FIELD_BYTES = 64 * 1024;
const CRLF = Buffer.from('\r\n');
const HEADER_END = Buffer.from('\r\n\r\n');

export function boundaryOf(contentType: string): string | undefined {
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType);
  return match?.[1] ?? match?.[2];
}

/** Reads the whole request; resolves true when a file part was found. */
export async function readMultipart(
  req: IncomingMessage,
  boundary: string,
  handlers: MultipartHandlers,
): Promise<boolean> {
  // A leading CRLF lets the first boundary match the same delimiter as every later one.
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  const keep = delimiter.length - 1;
  let buffer: Buffer = Buffer.from(CRLF);
  type State = 'preamble' | 'after-boundary' | 'headers' | 'body' | 'done';
  let state = 'preamble' as State;
  let part: { kind: 'field'; name: string; chunks: Buffer[]; size: number } | { kind: 'file' | 'skip' } = {
    kind: 'skip',
  };
  let sawFile = false;

  const emit = async (data: Buffer) => {
    if (data.length === 0) return;
    if (part.kind === 'file') await handlers.onFileData(data);
    else if (part.kind === 'field') {
      part.size += data.length;
      if (part.size > MAX_FIELD_BYTES) throw errors.invalidRequest('A form field is too large');
      part.chunks.push(data);
    }
  };

  const endPart = () => {
    if (part.kind === 'field') handlers.onField(part.name, Buffer.concat(part.chunks).toString('utf8'));
    part = { kind: 'skip' };
  };

  const startPart = async (rawHeaders: string) => {
    const headers = new Map<string, string>();
    for (const line of rawHeaders.split('\r\n')) {
      const colon = line.indexOf(':');
      if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
    }
    const disposition = headers.get('content-disposition') ?? '';
    const name = /;\s*name="([^"]*)"/i.exec(disposition)?.[1] ?? '';
    const filename = /;\s*filename="([^"]*)"/i.exec(disposition)?.[1];
    if (filename !== undefined || headers.has('content-type')) {
      if (sawFile) {
        part = { kind: 'skip' }; // hosted Storage keeps the first file
        return;
      }
      sawFile = true;
      await handlers.onFileStart({ contentType: headers.get('content-type'), filename });
      part = { kind: 'file' };
    } else {
      part = { kind: 'field', name, chunks: [], size: 0 };
    }
  };

  /** Where `marker` starts in what has arrived, or -1 to wait for more: a part's header lines never grow past MAX_HEADER_BYTES. */
  const headerMarker = (marker: Buffer) => {
    const at = buffer.indexOf(marker);
    if (at === -1 && buffer.length > MAX_HEADER_BYTES)
      throw errors.invalidRequest('Malformed multipart body');
    return at;
  };

  const step = async (): Promise<boolean> => {
    switch (state) {
      case 'preamble':
      case 'body': {
        const at = buffer.indexOf(delimiter);
        if (at === -1) {
          if (state === 'body' && buffer.length > keep) {
            await emit(buffer.subarray(0, buffer.length - keep));
            buffer = buffer.subarray(buffer.length - keep);
          } else if (state === 'preamble' && buffer.length > keep) {
            buffer = buffer.subarray(buffer.length - keep); // the preamble is ignored
          }
          return false;
        }
        if (state === 'body') {
          await emit(buffer.subarray(0, at));
          endPart();
        }
        buffer = buffer.subarray(at + delimiter.length);
        state = 'after-boundary';
        return true;
      }
      case 'after-boundary': {
        if (buffer.length < 2) return false;
        if (buffer[0] === 0x2d && buffer[1] === 0x2d) {
          state = 'done';
          return false;
        }
        const lineEnd = headerMarker(CRLF);
        if (lineEnd === -1) return false;
        buffer = buffer.subarray(lineEnd + 2); // transport padding after the boundary is allowed
        state = 'headers';
        return true;
      }
      case 'headers': {
        // A part without headers starts with the blank line itself.
        if (buffer.subarray(0, 2).equals(CRLF)) {
          buffer = buffer.subarray(2);
          await startPart('');
          state = 'body';
          return true;
        }
        const end = headerMarker(HEADER_END);
        if (end === -1) return false;
        await startPart(buffer.subarray(0, end).toString('utf8'));
        buffer = buffer.subarray(end + HEADER_END.length);
        state = 'body';
        return true;
      }
      default:
        return false;
    }
  };

  for await (const chunk of req as AsyncIterable<Buffer>) {
    if (state === 'done') continue; // the epilogue is ignored
    buffer = buffer.length === 0 ? chunk : Buffer.concat([buffer, chunk]);
    while (await step()) {
      // each step consumes what it can; the loop stops when it needs more bytes
    }
  }
  if (state !== 'done') throw errors.invalidRequest('Malformed multipart body');
  return sawFile;
}
