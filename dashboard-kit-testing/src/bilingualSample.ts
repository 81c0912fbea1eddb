/**
 * The facts every dashboard's sample data keeps (docs/product.md: deterministic demonstration data,
 * Arabic text on the Arabic page), checked once here instead of in each sample's test: the same data
 * for the same anchor, the same facts in both languages with the texts translated, nothing after
 * the anchor. A sample test adds only what its own tabs need.
 */

import type { Locale } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { englishWords } from './englishWords.ts';

/** Midnight in Doha at the start of 15 March 2026: the anchor the sample tests build on. */
export const SAMPLE_TEST_ANCHOR = new Date('2026-03-14T21:00:00.000Z');

const ARABIC = /[\u0621-\u064a]/;

export interface BilingualSampleSpec<Data> {
  /** What both languages share: ids, statuses, times, figures. */
  facts: (data: Data) => unknown;
  /** What a visitor reads: Arabic on the Arabic page (no English word), no Arabic on the English one. */
  texts: (data: Data) => readonly (string | null | undefined)[];
  /** Moments that must lie before the anchor: a sample shows the past. */
  moments: (data: Data) => readonly (string | null | undefined)[];
}

/** Describes a sample's shared facts and returns its data in both languages for the sample's own tests. */
export function describeBilingualSample<Data>(
  name: string,
  build: (locale: Locale, anchor: Date) => Data,
  spec: BilingualSampleSpec<Data>,
): Record<Locale, Data> {
  const data = { en: build('en', SAMPLE_TEST_ANCHOR), ar: build('ar', SAMPLE_TEST_ANCHOR) };
  const present = (values: readonly (string | null | undefined)[]) =>
    values.filter((v): v is string => typeof v === 'string' && v !== '');
  describe(`${name}: the same sample in both languages`, () => {
    it('is deterministic, and the same facts in Arabic', () => {
      expect(build('en', SAMPLE_TEST_ANCHOR)).toEqual(data.en);
      expect(spec.facts(data.ar)).toEqual(spec.facts(data.en));
    });

    it('writes its texts in the page’s language', () => {
      const [english, arabic] = [present(spec.texts(data.en)), present(spec.texts(data.ar))];
      expect(arabic.length).toBeGreaterThan(0);
      for (const text of arabic) expect(englishWords(text), text).toEqual([]);
      for (const text of arabic) expect(text).toMatch(ARABIC);
      for (const text of english) expect(text).not.toMatch(ARABIC);
    });

    it('stays before the anchor', () => {
      const moments = present(spec.moments(data.en));
      expect(moments.length).toBeGreaterThan(0);
      for (const at of moments) expect(Date.parse(at)).toBeLessThan(SAMPLE_TEST_ANCHOR.getTime());
    });
  });
  return data;
}
