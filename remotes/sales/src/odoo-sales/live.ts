/**
 * Live data of Odoo sales: the signed-in client's deals of this workflow — every open deal, and the
 * closed ones of the months the charts show.
 */
import type { LiveContext } from '@portal/shared/contract';
import {
  isoOrNull,
  oneOf,
  recentRows,
  type SelectedRow,
  selection,
  since,
  toNumber,
} from '@portal/shared/live';
import { DEAL_STAGES, type Deal, type OdooSalesData, REVENUE_MONTHS } from './data.ts';

export const MAX_DEALS = 2000;

export const DEALS = selection({
  deals:
    'id external_ref title customer_name value_qar stage probability expected_close_on closed_at created_at',
});
export type DealRow = SelectedRow<typeof DEALS>;

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
    closedAt: isoOrNull(row.closed_at),
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export async function loadOdooSalesLive(ctx: LiveContext): Promise<OdooSalesData> {
  const asOf = new Date();
  // Open deals whatever their age, closed deals of the charted months (31 days a month is enough).
  const closedSince = since(asOf, REVENUE_MONTHS * 31);
  const deals = await recentRows(ctx, DEALS.table, DEALS.columns, {
    limit: MAX_DEALS,
    or: `closed_at.is.null,closed_at.gte."${closedSince}"`,
  });
  return { deals: deals.map(dealFromRow), asOf: asOf.toISOString() };
}
