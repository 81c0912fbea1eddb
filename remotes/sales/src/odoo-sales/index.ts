import { defineDashboard, lazySample } from '@portal/dashboard-kit/define';
import { live } from './data.ts';
import { OdooSalesView as View } from './View.tsx';

// The sample's code and content download only when a sample is loaded, never on a live dashboard.
const sample = lazySample(() => import('./sample.ts').then((m) => m.sample));

/** Deals synced from the client's Odoo CRM. */
export default defineDashboard({ tables: ['deals'], live, sample, View });
