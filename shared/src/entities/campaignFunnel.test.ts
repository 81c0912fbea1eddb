import { describe, expect, it } from 'vitest';
import { type CampaignFunnelRow, campaignFunnelFromRow, totalFunnel } from './campaignFunnel.ts';

const row = (over: Partial<CampaignFunnelRow> = {}): CampaignFunnelRow => ({
  id: 'c1',
  name: 'Spring offers',
  channel: 'email',
  status: 'completed',
  audience_size: 120,
  sent_count: 100,
  delivered_count: 96,
  opened_count: 48,
  clicked_count: 12,
  replied_count: 6,
  converted_count: 2,
  budget_qar: null,
  started_at: '2026-04-01T06:00:00+00:00',
  scheduled_at: null,
  ended_at: null,
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
    const scheduled = campaignFunnelFromRow(
      row({
        status: 'scheduled',
        sent_count: 0,
        delivered_count: 0,
        opened_count: 0,
        clicked_count: 0,
        replied_count: 0,
      }),
    );
    expect([scheduled.openRate, scheduled.bounceRate, scheduled.bounced]).toEqual([0, 0, 0]);
    expect(totalFunnel([campaignFunnelFromRow(row()), scheduled, campaignFunnelFromRow(row())])).toEqual([
      { stage: 'sent', count: 200 },
      { stage: 'delivered', count: 192 },
      { stage: 'opened', count: 96 },
      { stage: 'clicked', count: 24 },
      { stage: 'replied', count: 12 },
    ]);
  });
});
