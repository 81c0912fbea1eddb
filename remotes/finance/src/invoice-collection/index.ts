import { defineDashboard } from '@portal/shared/contract';
import { loadSelection, since } from '@portal/shared/live';
import { INVOICES } from './data.ts';
import { sample } from './sample.ts';
import { InvoiceCollectionView as View } from './View.tsx';

/** History for the reminder statistics and the weekly chart; outstanding invoices load whatever their age. */
export const HISTORY_DAYS = 180;

/** Live: the client's invoices of the last HISTORY_DAYS and every one still outstanding; at most 5000. */
export const live = loadSelection('invoices', INVOICES, (asOf) => ({
  limit: 5000,
  dateColumn: 'issued_on',
  or: `issued_on.gte.${since(asOf, HISTORY_DAYS).slice(0, 10)},status.in.(sent,overdue)`,
}));

/** Invoice collection: loaded lazily by dashboards.ts, refreshed when an invoice changes. */
export default defineDashboard({ tables: ['invoices'], live, sample, View });
