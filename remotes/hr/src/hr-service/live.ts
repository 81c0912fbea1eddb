import type { LiveContext } from '@portal/shared/contract';
import { recentRows } from '@portal/shared/live';
import { HR_REQUESTS, type HrServiceData, PERIOD_DAYS } from './data.ts';

/** Bounds that keep a busy account's dashboard fast. */
export const MAX_REQUESTS = 3000;

/**
 * The signed-in client's HR requests of this period and the one before (for the change), and the
 * requests still open whatever their age.
 */
export async function loadHrServiceLive(ctx: LiveContext): Promise<HrServiceData> {
  const asOf = new Date();
  const still = 'status.in.(open,in_progress)';
  const options = { limit: MAX_REQUESTS, days: 2 * PERIOD_DAYS, asOf, orStill: still };
  return {
    requests: await recentRows(ctx, HR_REQUESTS.table, HR_REQUESTS.columns, options),
    asOf: asOf.toISOString(),
  };
}
