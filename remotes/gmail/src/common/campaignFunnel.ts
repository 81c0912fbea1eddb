/**
 * A campaign's funnel, for campaigns whose sends can be followed one by one (email: sent, delivered,
 * opened, clicked, replied; a send that was not delivered bounced). Extends the shared Campaign with
 * the counts and schedule the sales tables do not show. Rates use the email convention: bounces out
 * of the sends, everything after delivery out of the delivered.
 */
import { CAMPAIGN_COLUMNS, type Campaign, campaignFromRow } from '@portal/dashboard-kit/entities';
import { ratio } from '@portal/dashboard-kit/format';
import { isoOrNull, listOf, type RowOf, toNumber } from '@portal/dashboard-kit/live';

export const FUNNEL_STAGES = ['sent', 'delivered', 'opened', 'clicked', 'replied'] as const;
export type FunnelStage = (typeof FUNNEL_STAGES)[number];

export const CAMPAIGN_FUNNEL_COLUMNS = [
  ...CAMPAIGN_COLUMNS,
  'delivered_count',
  'clicked_count',
  'scheduled_at',
  'ended_at',
] as const;
export type CampaignFunnelRow = RowOf<'campaigns', (typeof CAMPAIGN_FUNNEL_COLUMNS)[number]>;

export interface CampaignFunnel extends Campaign {
  delivered: number;
  clicked: number;
  /** Sent but never delivered. */
  bounced: number;
  scheduledAt: string | null;
  endedAt: string | null;
  /** Rates: undefined where there is nothing to divide by (nothing sent or delivered yet). */
  deliveryRate: number | undefined;
  bounceRate: number | undefined;
  openRate: number | undefined;
  clickRate: number | undefined;
  replyRate: number | undefined;
}

type Counts = Pick<CampaignFunnel, FunnelStage>;

/** The rates of a funnel's counts (undefined where there is nothing to divide by). */
export function funnelRates(c: Counts) {
  return {
    deliveryRate: ratio(c.delivered, c.sent),
    bounceRate: ratio(Math.max(0, c.sent - c.delivered), c.sent),
    openRate: ratio(c.opened, c.delivered),
    clickRate: ratio(c.clicked, c.delivered),
    replyRate: ratio(c.replied, c.delivered),
  };
}

export function campaignFunnelFromRow(row: CampaignFunnelRow): CampaignFunnel {
  const campaign = campaignFromRow(row);
  const delivered = toNumber(row.delivered_count) ?? 0;
  const counts = { ...campaign, delivered, clicked: toNumber(row.clicked_count) ?? 0 };
  return {
    ...counts,
    bounced: Math.max(0, campaign.sent - delivered),
    scheduledAt: isoOrNull(row.scheduled_at),
    endedAt: isoOrNull(row.ended_at),
    ...funnelRates(counts),
  };
}

/** The stages of several campaigns added up, in funnel order. */
export function totalFunnel(campaigns: readonly Counts[]): { stage: FunnelStage; count: number }[] {
  return FUNNEL_STAGES.map((stage) => ({
    stage,
    count: campaigns.reduce((sum, c) => sum + c[stage], 0),
  }));
}

/** The latest `limit` campaigns with their funnel counts and schedule, a part of a live dashboard. */
export const campaignFunnelList = (limit: number) =>
  listOf('campaigns', CAMPAIGN_FUNNEL_COLUMNS, campaignFunnelFromRow, { limit });
