import { defineDashboard } from '@portal/shared/contract';
import { loadClientOnboardingLive as live } from './live.ts';
import { buildClientOnboardingSample as sample } from './sample.ts';
import { ClientOnboardingView as View } from './View.tsx';

/** Client Onboarding: loaded lazily by dashboards.ts, refreshed by changes to its runs. */
export default defineDashboard({ tables: ['workflow_runs'], live, sample, View });
