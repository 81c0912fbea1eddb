import type { LiveContext } from '@portal/shared/contract';
import { recentRows, since } from '@portal/shared/live';
import { INVOICES, type InvoiceData } from './data.ts';

/** Bounds that keep a busy account's dashboard fast. */
export const MAX_INVOICES = 5000;
/** History for the reminder statistics and the weekly chart; outstanding invoices load whatever their age. */
export const HISTORY_DAYS = 180;

/** The signed-in client's invoices of the last HISTORY_DAYS, and every invoice still outstanding. */
export async function loadInvoicesLive(ctx: LiveContext): Promise<InvoiceData> {
  const asOf = new Date();
  const from = since(asOf, HISTORY_DAYS).slice(0, 10);
  const invoices = await recentRows(ctx, INVOICES.table, INVOICES.columns, {
    limit: MAX_INVOICES,
    dateColumn: 'issued_on',
    or: `issued_on.gte.${from},status.in.(sent,overdue)`,
  });
  return { invoices, asOf: asOf.toISOString() };
}
