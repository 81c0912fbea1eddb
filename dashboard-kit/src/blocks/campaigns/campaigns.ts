/**
 * Outreach campaigns (table `campaigns`): the sales dashboards and the Gmail campaign dashboard. Type,
 * allowed values (from the schema) and row mapping.
 */

import { type ColumnValue, campaignsValues } from '@portal/contract/schema';
import type { RowOf } from '../../live/query.ts';
import { isoOrNull, oneOf, toNumber } from '../../live/values.ts';

export const CAMPAIGN_CHANNELS = campaignsValues.channel;
export type CampaignChannel = ColumnValue<'campaigns', 'channel'>;
export const CAMPAIGN_STATUSES = campaignsValues.status;
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
