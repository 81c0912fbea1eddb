import { describe, expect, it } from 'vitest';
import { relativeTime } from './relativeTime.ts';

const moment = new Date('2026-01-15T09:30:00.000Z');
const minutes = (n: number) => new Date(moment.getTime() - n * 60_000);
const ARABIC_LETTER = /[\u0600-\u06FF]/;

describe('relativeTime', () => {
  it('says how long ago a moment was in the largest fitting unit, in both languages', () => {
    expect(relativeTime('en', new Date(moment.getTime() - 20_000), moment, '—')).toBe('now');
    expect(relativeTime('en', minutes(5), moment, '—')).toBe('5 minutes ago');
    expect(relativeTime('en', minutes(180), moment, '—')).toBe('3 hours ago');
    expect(relativeTime('en', minutes(60 * 24), moment, '—')).toBe('yesterday');
    expect(relativeTime('en', minutes(60 * 24 * 60), moment, '—')).toBe('2 months ago');
    expect(relativeTime('en', 'not a date', moment, '—')).toBe('—');
    const arabic = relativeTime('ar', minutes(5), moment, '—');
    expect(arabic).toMatch(ARABIC_LETTER);
    expect(arabic).toContain('5');
  });
});
