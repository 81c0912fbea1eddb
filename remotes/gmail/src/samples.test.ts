/** The family's sample data: something for every tab, in Arabic when the visitor reads Arabic. */
import { describe, expect, it } from 'vitest';
import { heldRows } from './common/testRows.ts';
import { summaryKpis } from './email-summary-agent/data.ts';
import { buildSummarySample } from './email-summary-agent/sample.ts';
import { responderKpis } from './gmail-auto-responder/data.ts';
import { buildAutoResponderSample } from './gmail-auto-responder/sample.ts';
import { campaignKpis, ratesPerDay, upcomingSends } from './gmail-campaign/data.ts';
import { buildGmailCampaignSample } from './gmail-campaign/sample.ts';
import { labellingKpis } from './gmail-email-labelling/data.ts';
import { buildLabellingSample } from './gmail-email-labelling/sample.ts';

const anchor = new Date('2026-03-14T21:00:00.000Z');
const LATIN = /[A-Za-z]/;

describe('gmail samples', () => {
  it('campaign: funnels, sends every day of a campaign, a schedule and replies in the visitor’s language', () => {
    const data = buildGmailCampaignSample('ar', anchor);
    const k = campaignKpis(data);
    expect(k.sent).toBeGreaterThan(400);
    expect(k.openRate).toBeGreaterThan(0.3);
    expect(k.bounced).toBeGreaterThan(0);
    expect(k.replied).toBe(heldRows(data.replies).length);
    expect(upcomingSends(data)).toHaveLength(2);
    expect(ratesPerDay(data).sent.filter((n) => n > 0).length).toBeGreaterThan(5);
    for (const c of data.campaigns) expect(c.name).not.toMatch(LATIN);
    for (const r of heldRows(data.replies)) expect(`${r.subject} ${r.snippet}`).not.toMatch(LATIN);
    expect(heldRows(data.replies).every((e) => e.received_at < anchor.toISOString())).toBe(true);
  });

  it('auto-responder: mostly automatic and fast, some handed to a person, some waiting', () => {
    const data = buildAutoResponderSample('ar', anchor);
    const k = responderKpis(data);
    expect(k.automationRate).toBeGreaterThan(0.7);
    expect(k.medianResponseMs).toBeLessThan(60_000);
    expect(k.awaitingApproval).toBeGreaterThan(0);
    expect(heldRows(data.handedOff).length).toBeGreaterThan(k.awaitingApproval);
    for (const e of heldRows(data.emails)) expect(`${e.subject} ${e.label}`).not.toMatch(LATIN);
  });

  it('labelling: labels, a few unlabelled, corrections', () => {
    const data = buildLabellingSample('ar', anchor);
    const k = labellingKpis(data);
    expect(k.labelled).toBeGreaterThan(100);
    expect(heldRows(data.unlabelledEmails).length).toBeGreaterThan(0);
    expect(heldRows(data.corrections).length).toBe(k.corrections);
    expect(k.correctionRate).toBeGreaterThan(0.02);
    for (const e of heldRows(data.corrections))
      expect(`${e.label} ${e.original_label} ${e.subject}`).not.toMatch(LATIN);
  });

  it('summary agent: summaries with action items, a digest every morning, time saved', () => {
    const data = buildSummarySample('ar', anchor);
    const k = summaryKpis(data);
    expect(k.digests).toBe(30);
    expect(k.actionItems).toBeGreaterThan(k.summaries);
    expect(k.timeSavedMs).toBeGreaterThan(60 * 60_000);
    for (const e of [...heldRows(data.threads), ...heldRows(data.digests)])
      expect(`${e.subject} ${e.summary ?? ''} ${e.action_items.join(' ')}`).not.toMatch(LATIN);
  });
});
