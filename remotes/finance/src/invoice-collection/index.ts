import { defineDashboard } from '@portal/dashboard-kit/define';
import { live } from './data.ts';
import { sample } from './sample.ts';
import { InvoiceCollectionView as View } from './View.tsx';

/** Invoice collection: loaded lazily by dashboards.ts, refreshed when an invoice changes. */
export default defineDashboard({ tables: ['invoices'], live, sample, View });
