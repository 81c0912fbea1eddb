import { defineDashboard } from '@portal/shared/contract';
import { loadGmailCampaignLive as live } from './live.ts';
import { buildGmailCampaignSample as sample } from './sample.ts';
import { GmailCampaignView as View } from './View.tsx';

/** Gmail Campaigns: loaded lazily by dashboards.ts, refreshed by changes to its runs. */
export default defineDashboard({ tables: ['workflow_runs'], live, sample, View });
