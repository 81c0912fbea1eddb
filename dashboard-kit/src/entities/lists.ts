/**
 * The shared entities as lists of a live loader (see `loadLists`): each reads its table's columns and
 * maps every row, with the bounds and history the dashboard asks for:
 * `loadLists({ leads: leadList({ limit: 2000, days: 60 }), campaigns: campaignList({ limit: 200 }) })`.
 */

import { CAMPAIGN_COLUMNS, campaignFromRow } from '../blocks/campaigns/campaigns.ts';
import { LEAD_COLUMNS, leadFromRow } from '../blocks/leads/leads.ts';
import { listOf } from '../live/loadLists.ts';
import type { LoadOptions } from '../live/loadSelection.ts';

export const leadList = (options: LoadOptions<'leads'>) =>
  listOf('leads', LEAD_COLUMNS, leadFromRow, options);

export const campaignList = (options: LoadOptions<'campaigns'>) =>
  listOf('campaigns', CAMPAIGN_COLUMNS, campaignFromRow, options);
