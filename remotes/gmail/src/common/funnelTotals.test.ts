import { describe, expect, it } from 'vitest';
import { campaignFunnelFromRow } from './campaignFunnel.ts';
import { campaignFunnelRow, funnelCounts } from './campaignRows.ts';
import { funnelTotals } from './funnelTotals.ts';

const campaign = (...counts: Parameters<typeof funnelCounts>) =>
  campaignFunnelFromRow(campaignFunnelRow(funnelCounts(...counts)));

describe('funnelTotals', () => {
  it('adds the stages up, with the bounces and the rates of the sum', () => {
    const totals = funnelTotals([campaign(100, 95, 50, 19, 10), campaign(100, 95, 45, 19, 9)]);
    const counts = { sent: 200, delivered: 190, opened: 95, clicked: 38, replied: 19, bounced: 10 };
    const rates = { deliveryRate: 0.95, bounceRate: 0.05, openRate: 0.5, clickRate: 0.2, replyRate: 0.1 };
    expect(totals).toEqual({ ...counts, ...rates });
  });

  it('has nothing to divide before the first send', () => {
    expect(funnelTotals([])).toMatchObject({
      sent: 0,
      bounced: 0,
      bounceRate: undefined,
      openRate: undefined,
    });
  });
});
