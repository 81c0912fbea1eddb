/**
 * What every page that keeps files needs from Storage (docs/architecture.md, "Storage"), in the shell
 * and in the remotes alike: the content type to send with an upload, which of Storage's refusals
 * happened, a safe object name and the browser's save flow. The client is always the shell's one
 * (`getSupabase()` there, `ctx.supabase` in a live dashboard): nothing here creates one.
 */
import type { Locale, PortalSupabaseClient } from '@portal/contract';
import { INTL_LOCALE } from '../format/intl.ts';

type StorageClient = PortalSupabaseClient['storage'];

/**
 * The storage part of the shell's client. The shell's builds leave storage-js out of the first load
 * (scripts/vite/supabaseUnused.ts): there `client.storage` is a stand-in whose `load()` downloads the
 * real one, so only the pages that keep files fetch it. Elsewhere (dev server, tests) it is the real one.
 */
export async function storageOf(client: PortalSupabaseClient): Promise<StorageClient> {
  const storage: unknown = client.storage;
  if (
    typeof storage === 'object' &&
    storage !== null &&
    'load' in storage &&
    typeof storage.load === 'function'
  ) {
    return (await storage.load()) as StorageClient;
  }
  return client.storage;
}

/** Content types by extension. Browsers give `.md` (and often `.csv`) an empty type, which Storage refuses (415). */
const TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  txt: 'text/plain',
  md: 'text/markdown',
  csv: 'text/csv',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};

/** The type to upload `file` with: from its extension, else what the browser said, else a generic one. */
export function contentTypeFor(file: { name: string; type?: string }): string {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return TYPES[extension] ?? (file.type || 'application/octet-stream');
}

/** Storage's answer to a failed write or read, as the page explains it. */
type StorageFailure = 'duplicate' | 'tooLarge' | 'wrongType' | 'notFound' | 'other';

/** Storage answers HTTP 400 with the real status in `statusCode` (hosted Storage's shape). */
export function storageFailure(error: unknown): StorageFailure {
  const code =
    typeof error === 'object' && error !== null && 'statusCode' in error ? String(error.statusCode) : '';
  if (code === '409') return 'duplicate';
  if (code === '413') return 'tooLarge';
  if (code === '415') return 'wrongType';
  if (code === '404') return 'notFound';
  return 'other';
}

/** A file name that is safe as the last segment of an object path (no folders, no control characters). */
export function objectName(name: string): string {
  const cleaned = name
    .replace(/[/\\]/g, '_')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim();
  return cleaned || 'file';
}

/** Starts a download of `blob` under `name` (the browser's save flow). */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the URL to the download; revoking later keeps slow browsers safe.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A file's size in the largest fitting unit, the unit written in the page's language: "1.5 MB" / "١٫٥ م.بايت". */
export function formatFileSize(bytes: number, locale: Locale): string {
  const megabytes = bytes >= 1024 * 1024;
  return new Intl.NumberFormat(INTL_LOCALE[locale], {
    style: 'unit',
    unit: megabytes ? 'megabyte' : 'kilobyte',
    unitDisplay: 'short',
    maximumFractionDigits: megabytes ? 1 : 0,
  }).format(megabytes ? bytes / (1024 * 1024) : bytes / 1024);
}
