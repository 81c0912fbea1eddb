import type { LiveContext } from '@portal/shared/contract';
import { RUN_COLUMNS, runFromRow } from '@portal/shared/entities';
import { recentRows } from '@portal/shared/live';
import { type GmailAutoResponderData, PERIOD_DAYS } from './data.ts';

/** Bounds that keep a busy account's dashboard fast. */
export const MAX_RUNS = 500;

/** The signed-in client's runs of this workflow over the period. */
export async function loadGmailAutoResponderLive(ctx: LiveContext): Promise<GmailAutoResponderData> {
  const asOf = new Date();
  const runs = await recentRows(ctx, 'workflow_runs', RUN_COLUMNS, {
    limit: MAX_RUNS,
    days: PERIOD_DAYS,
    asOf,
  });
  return { runs: runs.map(runFromRow), asOf: asOf.toISOString() };
}
