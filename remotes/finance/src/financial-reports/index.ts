import { defineDashboard } from '@portal/dashboard-kit/define';
import { live } from './data.ts';
import { buildFinancialReportsSample as sample } from './sample.ts';
import { FinancialReportsView as View } from './View.tsx';

/** Financial reports: loaded lazily by dashboards.ts, refreshed when a report is generated. */
export default defineDashboard({ tables: ['financial_reports'], live, sample, View });
