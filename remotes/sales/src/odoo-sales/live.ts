/**
 * Live data of Odoo sales: the signed-in client's deals of this workflow — every open deal, and the
 * closed ones of the months the charts show.
 */
import type { DashboardContext } from '@portal/shared/contract';
import { liveSession, oneOf, rowsOf, since, toNumber } from '../common/live.ts';
import { DEAL_STAGES, type Deal, type OdooSalesData, REVENUE_MONTHS } from './data.ts';

export const MAX_DEALS = 2000;

export const DEAL_COLUMNS =
  'id, external_ref, title, customer_name, value_qar, stage, probability, expected_close_on, closed_at, created_at';

export interface DealRow {
  id: string;
  external_ref: string | null;
  title: string;
  customer_name: string;
  value_qar: number | string;
  stage: string;
  probability: number;
  expected_close_on: string | null;
  closed_at: string | null;
  created_at: string;
}

export function dealFromRow(row: DealRow): Deal {
  return {
    id: row.id,
    ref: row.external_ref,
    title: row.title,
    customer: row.customer_name,
    value: toNumber(row.value_qar) ?? 0,
    stage: oneOf(row.stage, DEAL_STAGES, 'prospect'),
    probability: toNumber(row.probability) ?? 0,
    expectedClose: row.expected_close_on,
    closedAt: row.closed_at ? new Date(row.closed_at).toISOString() : null,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export async function loadOdooSalesLive(ctx: DashboardContext): Promise<OdooSalesData> {
  const { supabase, userId } = liveSession(ctx);
  const asOf = new Date();
  // Open deals whatever their age, closed deals of the charted months (31 days a month is enough).
  const closedSince = since(asOf, REVENUE_MONTHS * 31);
  const deals = await supabase
    .from('deals')
    .select(DEAL_COLUMNS)
    .eq('user_id', userId)
    .eq('workflow_slug', ctx.slug)
    .or(`closed_at.is.null,closed_at.gte."${closedSince}"`)
    .order('created_at', { ascending: false })
    .limit(MAX_DEALS)
    .abortSignal(ctx.signal);
  return { deals: rowsOf<DealRow>('deals', deals).map(dealFromRow), asOf: asOf.toISOString() };
}
