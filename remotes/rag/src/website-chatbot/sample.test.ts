import { describeBilingualSample } from '@portal/shared/testing';
import { describe, expect, it } from 'vitest';
import { leadCapture, pageStats, visitorStats } from './data.ts';
import { buildWebsiteChatbotSample } from './sample.ts';

// The knowledge bot rows are checked with the other bots (common/knowledgeSample.test.ts); here the leads.
const { en } = describeBilingualSample('website chatbot leads', buildWebsiteChatbotSample, {
  facts: (d) => [d.leads.map((l) => [l.id, l.status, l.email, l.createdAt]), leadCapture(d)],
  texts: (d) => d.leads.map((l) => l.name),
  moments: (d) => d.leads.map((l) => l.createdAt),
});

describe('website chatbot sample', () => {
  it('turns visitors who left their details into leads', () => {
    expect(en.leads.length).toBeGreaterThan(10);
  });

  it('spreads conversations over pages, with returning visitors', () => {
    expect(pageStats(en).length).toBeGreaterThan(5);
    expect(pageStats(en).some((p) => p.page.startsWith('dohabayrealty.qa/ar'))).toBe(true);
    const visitors = visitorStats(en);
    expect(visitors.returning).toBeGreaterThan(0);
    expect(visitors.withFallback).toBeGreaterThan(0);
  });
});
