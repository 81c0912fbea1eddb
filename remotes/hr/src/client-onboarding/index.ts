import { defineDashboard } from '@portal/shared/contract';
import { REPORTING_HISTORY_DAYS } from '@portal/shared/format';
import { loadSelection, since } from '@portal/shared/live';
import { ONBOARDINGS } from './data.ts';
import { sample } from './sample.ts';
import { OnboardingView as View } from './View.tsx';

/**
 * Live: the client's journeys in progress, whenever they started, and those completed in this period
 * or the one before (for the change); at most 2000.
 */
export const live = loadSelection('onboardings', ONBOARDINGS, (asOf) => ({
  limit: 2000,
  dateColumn: 'started_at',
  or: `completed_at.is.null,completed_at.gte.${since(asOf, REPORTING_HISTORY_DAYS)}`,
}));

/** Client onboarding: loaded lazily by dashboards.ts, refreshed when a journey moves. */
export default defineDashboard({ tables: ['onboardings'], live, sample, View });
