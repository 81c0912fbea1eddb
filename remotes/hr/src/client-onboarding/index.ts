import { defineDashboard, lazySample } from '@portal/dashboard-kit/define';
import { live } from './data.ts';
import { OnboardingView as View } from './View.tsx';

// The sample's code and content download only when a sample is loaded, never on a live dashboard.
const sample = lazySample(() => import('./sample.ts').then((m) => m.sample));

/** Client onboarding: loaded lazily by dashboards.ts, refreshed when a journey moves. */
export default defineDashboard({ tables: ['onboardings'], live, sample, View });
