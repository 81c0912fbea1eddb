/**
 * Outreach campaigns (lead-generation shows them; automated-lead-generation shows its sequences):
 * type, database values (campaigns_channel_check, campaigns_status_check) and row mapping.
 */
import { ratio } from '@portal/shared/format';
import type { StatusTone } from '@portal/shared/ui';
import { oneOf, toNumber } from './live.ts';

export const CAMPAIGN_CHANNELS = [
  'email',
  'whatsapp',
  'linkedin',
  'instagram',
  'facebook',
  'x',
  'sms',
] as const;
export type CampaignChannel = (typeof CAMPAIGN_CHANNELS)[number];

export const CAMPAIGN_STATUSES = ['draft', 'scheduled', 'active', 'paused', 'completed'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

export interface Campaign {
  id: string;
  name: string;
  channel: CampaignChannel;
  status: CampaignStatus;
  audience: number;
  sent: number;
  opened: number;
  replied: number;
  converted: number;
  /** QAR; null when the campaign has no budget of its own. */
  budget: number | null;
  startedAt: string | null;
}

export const CAMPAIGN_STATUS_TONE: Record<CampaignStatus, StatusTone> = {
  draft: 'neutral',
  scheduled: 'info',
  active: 'success',
  paused: 'warning',
  completed: 'primary',
};

export interface CampaignPerformance extends Campaign {
  openRate: number;
  replyRate: number;
  conversionRate: number;
  /** QAR per converted customer; undefined without a budget or before the first conversion. */
  costPerConversion: number | undefined;
}

export function campaignPerformance(campaigns: readonly Campaign[]): CampaignPerformance[] {
  return campaigns.map((c) => ({
    ...c,
    openRate: ratio(c.opened, c.sent),
    replyRate: ratio(c.replied, c.sent),
    conversionRate: ratio(c.converted, c.sent),
    costPerConversion: c.budget !== null && c.converted > 0 ? c.budget / c.converted : undefined,
  }));
}

export const CAMPAIGN_COLUMNS =
  'id, name, channel, status, audience_size, sent_count, opened_count, replied_count, converted_count, budget_qar, started_at';

export interface CampaignRow {
  id: string;
  name: string;
  channel: string;
  status: string;
  audience_size: number;
  sent_count: number;
  opened_count: number;
  replied_count: number;
  converted_count: number;
  budget_qar: number | string | null;
  started_at: string | null;
}

export function campaignFromRow(row: CampaignRow): Campaign {
  return {
    id: row.id,
    name: row.name,
    channel: oneOf(row.channel, CAMPAIGN_CHANNELS, 'email'),
    status: oneOf(row.status, CAMPAIGN_STATUSES, 'draft'),
    audience: toNumber(row.audience_size) ?? 0,
    sent: toNumber(row.sent_count) ?? 0,
    opened: toNumber(row.opened_count) ?? 0,
    replied: toNumber(row.replied_count) ?? 0,
    converted: toNumber(row.converted_count) ?? 0,
    budget: toNumber(row.budget_qar),
    startedAt: row.started_at ? new Date(row.started_at).toISOString() : null,
  };
}
