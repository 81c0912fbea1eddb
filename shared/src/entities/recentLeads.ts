/**
 * The leads a dashboard reads live: the signed-in client's recent leads (the columns dashboards show),
 * as `Lead`s. Lead generation, WhatsApp sales and the website chatbot all show them.
 */
import type { LiveContext } from '../contract/index.ts';
import { type RecentRowsOptions, recentRows } from '../live/query.ts';
import { LEAD_COLUMNS, type Lead, leadFromRow } from './leads.ts';

export async function loadRecentLeads(
  ctx: LiveContext,
  options: Pick<RecentRowsOptions<'leads'>, 'limit' | 'days' | 'asOf'>,
): Promise<Lead[]> {
  const rows = await recentRows(ctx, 'leads', LEAD_COLUMNS, options);
  return rows.map(leadFromRow);
}
