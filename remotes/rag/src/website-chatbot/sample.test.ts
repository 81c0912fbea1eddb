import { describe, expect, it } from 'vitest';
import { leadCapture, pageStats, visitorStats } from './data.ts';
import { buildWebsiteChatbotSample } from './sample.ts';

const anchor = new Date('2026-03-14T21:00:00.000Z');

describe('website chatbot sample', () => {
  const en = buildWebsiteChatbotSample('en', anchor);
  const ar = buildWebsiteChatbotSample('ar', anchor);

  it('turns visitors who left their details into leads, the same ones in both languages', () => {
    expect(en.leads.length).toBeGreaterThan(10);
    expect(ar.leads.map((l) => [l.id, l.status, l.email, l.createdAt])).toEqual(
      en.leads.map((l) => [l.id, l.status, l.email, l.createdAt]),
    );
    for (const lead of ar.leads) expect(lead.name).not.toMatch(/[A-Za-z]/);
    for (const lead of en.leads) expect(Date.parse(lead.createdAt)).toBeLessThan(anchor.getTime());
    expect(leadCapture(ar)).toEqual(leadCapture(en));
  });

  it('spreads conversations over pages, with returning visitors', () => {
    expect(pageStats(en).length).toBeGreaterThan(5);
    expect(pageStats(en).some((p) => p.page.startsWith('dohabayrealty.qa/ar'))).toBe(true);
    const visitors = visitorStats(en);
    expect(visitors.returning).toBeGreaterThan(0);
    expect(visitors.withFallback).toBeGreaterThan(0);
  });
});
