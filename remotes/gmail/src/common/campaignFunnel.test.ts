import { describe, expect, it } from 'vitest';
import { type CampaignFunnelRow, campaignFunnelFromRow, totalFunnel } from './campaignFunnel.ts';
import { campaignFunnelRow, funnelCounts } from './campaignRows.ts';

const row = (over: Partial<CampaignFunnelRow> = {}) =>
  campaignFunnelRow({
    id: 'c1',
    name: 'Spring offers',
    audience_size: 120,
    ...funnelCounts(100, 96, 48, 12, 6),
    converted_count: 2,
    started_at: '2026-04-01T06:00:00+00:00',
    ...over,
  });

describe('campaign funnel', () => {
  it('reads the counts, derives the bounces and the rates out of the delivered', () => {
    const c = campaignFunnelFromRow(row());
    expect(c).toMatchObject({ sent: 100, delivered: 96, clicked: 12, bounced: 4, bounceRate: 0.04 });
    expect(c.openRate).toBe(0.5);
    expect(c.clickRate).toBe(0.125);
    expect(c.replyRate).toBe(0.0625);
    expect(c.startedAt).toBe('2026-04-01T06:00:00.000Z');
  });

  it('has no rates before the first send, and adds campaigns up stage by stage', () => {
    const scheduled = campaignFunnelFromRow(row({ status: 'scheduled', ...funnelCounts(0, 0, 0, 0, 0) }));
    expect([scheduled.openRate, scheduled.bounceRate, scheduled.bounced]).toEqual([undefined, undefined, 0]);
    expect(totalFunnel([campaignFunnelFromRow(row()), scheduled, campaignFunnelFromRow(row())])).toEqual([
      { stage: 'sent', count: 200 },
      { stage: 'delivered', count: 192 },
      { stage: 'opened', count: 96 },
      { stage: 'clicked', count: 24 },
      { stage: 'replied', count: 12 },
    ]);
  });
});
