import { describe, expect, it } from 'vitest';
import { formattersFor, INTL_LOCALE } from './intl.ts';

const en = formattersFor('en');
const ar = formattersFor('ar');
const ARABIC_LETTER = /[\u0621-\u064a]/;
// 2026-01-15 09:30 UTC is 12:30 in Doha.
const moment = new Date(Date.UTC(2026, 0, 15, 9, 30));

describe('formatters', () => {
  it('formats numbers with grouping in both locales, with Western digits in Arabic too', () => {
    expect(en.number(1234567.891)).toBe('1,234,567.9');
    expect(ar.number(1234567.891)).toBe('1,234,567.9');
    expect(en.number(42)).toBe('42');
  });

  it('formats QAR per locale: code first in English, the Arabic symbol in Arabic', () => {
    expect(en.qar(15000)).toMatch(/^QAR\s15,000$/);
    const arabic = ar.qar(15000);
    expect(arabic).toContain('15,000');
    expect(arabic).toContain('ر.ق.');
    expect(en.qar(1500.5, 2)).toMatch(/1,500\.50/);
  });

  it('formats compact values and compact QAR', () => {
    expect(en.compact(1_530_000)).toMatch(/^1\.5m$/i);
    expect(ar.compact(1_530_000)).toMatch(/1\.5\s?مليون/);
    expect(en.qarCompact(2_400_000)).toMatch(/QAR\s2\.4m/i);
  });

  it('formats ratios as percentages and signed deltas', () => {
    expect(en.percent(0.1234)).toBe('12.3%');
    expect(ar.percent(0.1234)).toContain('12.3');
    expect(en.signedPercent(0.05)).toBe('+5%');
    expect(en.signedPercent(-0.05)).toBe('-5%');
    expect(en.signedPercent(0)).toBe('0%');
  });

  it('formats signed deltas with the sign kept before the figure in Arabic', () => {
    expect(en.signedNumber(3.46)).toBe('+3.5');
    expect(en.signedNumber(-2, 0)).toBe('-2');
    expect(en.signedNumber(0)).toBe('0');
    // A left-to-right mark starts the figure, so an Arabic sentence shows "+3.5", not "3.5+".
    expect(ar.signedNumber(3.46)).toMatch(/^\u200e\+3\.5/);
  });

  it("formats dates in Doha's time zone with month names of the locale", () => {
    expect(en.date(moment)).toBe('15 Jan 2026');
    expect(en.dateTime(moment)).toBe('15 Jan 2026, 12:30');
    expect(en.dayMonth('2026-01-15T23:30:00Z')).toBe('16 Jan'); // already the 16th in Doha
    expect(en.monthYear(moment)).toBe('Jan 2026');
    const arabicDate = ar.date(moment);
    expect(arabicDate).toMatch(ARABIC_LETTER);
    expect(arabicDate).toContain('2026');
    expect(arabicDate).not.toMatch(/Jan/);
  });

  it('formats durations in the largest fitting unit', () => {
    expect(en.duration(400)).toBe('400 ms');
    expect(en.duration(0)).toBe('0 secs');
    expect(en.duration(2_440)).toBe('2.4 secs');
    expect(en.duration(45_000)).toBe('45 secs');
    expect(en.duration(210_000)).toBe('3.5 mins');
    expect(en.duration(2 * 3_600_000)).toBe('2 hrs');
    expect(ar.duration(45_000)).toMatch(/45/);
    expect(ar.duration(45_000)).toMatch(ARABIC_LETTER);
  });

  it('shows a dash for missing or invalid values instead of NaN or Invalid Date', () => {
    expect(en.number(Number.NaN)).toBe(en.missing);
    expect(en.qar(Number.POSITIVE_INFINITY)).toBe(en.missing);
    expect(en.date('not a date')).toBe(en.missing);
  });

  it('returns the same formatter object for a locale (built once)', () => {
    expect(formattersFor('en')).toBe(en);
    expect(INTL_LOCALE.ar).toMatch(/^ar-QA/);
  });
});
