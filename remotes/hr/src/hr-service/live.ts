import type { LiveContext } from '@portal/shared/contract';
import { recentRows, since } from '@portal/shared/live';
import { type HrServiceData, PERIOD_DAYS, REQUEST_COLUMNS } from './data.ts';

/** Bounds that keep a busy account's dashboard fast. */
export const MAX_REQUESTS = 3000;

/**
 * The signed-in client's HR requests of this period and the one before (for the change), and the
 * requests still open whatever their age.
 */
export async function loadHrServiceLive(ctx: LiveContext): Promise<HrServiceData> {
  const asOf = new Date();
  const from = since(asOf, 2 * PERIOD_DAYS);
  const requests = await recentRows(ctx, 'hr_requests', REQUEST_COLUMNS, {
    limit: MAX_REQUESTS,
    or: `created_at.gte.${from},status.in.(open,in_progress)`,
  });
  return { requests, asOf: asOf.toISOString() };
}
