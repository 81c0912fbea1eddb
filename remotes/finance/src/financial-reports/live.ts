import type { LiveContext } from '@portal/shared/contract';
import { recentRows } from '@portal/shared/live';
import { FINANCIAL_REPORTS, type FinancialReportsData } from './data.ts';

/** A year of statements and more: the trends need six months, the list shows what there is. */
export const MAX_REPORTS = 500;

/** The signed-in client's reports, the latest period first. */
export async function loadFinancialReportsLive(ctx: LiveContext): Promise<FinancialReportsData> {
  const asOf = new Date();
  const options = { limit: MAX_REPORTS, dateColumn: 'period_end' } as const;
  const reports = await recentRows(ctx, FINANCIAL_REPORTS.table, FINANCIAL_REPORTS.columns, options);
  return { reports, asOf: asOf.toISOString() };
}
