/**
 * The financial reports sample: a Doha restaurant group's monthly profit and loss and cash flow
 * statements for the last year; the latest month's statements are still being generated. A report's
 * stored title names its type as the dashboard does (the family's messages).
 */
import type { Locale } from '@portal/contract';
import { DAY_MS } from '@portal/dashboard-kit/format';
import { createRandom } from '@portal/dashboard-kit/sample';
import { pastMonths } from '../common/pastMonths.ts';
import { REPORT_TYPES } from '../i18n/reportTypes.ts';
import { type FinancialReportsData, parts, type ReportRow, read, STATEMENTS } from './data.ts';

/** Deterministic demonstration data as of `anchor`, in the visitor's language. */
export function buildFinancialReportsSample(locale: Locale, anchor: Date): FinancialReportsData {
  const random = createRandom('finance/financial-reports/v1');
  const reports = pastMonths(anchor, 12).flatMap(({ first, last, back }) => {
    // Busier in the cooler months; costs follow sales with rent and salaries fixed.
    const revenue = random.int(620, 910) * 1000;
    const expenses = Math.round(revenue * random.float(0.72, 0.9) + 40_000);
    // Generated at 07:00 two days after the month closes.
    const generated = new Date(Date.parse(last) + 2 * DAY_MS + 7 * 3_600_000);
    const ready = back > 1 || generated < anchor;
    return (['profit_and_loss', 'cash_flow'] as const).map((type): ReportRow => {
      const cashShare = type === 'cash_flow' ? random.float(0.9, 0.98) : 1;
      return {
        id: `financial-reports-${type}-${back}`,
        title: `${REPORT_TYPES[locale][type]} ${first.slice(0, 7)}`,
        report_type: type,
        period: 'monthly',
        period_start: first,
        period_end: last,
        revenue_qar: Math.round(revenue * cashShare),
        expenses_qar: Math.round(expenses * (type === 'cash_flow' ? random.float(0.95, 1.02) : 1)),
        status: ready ? 'ready' : 'generating',
        generated_at: ready ? generated.toISOString() : null,
      };
    });
  });
  return reportsDataOf(reports, anchor.toISOString());
}

/** The dashboard's data of reports held in the browser, as of `asOf`, in the order live mode reads them. */
export function reportsDataOf(reports: ReportRow[], asOf: string): FinancialReportsData {
  const latestFirst = [...reports].sort(
    (a, b) => b.period_start.localeCompare(a.period_start) || a.report_type.localeCompare(b.report_type),
  );
  const isStatement = (r: ReportRow) => read.period(r) === 'monthly' && read.status(r) === 'ready';
  return {
    ready: parts.ready.fromRows(reports, asOf),
    statements: latestFirst.filter(isStatement).slice(0, STATEMENTS),
    reports: latestFirst,
    asOf,
  };
}
