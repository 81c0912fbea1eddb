/**
 * Gmail campaign: email campaigns sent from the client's Gmail, each send an outgoing email and each
 * reply an incoming one in the same thread. Campaign totals come from the campaigns' counts (a client's
 * campaigns are few: a bounded list); the rates over time from SQL's counts of every send of the
 * period (sendDays.ts); the replies page on the server. Both sources (the live loader below and
 * sample.ts) produce a GmailCampaignData; every figure of the dashboard comes from these functions.
 */
import { ratio } from '@portal/dashboard-kit/format';
import { liveDashboard } from '@portal/dashboard-kit/live';
import { type CampaignFunnel, campaignFunnelList } from '../common/campaignFunnel.ts';
import { funnelTotals } from '../common/funnelTotals.ts';
import type { EmailRow } from '../common/rows.ts';
import { ALL_RECEIVED, emailTable } from '../common/tables.ts';
import { sendDays } from './sendDays.ts';

/** Campaigns are few: the latest ones, scheduled and drafts included, whatever their age. */
export const MAX_CAMPAIGNS = 200;

/** Replies received (incoming emails of the workflow), the latest first. */
const replies = emailTable(ALL_RECEIVED);

/** Live: the client's campaigns of this workflow, the period's sends per day, and the replies. */
export const live = liveDashboard({
  campaigns: campaignFunnelList(MAX_CAMPAIGNS),
  sends: sendDays,
  replies,
});
export type GmailCampaignData = Awaited<ReturnType<typeof live>>;

/** The same data from a sample's campaigns and emails, as live mode reads it from SQL. */
export const fromRows = (
  campaigns: CampaignFunnel[],
  emails: readonly EmailRow[],
  asOf: string,
): GmailCampaignData => ({
  campaigns,
  sends: sendDays.fromRows(emails, asOf),
  replies: replies.fromRows(emails, asOf),
  asOf,
});

/** Campaigns that have sent something (the funnel's population). */
const sending = (data: GmailCampaignData) => data.campaigns.filter((c) => c.sent > 0);

export const campaignKpis = (data: GmailCampaignData) => ({
  ...funnelTotals(sending(data)),
  active: data.campaigns.filter((c) => c.status === 'active').length,
  upcoming: upcomingSends(data).length,
});

/** The funnel of every campaign that has sent, the largest first. */
export const campaignFunnels = (data: GmailCampaignData): CampaignFunnel[] =>
  sending(data).sort((a, b) => b.sent - a.sent);

/** Scheduled campaigns still to send, the soonest first. */
export const upcomingSends = (data: GmailCampaignData): CampaignFunnel[] =>
  data.campaigns
    .filter((c) => c.status === 'scheduled' && c.scheduledAt !== null && c.scheduledAt >= data.asOf)
    .sort((a, b) => (a.scheduledAt ?? '').localeCompare(b.scheduledAt ?? ''));

/** Per Doha day of the period, the sends of that day and the share opened, replied and bounced. */
export function ratesPerDay({ sends }: GmailCampaignData) {
  const delivered = sends.sent.map((n, i) => n - (sends.bounced[i] ?? 0));
  // A day that sent (or delivered) nothing has no rate: a gap in the chart, not 0 %.
  const rates = (part: number[], of: number[]) => part.map((n, i) => (of[i] ? ratio(n, of[i]) : null));
  const [openRate, replyRate] = [rates(sends.opened, delivered), rates(sends.replied, delivered)];
  return {
    days: sends.days,
    sent: sends.sent,
    openRate,
    replyRate,
    bounceRate: rates(sends.bounced, sends.sent),
  };
}

/** The name of each campaign by its id, for the replies' campaign column. */
export const campaignNames = (data: GmailCampaignData): ReadonlyMap<string, string> =>
  new Map(data.campaigns.map((c) => [c.id, c.name]));
