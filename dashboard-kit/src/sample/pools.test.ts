import { describe, expect, it } from 'vitest';
import { daysAfter, daysBefore, sampleAnchor } from './dates.ts';
import {
  CITIES,
  COMPANIES,
  FAMILY_NAMES,
  FEMALE_FIRST_NAMES,
  MALE_FIRST_NAMES,
  personName,
  sampleEmail,
  samplePerson,
  samplePhone,
} from './pools.ts';
import { createRandom } from './random.ts';

const ARABIC_ONLY = /^[\u0600-\u06ff\s]+$/;
const LATIN = /^[A-Za-z][A-Za-z\s'-]*$/;

describe('bilingual pools', () => {
  const texts = [
    ...MALE_FIRST_NAMES,
    ...FEMALE_FIRST_NAMES,
    ...FAMILY_NAMES,
    ...CITIES,
    ...COMPANIES.flatMap((c) => [c.name, c.industry]),
  ];

  it('writes Arabic in Arabic script and English in Latin script', () => {
    for (const text of texts) {
      expect(text.ar, text.en).toMatch(ARABIC_ONLY);
      expect(text.en, text.ar).toMatch(LATIN);
    }
  });

  it('has no duplicate names', () => {
    for (const pool of [MALE_FIRST_NAMES, FEMALE_FIRST_NAMES, FAMILY_NAMES, CITIES]) {
      expect(new Set(pool.map((p) => p.en)).size).toBe(pool.length);
      expect(new Set(pool.map((p) => p.ar)).size).toBe(pool.length);
    }
  });

  it('builds the same person in both languages', () => {
    const person = samplePerson(createRandom('person'));
    expect(personName(person, 'en')).toMatch(LATIN);
    expect(personName(person, 'ar')).toMatch(ARABIC_ONLY);
    const again = samplePerson(createRandom('person'));
    expect([again.name('en'), again.name('ar')]).toEqual([person.name('en'), person.name('ar')]);
    expect(person.name('en')).toBe(personName(person, 'en'));
    expect(person.email('pearlcoast.qa')).toBe(sampleEmail(person, 'pearlcoast.qa'));
  });

  it('makes Latin e-mail addresses and Qatari phone numbers', () => {
    const person = { firstName: { en: 'Aljazi', ar: 'الجازي' }, familyName: { en: 'Al-Marri', ar: 'المري' } };
    expect(sampleEmail(person, 'pearlcoast.qa')).toBe('aljazi.almarri@pearlcoast.qa');
    const r = createRandom('phones');
    for (let i = 0; i < 50; i++) expect(samplePhone(r)).toMatch(/^\+974 [3567]\d{3} \d{4}$/);
  });
});

describe('sample dates', () => {
  it('anchors on midnight in Doha and places moments around it', () => {
    const anchor = sampleAnchor(new Date('2026-05-20T10:00:00Z'));
    expect(anchor.toISOString()).toBe('2026-05-19T21:00:00.000Z');
    expect(daysBefore(anchor, 2, 60).toISOString()).toBe('2026-05-17T22:00:00.000Z');
    expect(daysAfter(anchor, 1, 0).toISOString()).toBe('2026-05-20T21:00:00.000Z');
  });
});
