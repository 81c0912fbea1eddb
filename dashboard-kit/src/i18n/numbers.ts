import type { i18n as I18n } from 'i18next';
import { INTL_LOCALE } from '../format/intl.ts';
import { toLocale } from './locale.ts';

// Its own Intl cache on INTL_LOCALE's tags, not formattersFor(): the landing page uses this i18next
// setup, and the kit's formatters would add 0.5 KB gzip to its first load (103.2 → 103.7 KB).
const formats = new Map<string, Intl.NumberFormat>();

function formatNumber(value: unknown, language: string | undefined): string {
  if (typeof value !== 'number') return String(value);
  const tag = INTL_LOCALE[toLocale(language)];
  let format = formats.get(tag);
  if (!format) {
    format = new Intl.NumberFormat(tag);
    formats.set(tag, format);
  }
  return format.format(value);
}

/**
 * Makes `{{count, number}}` in a text show the number with the separators and digits the dashboards
 * use (INTL_LOCALE: "1,123" in both languages), in place of i18next's own `number`, which asks Intl
 * for the bare language and would give Arabic-Indic digits beside the dashboards' Western ones. A
 * value that arrives already formatted (a string) is kept as it is.
 */
export function addNumberFormat(i18n: I18n) {
  i18n.services.formatter?.add('number', formatNumber);
}
