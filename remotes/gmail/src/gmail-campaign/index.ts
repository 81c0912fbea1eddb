import { defineDashboard } from '@portal/dashboard-kit/define';
import { liveDashboard } from '@portal/dashboard-kit/live';
import { campaignFunnelList } from '../common/campaignFunnel.ts';
import { workflowEmails } from '../common/live.ts';
import { buildGmailCampaignSample as sample } from './sample.ts';
import { GmailCampaignView as View } from './View.tsx';

/** Campaigns are few: the latest ones, scheduled and drafts included, whatever their age. */
export const MAX_CAMPAIGNS = 200;

/** The client's campaigns of this workflow, and its sends and replies over two periods. */
const live = liveDashboard({
  campaigns: campaignFunnelList({ limit: MAX_CAMPAIGNS }),
  emails: { read: workflowEmails },
});

/** Gmail campaign: loaded lazily by dashboards.ts, refreshed when its campaigns or emails change. */
export default defineDashboard({ tables: ['campaigns', 'emails'], live, sample, View });
