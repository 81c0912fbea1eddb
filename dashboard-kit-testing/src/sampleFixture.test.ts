import { describe, expect, it } from 'vitest';
import { TEST_AS_OF } from './fixtureRows.ts';
import { sampleFixture } from './sampleFixture.ts';

type Row = { id: string; name: string; status: string; score: number | null };
const sample = (locale: 'en' | 'ar', anchor: Date) => ({
  asOf: anchor.toISOString(),
  people: [{ id: 'sample-1', name: locale === 'en' ? 'Aisha' : 'عائشة', status: 'new', score: 10 } as Row],
});

describe('sampleFixture', () => {
  it('writes the list as a table of the columns set, the others as the English sample row', () => {
    const data = sampleFixture(sample, 'people', 'status score', [
      ['won', 90],
      ['lost', null],
    ]);
    expect(data.asOf).toBe(TEST_AS_OF);
    expect(data.people.map(({ name, status, score }) => [name, status, score])).toEqual([
      ['Aisha', 'won', 90],
      ['Aisha', 'lost', null],
    ]);
    expect(new Set(data.people.map((p) => p.id)).size).toBe(2);
  });

  it('types each line per column', () => {
    // @ts-expect-error a score is a number
    sampleFixture(sample, 'people', 'status score', [['won', 'ninety']]);
  });
});
