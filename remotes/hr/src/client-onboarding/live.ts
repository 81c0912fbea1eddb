import type { LiveContext } from '@portal/shared/contract';
import { recentRows, since } from '@portal/shared/live';
import { ONBOARDINGS, type OnboardingData, PERIOD_DAYS } from './data.ts';

/** Bounds that keep a busy account's dashboard fast. */
export const MAX_ONBOARDINGS = 2000;

/**
 * The signed-in client's journeys in progress, whenever they started, and those completed in this
 * period or the one before (for the change).
 */
export async function loadOnboardingLive(ctx: LiveContext): Promise<OnboardingData> {
  const asOf = new Date();
  const from = since(asOf, 2 * PERIOD_DAYS);
  const onboardings = await recentRows(ctx, ONBOARDINGS.table, ONBOARDINGS.columns, {
    limit: MAX_ONBOARDINGS,
    dateColumn: 'started_at',
    or: `completed_at.is.null,completed_at.gte.${from}`,
  });
  return { onboardings, asOf: asOf.toISOString() };
}
