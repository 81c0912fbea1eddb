import { defineDashboard } from '@portal/dashboard-kit/define';
import { live } from './data.ts';
import { buildGmailCampaignSample as sample } from './sample.ts';
import { GmailCampaignView as View } from './View.tsx';

/** Gmail campaign: loaded lazily by dashboards.ts, refreshed when its campaigns or emails change. */
export default defineDashboard({ tables: ['campaigns', 'emails'], live, sample, View });
