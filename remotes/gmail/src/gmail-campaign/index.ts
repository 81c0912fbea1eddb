import { defineDashboard, lazySample } from '@portal/dashboard-kit/define';
import { live } from './data.ts';
import { GmailCampaignView as View } from './View.tsx';

// The sample's code and content download only when a sample is loaded, never on a live dashboard.
const sample = lazySample(() => import('./sample.ts').then((m) => m.buildGmailCampaignSample));

/** Gmail campaign: loaded lazily by dashboards.ts, refreshed when its campaigns or emails change. */
export default defineDashboard({ tables: ['campaigns', 'emails'], live, sample, View });
