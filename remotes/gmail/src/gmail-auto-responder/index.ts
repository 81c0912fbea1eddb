import { defineDashboard } from '@portal/dashboard-kit/define';
import { live } from './data.ts';
import { buildAutoResponderSample as sample } from './sample.ts';
import { AutoResponderView as View } from './View.tsx';

/** Gmail auto-responder: loaded lazily by dashboards.ts, refreshed when its emails change. */
export default defineDashboard({ tables: ['emails'], live, sample, View });
