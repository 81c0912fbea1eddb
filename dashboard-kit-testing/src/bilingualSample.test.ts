import type { Locale } from '@portal/contract';
import { bi, daysBefore } from '@portal/dashboard-kit/sample';
import { expect, it } from 'vitest';
import { describeBilingualSample, SAMPLE_TEST_ANCHOR } from './bilingualSample.ts';

const GREETINGS = [bi('Good morning', 'صباح الخير'), bi('Thank you', 'شكراً لك')];
const build = (locale: Locale, anchor: Date) =>
  GREETINGS.map((text, i) => ({ id: i, text: text[locale], at: daysBefore(anchor, i + 1).toISOString() }));

const data = describeBilingualSample('greetings', build, {
  facts: (rows) => rows.map((r) => [r.id, r.at]),
  texts: (rows) => rows.map((r) => r.text),
  moments: (rows) => rows.map((r) => r.at),
});

it('hands the sample back in both languages, built at the test anchor', () => {
  expect(data.en).toEqual(build('en', SAMPLE_TEST_ANCHOR));
  expect(data.ar.map((r) => r.text)).toEqual(['صباح الخير', 'شكراً لك']);
});
