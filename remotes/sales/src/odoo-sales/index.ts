import { defineDashboard } from '@portal/dashboard-kit/define';
import { live } from './data.ts';
import { sample } from './sample.ts';
import { OdooSalesView as View } from './View.tsx';

/** Deals synced from the client's Odoo CRM. */
export default defineDashboard({ tables: ['deals'], live, sample, View });
