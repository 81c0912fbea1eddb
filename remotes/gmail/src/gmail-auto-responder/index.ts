import { defineDashboard, lazySample } from '@portal/dashboard-kit/define';
import { live } from './data.ts';
import { AutoResponderView as View } from './View.tsx';

// The sample's code and content download only when a sample is loaded, never on a live dashboard.
const sample = lazySample(() => import('./sample.ts').then((m) => m.buildAutoResponderSample));

/** Gmail auto-responder: loaded lazily by dashboards.ts, refreshed when its emails change. */
export default defineDashboard({ tables: ['emails'], live, sample, View });
