import { defineDashboard } from '@portal/shared/contract';
import { loadGmailEmailLabellingLive as live } from './live.ts';
import { buildGmailEmailLabellingSample as sample } from './sample.ts';
import { GmailEmailLabellingView as View } from './View.tsx';

/** Gmail Email Labelling: loaded lazily by dashboards.ts, refreshed by changes to its runs. */
export default defineDashboard({ tables: ['workflow_runs'], live, sample, View });
