/**
 * How long ago (or ahead) a moment is, from `now`, in the largest fitting unit: "now", "5 minutes ago",
 * "yesterday" / "الآن", "قبل ٥ دقائق", "أمس". Only the intake's freshness line says it, so it lives
 * here rather than among the kit's formatters, which every page loads first (docs/architecture.md).
 */
import type { Locale } from '@portal/contract';
import { INTL_LOCALE } from '@portal/dashboard-kit/format';

/** Each unit with its length in seconds and how many of it read better than the next unit. */
const UNITS: [Intl.RelativeTimeFormatUnit, number, number][] = [
  ['minute', 60, 60],
  ['hour', 3600, 24],
  ['day', 86_400, 30],
  ['month', 2_592_000, 12],
];

const formats = new Map<Locale, Intl.RelativeTimeFormat>();

/** `value` relative to `now`; an invalid moment reads as `missing` (the formatters' dash). */
export function relativeTime(
  locale: Locale,
  value: string | Date | number,
  now: string | Date | number,
  missing: string,
): string {
  const seconds = (new Date(value).getTime() - new Date(now).getTime()) / 1000;
  if (!Number.isFinite(seconds)) return missing;
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(INTL_LOCALE[locale], { numeric: 'auto' });
    formats.set(locale, format);
  }
  // Under a minute reads "now" (seconds would tick on screen without saying anything useful).
  if (Math.abs(seconds) < 60) return format.format(0, 'second');
  const [unit, size] = UNITS.find(([, size, below]) => Math.abs(seconds) < below * size) ?? [
    'year',
    31_536_000,
  ];
  return format.format(Math.round(seconds / size), unit);
}
