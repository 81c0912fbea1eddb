import { describe, expect, it } from 'vitest';
import { ar } from './ar.ts';
import { en } from './en.ts';
import { keyPaths, pluralBasesWithoutOther } from './keys.ts';

const ARABIC_LETTER = /[\u0621-\u064a]/;

const flatten = (resource: object, prefix = ''): [string, string][] =>
  Object.entries(resource).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : flatten(value, `${prefix}${key}.`),
  );

describe('ui namespace', () => {
  it('has the same keys in English and Arabic (plural forms folded)', () => {
    expect(keyPaths(ar)).toEqual(keyPaths(en));
    expect(keyPaths(en).length).toBeGreaterThan(20);
  });

  it('has an _other form for every plural in both languages', () => {
    expect(pluralBasesWithoutOther(en)).toEqual([]);
    expect(pluralBasesWithoutOther(ar)).toEqual([]);
  });

  it('has all six Arabic plural forms wherever Arabic has plurals', () => {
    const arKeys = flatten(ar).map(([k]) => k);
    const bases = new Set(arKeys.filter((k) => /_other$/.test(k)).map((k) => k.replace(/_other$/, '')));
    for (const base of bases) {
      for (const form of ['zero', 'one', 'two', 'few', 'many', 'other']) {
        expect(arKeys, `${base}_${form}`).toContain(`${base}_${form}`);
      }
    }
  });

  it('translates every Arabic string (Arabic letters present) and keeps the placeholders', () => {
    const english = new Map(flatten(en).map(([k, v]) => [k.replace(/_(one|other)$/, ''), v]));
    for (const [key, value] of flatten(ar)) {
      expect(value, key).toMatch(ARABIC_LETTER);
      const base = key.replace(/_(zero|one|two|few|many|other)$/, '');
      const placeholders = (s: string) => (s.match(/{{\w+}}/g) ?? []).filter((p) => p !== '{{count}}').sort();
      expect(placeholders(value), key).toEqual(placeholders(english.get(base) ?? ''));
    }
  });
});

describe('keyPaths', () => {
  it('flattens nested keys and folds plural suffixes', () => {
    expect(keyPaths({ a: { b: 'x', c_one: 'y', c_other: 'z' }, d: 'w' })).toEqual(['a.b', 'a.c', 'd']);
  });
});
