import { describe, expect, it } from 'vitest';
import ar from './ar.ts';
import en from './en.ts';

type Tree = { [key: string]: string | Tree };

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

/** Keys without plural suffixes, each with the interpolation variables used across its forms. */
function baseKeys(tree: Tree): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const [key, text] of flatten(tree)) {
    const base = key.replace(PLURAL_SUFFIX, '');
    const vars = out.get(base) ?? new Set<string>();
    for (const match of text.matchAll(/{{\s*(\w+)\s*}}/g)) if (match[1]) vars.add(match[1]);
    out.set(base, vars);
  }
  return out;
}

const enKeys = baseKeys(en);
const arKeys = baseKeys(ar);

describe('marketing messages', () => {
  it('has the same keys in English and Arabic', () => {
    expect([...arKeys.keys()].sort()).toEqual([...enKeys.keys()].sort());
  });

  it('gives Arabic every plural form i18next uses for it, and English its two', () => {
    const arFlat = flatten(ar);
    const enFlat = flatten(en);
    const pluralBases = [...enFlat.keys()]
      .filter((k) => PLURAL_SUFFIX.test(k))
      .map((k) => k.replace(PLURAL_SUFFIX, ''));
    expect(pluralBases.length).toBeGreaterThan(0);
    for (const base of new Set(pluralBases)) {
      for (const form of ['one', 'other'])
        expect(enFlat.has(`${base}_${form}`), `${base}_${form}`).toBe(true);
      for (const form of ['zero', 'one', 'two', 'few', 'many', 'other'])
        expect(arFlat.has(`${base}_${form}`), `${base}_${form}`).toBe(true);
    }
  });

  it('interpolates the same values in both languages', () => {
    for (const [key, enVars] of enKeys) {
      const arVars = arKeys.get(key) ?? new Set();
      expect([...arVars].sort(), key).toEqual([...enVars].sort());
    }
  });

  it('really is Arabic: every sentence-like Arabic string contains Arabic letters', () => {
    const arabicLetter = /[\u0600-\u06FF]/;
    // The language switch names the other language, and the sample e-mail placeholder is an address.
    const exempt = new Set(['header.switchLanguage', 'newsletter.emailPlaceholder']);
    for (const [key, text] of flatten(ar)) {
      if (exempt.has(key) || /^[\s{}\w–+]*$/.test(text)) continue;
      expect(arabicLetter.test(text), `${key}: ${text}`).toBe(true);
    }
  });

  it('keeps the confirmation the spec prescribes', () => {
    expect(en.contact.success).toBe("We'll get back to you within 24 hours.");
  });
});
