import { describe, expect, it } from 'vitest';
import { leadKpis, leadsBySource, leadsPerDay, PERIOD_DAYS } from './data.ts';
import { buildLeadGenerationSample } from './sample.ts';

const anchor = new Date('2026-03-14T21:00:00.000Z'); // midnight in Doha, 15 March 2026
const ARABIC = /[\u0621-\u064a]/;
const LATIN_LETTER = /[A-Za-z]/;

describe('lead generation sample', () => {
  it('is deterministic: the same anchor gives the same data', () => {
    expect(buildLeadGenerationSample('en', anchor)).toEqual(buildLeadGenerationSample('en', anchor));
  });

  it('keeps its shape when the anchor moves: the same rows, shifted in time', () => {
    const later = new Date(anchor.getTime() + 3 * 86_400_000);
    const a = buildLeadGenerationSample('en', anchor);
    const b = buildLeadGenerationSample('en', later);
    expect(b.leads.map((l) => l.name)).toEqual(a.leads.map((l) => l.name));
    expect(
      new Date(b.leads[0]?.createdAt ?? '').getTime() - new Date(a.leads[0]?.createdAt ?? '').getTime(),
    ).toBe(3 * 86_400_000);
  });

  it('is the same data set in Arabic, with Arabic names, companies and campaign names', () => {
    const en = buildLeadGenerationSample('en', anchor);
    const ar = buildLeadGenerationSample('ar', anchor);
    expect(ar.leads).toHaveLength(en.leads.length);
    ar.leads.forEach((lead, i) => {
      const english = en.leads[i];
      expect(lead.name).toMatch(ARABIC);
      expect(lead.name).not.toMatch(LATIN_LETTER);
      expect(lead.company ?? '').toMatch(ARABIC);
      // Numbers, statuses, dates and contact details do not change with the language.
      expect({ ...lead, name: '', company: '' }).toEqual({ ...english, name: '', company: '' });
    });
    for (const campaign of ar.campaigns) expect(campaign.name).toMatch(ARABIC);
    expect(leadKpis(ar)).toEqual(leadKpis(en));
  });

  it('covers both KPI periods and stays before the anchor', () => {
    const data = buildLeadGenerationSample('en', anchor);
    const kpis = leadKpis(data);
    expect(kpis.leads).toBeGreaterThan(0);
    expect(kpis.leadsChange).toBeDefined();
    for (const lead of data.leads) expect(new Date(lead.createdAt).getTime()).toBeLessThan(anchor.getTime());
    const perDay = leadsPerDay(data);
    expect(perDay.days).toHaveLength(PERIOD_DAYS);
    expect(perDay.days.at(-1)).toBe('2026-03-14');
    expect(perDay.counts.every((n) => n > 0)).toBe(true);
    expect(leadsBySource(data).length).toBeGreaterThan(3);
  });

  it('uses QAR amounts and valid scores', () => {
    for (const lead of buildLeadGenerationSample('en', anchor).leads) {
      expect(lead.score).toBeGreaterThanOrEqual(0);
      expect(lead.score).toBeLessThanOrEqual(100);
      expect(Number.isInteger(lead.estimatedValue)).toBe(true);
    }
  });
});
