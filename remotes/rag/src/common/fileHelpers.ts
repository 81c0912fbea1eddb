/**
 * The knowledge files' names, sizes and downloads in the browser: a safe object name for an upload, a
 * file's size per locale, and the browser's save flow for a download.
 */
import type { Locale } from '@portal/contract';
import { INTL_LOCALE } from '@portal/dashboard-kit/format';

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
