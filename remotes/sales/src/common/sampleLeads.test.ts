import { bi, createRandom } from '@portal/dashboard-kit/sample';
import { describe, expect, it } from 'vitest';
import {
  type CampaignScript,
  type LeadScript,
  pickWeighted,
  sampleCampaigns,
  sampleLeads,
} from './sampleLeads.ts';

const anchor = new Date('2026-03-14T21:00:00.000Z');
const script: LeadScript = {
  idPrefix: 'lead',
  days: 10,
  perDay: (day) => (day <= 5 ? [2, 4] : [1, 1]),
  sources: { website: 3, event: 1 },
  statuses: (age) => (age < 3 ? { new: 1 } : { won: 1, lost: 1 }),
  phoneShare: 0.5,
  score: [40, 60],
  value: (score) => score * 100,
  minutes: [8 * 60, 9 * 60],
};

describe('sample leads', () => {
  it('draws the same leads in both languages, only names and companies translated', () => {
    const en = sampleLeads(createRandom('x'), 'en', anchor, script);
    const ar = sampleLeads(createRandom('x'), 'ar', anchor, script);
    expect(ar.map((l) => ({ ...l, name: '', company: '' }))).toEqual(
      en.map((l) => ({ ...l, name: '', company: '' })),
    );
    expect(ar[0]?.name).toMatch(/[\u0621-\u064a]/);
    expect(en[0]?.id).toBe('lead-1');
  });

  it('follows the script: sources, statuses by age, scores, values and arrival times', () => {
    const leads = sampleLeads(createRandom('y'), 'en', anchor, script);
    expect(leads.length).toBeGreaterThanOrEqual(15);
    for (const lead of leads) {
      const age = Math.floor((anchor.getTime() - Date.parse(lead.createdAt)) / 86_400_000) + 1;
      expect(['website', 'event']).toContain(lead.source);
      expect(age < 3 ? ['new'] : ['won', 'lost']).toContain(lead.status);
      expect(lead.estimatedValue).toBe(lead.score * 100);
      expect(lead.score).toBeGreaterThanOrEqual(40);
      expect(lead.score).toBeLessThanOrEqual(60);
    }
  });
});

describe('sample campaigns', () => {
  const scripts: CampaignScript[] = [
    {
      name: bi('Done', 'منتهية'),
      channel: 'email',
      status: 'completed',
      audience: 1000,
      budget: 500,
      startedDaysAgo: 20,
    },
    { name: bi('Running', 'جارية'), channel: 'sms', status: 'active', audience: 1000, startedDaysAgo: 5 },
    { name: bi('Later', 'لاحقة'), channel: 'email', status: 'scheduled', audience: 1000, startedDaysAgo: -3 },
    { name: bi('Idea', 'فكرة'), channel: 'email', status: 'draft', audience: 1000, startedDaysAgo: 0 },
  ];
  const shares = {
    sent: [0.4, 0.5],
    opened: [0.5, 0.5],
    replied: [0.1, 0.1],
    converted: [0.5, 0.5],
  } as const;

  it('sends only what has started, nearly all of a completed campaign, each stage out of the one before', () => {
    const [done, running, later, idea] = sampleCampaigns(createRandom('c'), 'ar', anchor, scripts, shares);
    expect(done?.sent).toBeGreaterThanOrEqual(920);
    expect(running?.sent).toBeGreaterThanOrEqual(400);
    expect(running?.sent).toBeLessThanOrEqual(500);
    expect(running?.opened).toBe(Math.round((running?.sent ?? 0) * 0.5));
    expect([later?.sent, idea?.sent]).toEqual([0, 0]);
    expect(later?.startedAt && later.startedAt > anchor.toISOString()).toBe(true);
    expect(idea?.startedAt).toBeNull();
    expect([done?.budget, running?.budget, done?.name, done?.id]).toEqual([
      500,
      null,
      'منتهية',
      'sample-campaign-1',
    ]);
  });
});

describe('pickWeighted', () => {
  it('picks the keys in proportion to their weights, never one weighted zero', () => {
    const r = createRandom('keys');
    const picks = Array.from({ length: 1000 }, () => pickWeighted(r, { often: 9, rare: 1, never: 0 }));
    const often = picks.filter((p) => p === 'often').length;
    expect(often).toBeGreaterThan(850);
    expect(often).toBeLessThan(950);
    expect(picks).not.toContain('never');
  });
});
