/**
 * Outreach campaigns (table `campaigns`): the sales dashboards and the Gmail campaign dashboard. Type,
 * allowed values (from the schema), row mapping and the derived rates every campaign table shows.
 */

import { type ColumnValue, ColumnValues } from '@portal/contract/schema';
import { ratio } from '../../format/periods.ts';
import type { RowOf } from '../../live/query.ts';
import { isoOrNull, oneOf, toNumber } from '../../live/values.ts';
import type { StatusTone } from '../../ui/StatusChip.tsx';

export const CAMPAIGN_CHANNELS = ColumnValues.campaigns.channel;
export type CampaignChannel = ColumnValue<'campaigns', 'channel'>;
export const CAMPAIGN_STATUSES = ColumnValues.campaigns.status;
export type CampaignStatus = ColumnValue<'campaigns', 'status'>;

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
  /** Undefined before the campaign sends anything. */
  openRate: number | undefined;
  replyRate: number | undefined;
  conversionRate: number | undefined;
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

export const CAMPAIGN_COLUMNS = [
  'id',
  'name',
  'channel',
  'status',
  'audience_size',
  'sent_count',
  'opened_count',
  'replied_count',
  'converted_count',
  'budget_qar',
  'started_at',
] as const;
export type CampaignRow = RowOf<'campaigns', (typeof CAMPAIGN_COLUMNS)[number]>;

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
    startedAt: isoOrNull(row.started_at),
  };
}
