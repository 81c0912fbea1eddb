import { defineDashboard } from '@portal/dashboard-kit/define';
import { live } from './data.ts';
import { sample } from './sample.ts';
import { OnboardingView as View } from './View.tsx';

/** Client onboarding: loaded lazily by dashboards.ts, refreshed when a journey moves. */
export default defineDashboard({ tables: ['onboardings'], live, sample, View });
