import { describe, expect, it } from 'vitest';
import { directionOf, formatNumber, formatPercent, toLocale } from './locale.ts';

describe('toLocale', () => {
  it('maps any Arabic tag to ar and everything else to en', () => {
    expect(toLocale('ar')).toBe('ar');
    expect(toLocale('ar-QA')).toBe('ar');
    expect(toLocale('AR')).toBe('ar');
    expect(toLocale('en-US')).toBe('en');
    expect(toLocale('fr')).toBe('en');
    expect(toLocale(undefined)).toBe('en');
  });
});

describe('directionOf', () => {
  it('lays Arabic out right to left', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('en')).toBe('ltr');
  });
});

describe('formatNumber / formatPercent', () => {
  it('groups thousands in both languages with the same digits', () => {
    expect(formatNumber(2000, 'en')).toBe('2,000');
    expect(formatNumber(2000, 'ar').replace(/[^0-9]/g, '')).toBe('2000');
  });

  it('formats the uptime claim as a whole percentage', () => {
    expect(formatPercent(0.95, 'en')).toBe('95%');
    // Arabic adds direction marks around the sign; the figure itself is unchanged.
    expect(formatPercent(0.95, 'ar').replace(/[\u200e\u200f\u061c]/g, '')).toMatch(/^95\s?[%٪]$/);
  });
});
