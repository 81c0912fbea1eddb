import type { LiveContext } from '@portal/shared/contract';
import { recentRows } from '@portal/shared/live';
import { ACTIVE_STAGES, JOB_APPLICATIONS, type JobApplicationData, PERIOD_DAYS } from './data.ts';

/** Bounds that keep a busy account's dashboard fast. */
export const MAX_APPLICATIONS = 3000;

/**
 * The signed-in client's applications of this period and the one before (for the change), and the
 * candidates still in the pipeline whenever they applied (the open positions).
 */
export async function loadJobApplicationLive(ctx: LiveContext): Promise<JobApplicationData> {
  const asOf = new Date();
  const applications = await recentRows(ctx, JOB_APPLICATIONS.table, JOB_APPLICATIONS.columns, {
    limit: MAX_APPLICATIONS,
    dateColumn: 'applied_at',
    days: 2 * PERIOD_DAYS,
    asOf,
    orStill: `stage.in.(${ACTIVE_STAGES.join(',')})`,
  });
  return { applications, asOf: asOf.toISOString() };
}
