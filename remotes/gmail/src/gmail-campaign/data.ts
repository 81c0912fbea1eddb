/**
 * Gmail campaign: email campaigns sent from the client's Gmail, each send an outgoing email and each
 * reply an incoming one in the same thread. Campaign totals come from the campaigns' counts; rates
 * over time and replies from the emails. Every figure of the dashboard comes from these functions.
 */
import { countByDay, ratio, reportingDays } from '@portal/dashboard-kit/format';
import type { AsOf } from '@portal/dashboard-kit/live';
import type { CampaignFunnel } from '../common/campaignFunnel.ts';
import { funnelTotals } from '../common/funnelTotals.ts';
import { type EmailRow, isInbound, isOutbound, newestFirst } from '../common/rows.ts';

export type GmailCampaignData = AsOf<{
  campaigns: CampaignFunnel[];
  emails: EmailRow[];
}>;

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

/**
 * Per Doha day of the period, the sends of that day and what became of them: opened and bounced by
 * the send's status, replied when its thread got an answer (whenever it came).
 */
export function ratesPerDay(data: GmailCampaignData) {
  const days = reportingDays(data.asOf);
  const sends = data.emails.filter(isOutbound);
  const answered = new Set(data.emails.filter(isInbound).map((e) => e.thread_id));
  const perDay = (filter: (e: EmailRow) => boolean) =>
    countByDay(sends.filter(filter), (e) => e.received_at, days);
  const sent = perDay(() => true);
  const bounced = perDay((e) => e.status === 'bounced');
  const opened = perDay((e) => e.status === 'opened');
  const replied = perDay((e) => e.thread_id !== null && answered.has(e.thread_id));
  const delivered = sent.map((n, i) => n - (bounced[i] ?? 0));
  // A day that sent (or delivered) nothing has no rate: a gap in the chart, not 0 %.
  const rates = (part: number[], of: number[]) => part.map((n, i) => (of[i] ? ratio(n, of[i]) : null));
  const [openRate, replyRate] = [rates(opened, delivered), rates(replied, delivered)];
  return { days, sent, openRate, replyRate, bounceRate: rates(bounced, sent) };
}

/**
 * Replies received (incoming emails of the workflow), the latest first, each with the name of the
 * campaign it answers (null when the campaign is gone or the reply is not to one).
 */
export function recentReplies(data: GmailCampaignData) {
  const names = new Map(data.campaigns.map((c) => [c.id, c.name]));
  const campaignOf = (e: EmailRow) => (e.campaign_id ? (names.get(e.campaign_id) ?? null) : null);
  return data.emails
    .filter(isInbound)
    .sort(newestFirst)
    .map((email) => ({ ...email, campaign: campaignOf(email) }));
}
