import { defineDashboard } from '@portal/dashboard-kit/define';
import { live } from './data.ts';
import { buildLabellingSample as sample } from './sample.ts';
import { LabellingView as View } from './View.tsx';

/** Gmail email labelling: loaded lazily by dashboards.ts, refreshed when its emails change. */
export default defineDashboard({ tables: ['emails'], live, sample, View });
