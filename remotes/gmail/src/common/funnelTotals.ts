/**
 * Several campaigns' funnels added up into one, as a dashboard's headline figures read it: each
 * stage's count, the sends that bounced and the rates (bounces out of the sends, the rest out of the
 * delivered, as for one campaign).
 */
import { type CampaignFunnel, type FunnelStage, funnelRates, totalFunnel } from './campaignFunnel.ts';

export function funnelTotals(campaigns: readonly Pick<CampaignFunnel, FunnelStage>[]) {
  const stages = totalFunnel(campaigns).map((s) => [s.stage, s.count]);
  const counts = Object.fromEntries(stages) as Record<FunnelStage, number>;
  return { ...counts, bounced: Math.max(0, counts.sent - counts.delivered), ...funnelRates(counts) };
}
