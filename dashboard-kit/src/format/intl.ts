/**
 * Locale-aware formatting for dashboards: numbers, percentages, QAR amounts and dates through `Intl`.
 *
 * Locale tags are pinned (not the bare 'en' / 'ar', whose defaults differ between ICU versions) so every
 * browser and Node show the same thing:
 * - English uses en-GB conventions (day before month, as in Qatar).
 * - Arabic uses ar-QA (Arabic month names, 'ر.ق.', Gregorian calendar) with Western digits (-u-nu-latn),
 *   as Gulf business software usually shows them. Numbers that i18next interpolates ("{{count, number}}
 *   results", i18n/numbers.ts) go through `number` below, in the same digits as the figures beside them.
 * Dates are shown in Doha's time zone, where the business and its clients are.
 */
import type { Locale } from '@portal/contract';

export const INTL_LOCALE: Record<Locale, string> = { en: 'en-GB', ar: 'ar-QA-u-nu-latn' };
export const TIME_ZONE = 'Asia/Qatar';
export const CURRENCY = 'QAR';

export type DateInput = Date | string | number;

/**
 * A figure that may not be measured yet (no resolved request, no statement): undefined or null show
 * as `missing`, so a View formats `f.duration(k.medianMs)` without testing it first.
 */
export type Measured = number | null | undefined;

export interface Formatters {
  locale: Locale;
  /** 1234.5 → "1,234.5" / "١٬٢٣٤٫٥" */
  number(value: Measured, maximumFractionDigits?: number): string;
  /** 1530000 → "1.5M" / "١٫٥ مليون" */
  compact(value: Measured): string;
  /** A ratio: 0.123 → "12.3%". */
  percent(ratio: Measured, maximumFractionDigits?: number): string;
  /**
   * A signed number for deltas in points or units: 3.5 → "+3.5", -2 → "-2", 0 → "0". Intl marks its
   * direction, so in Arabic text the sign stays before the figure (a sign typed by hand moved after it).
   */
  signedNumber(value: number, maximumFractionDigits?: number): string;
  /** A signed ratio for deltas: 0.05 → "+5%", -0.05 → "-5%", 0 → "0%". */
  signedPercent(ratio: number, maximumFractionDigits?: number): string;
  /** QAR without fractions unless asked: 15000 → "QAR 15,000" / "‏١٥٬٠٠٠ ر.ق.‏" */
  qar(amount: Measured, maximumFractionDigits?: number): string;
  /** Compact QAR for axes and KPIs: 1530000 → "QAR 1.5M" */
  qarCompact(amount: Measured): string;
  /** A duration from milliseconds in the largest fitting unit: "400 ms", "2.4 secs", "45 secs", "3.5 mins", "2 hrs". */
  duration(ms: Measured): string;
  /** "15 Jan 2026" */
  date(value: DateInput): string;
  /** "15 Jan" (axis labels) */
  dayMonth(value: DateInput): string;
  /** "Jan 2026" */
  monthYear(value: DateInput): string;
  /** "15 Jan 2026, 12:30" */
  dateTime(value: DateInput): string;
  /** Invalid or missing dates and numbers show as this instead of "NaN" or "Invalid Date". */
  missing: string;
}

const MISSING = '—';

const toDate = (value: DateInput): Date => (value instanceof Date ? value : new Date(value));

function createFormatters(locale: Locale): Formatters {
  const tag = INTL_LOCALE[locale];
  // Intl objects are costly to build and cheap to reuse: build each one once per locale and option set.
  const numberCache = new Map<string, Intl.NumberFormat>();
  const num = (key: string, options: Intl.NumberFormatOptions) => {
    let nf = numberCache.get(key);
    if (!nf) {
      nf = new Intl.NumberFormat(tag, options);
      numberCache.set(key, nf);
    }
    return nf;
  };
  // Date formats are built on first use: the first DateTimeFormat with a time zone loads its data,
  // which costs tens of milliseconds on a phone, and many pages show no date.
  const dateFormat = (options: Intl.DateTimeFormatOptions) => {
    let format: Intl.DateTimeFormat | undefined;
    return () => {
      format ??= new Intl.DateTimeFormat(tag, { timeZone: TIME_ZONE, ...options });
      return format;
    };
  };
  const dateF = dateFormat({ day: 'numeric', month: 'short', year: 'numeric' });
  const dayMonthF = dateFormat({ day: 'numeric', month: 'short' });
  const monthYearF = dateFormat({ month: 'short', year: 'numeric' });
  const dateTimeF = dateFormat({
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });

  const safeNumber = (value: Measured, format: (v: number) => string) =>
    typeof value === 'number' && Number.isFinite(value) ? format(value) : MISSING;
  const safeDate = (value: DateInput, format: () => Intl.DateTimeFormat) => {
    const date = toDate(value);
    return Number.isNaN(date.getTime()) ? MISSING : format().format(date);
  };

  return {
    locale,
    missing: MISSING,
    number: (value, digits = 1) =>
      safeNumber(value, (v) => num(`n${digits}`, { maximumFractionDigits: digits }).format(v)),
    compact: (value) =>
      safeNumber(value, (v) => num('c', { notation: 'compact', maximumFractionDigits: 1 }).format(v)),
    percent: (ratio, digits = 1) =>
      safeNumber(ratio, (v) =>
        num(`p${digits}`, { style: 'percent', maximumFractionDigits: digits }).format(v),
      ),
    signedNumber: (value, digits = 1) =>
      safeNumber(value, (v) =>
        num(`sn${digits}`, { maximumFractionDigits: digits, signDisplay: 'exceptZero' }).format(v),
      ),
    signedPercent: (ratio, digits = 1) =>
      safeNumber(ratio, (v) =>
        num(`sp${digits}`, {
          style: 'percent',
          maximumFractionDigits: digits,
          signDisplay: 'exceptZero',
        }).format(v),
      ),
    qar: (amount, digits = 0) =>
      safeNumber(amount, (v) =>
        num(`q${digits}`, {
          style: 'currency',
          currency: CURRENCY,
          minimumFractionDigits: digits,
          maximumFractionDigits: digits,
        }).format(v),
      ),
    qarCompact: (amount) =>
      safeNumber(amount, (v) =>
        num('qc', {
          style: 'currency',
          currency: CURRENCY,
          notation: 'compact',
          maximumFractionDigits: 1,
        }).format(v),
      ),
    duration: (ms) =>
      safeNumber(ms, (v) => {
        // Under a second in milliseconds and under ten seconds to a tenth: a query of 400 ms or an
        // answer in 2.4 s would otherwise read "0 secs" and "2 secs". Zero stays "0 secs" (an axis's
        // first tick, beside ticks in seconds).
        const [unit, amount, digits] =
          v > 0 && v < 1000
            ? (['millisecond', v, 0] as const)
            : v < 60_000
              ? (['second', v / 1000, v < 10_000 ? 1 : 0] as const)
              : v < 3_600_000
                ? (['minute', v / 60_000, 1] as const)
                : (['hour', v / 3_600_000, 1] as const);
        const format = { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: digits } as const;
        return num(`d-${unit}${digits}`, format).format(amount);
      }),
    date: (value) => safeDate(value, dateF),
    dayMonth: (value) => safeDate(value, dayMonthF),
    monthYear: (value) => safeDate(value, monthYearF),
    dateTime: (value) => safeDate(value, dateTimeF),
  };
}

const cache = new Map<Locale, Formatters>();

/** The formatters for a locale (built once, then shared). */
export function formattersFor(locale: Locale): Formatters {
  let f = cache.get(locale);
  if (!f) {
    f = createFormatters(locale);
    cache.set(locale, f);
  }
  return f;
}
