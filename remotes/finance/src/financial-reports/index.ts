import { defineDashboard } from '@portal/shared/contract';
import { loadSelection } from '@portal/shared/live';
import { FINANCIAL_REPORTS } from './data.ts';
import { buildFinancialReportsSample as sample } from './sample.ts';
import { FinancialReportsView as View } from './View.tsx';

/**
 * Live: the client's reports, the latest period first; at most 500, a year of statements and more
 * (the trends need six months, the list shows what there is).
 */
export const live = loadSelection('reports', FINANCIAL_REPORTS, { limit: 500, dateColumn: 'period_end' });

/** Financial reports: loaded lazily by dashboards.ts, refreshed when a report is generated. */
export default defineDashboard({ tables: ['financial_reports'], live, sample, View });
