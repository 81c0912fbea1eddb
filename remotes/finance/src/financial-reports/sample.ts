/**
 * The financial reports sample: a Doha restaurant group's monthly profit and loss and cash flow
 * statements for the last year; the latest month's statements are still being generated. A report's
 * stored title names its type as the dashboard does (the family's messages).
 */
import type { Locale } from '@portal/shared/contract';
import { dohaDayKey } from '@portal/shared/format';
import { createRandom } from '@portal/shared/sample';
import { ar } from '../i18n/ar.ts';
import { en } from '../i18n/en.ts';
import type { FinancialReportsData, ReportRow } from './data.ts';

const MONTHS = 12;

/** The first day of the month `back` months before the anchor's month, as YYYY-MM-DD (Doha). */
function monthStart(anchor: Date, back: number): Date {
  const [year, month] = dohaDayKey(anchor).split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month - 1 - back, 1));
}

/** Deterministic demonstration data as of `anchor`, in the visitor's language. */
export function buildFinancialReportsSample(locale: Locale, anchor: Date): FinancialReportsData {
  const random = createRandom('finance/financial-reports/v1');
  const reports: ReportRow[] = [];
  for (let back = MONTHS; back >= 1; back--) {
    const start = monthStart(anchor, back);
    const end = new Date(monthStart(anchor, back - 1).getTime() - 86_400_000);
    // Busier in the cooler months; costs follow sales with rent and salaries fixed.
    const revenue = random.int(620, 910) * 1000;
    const expenses = Math.round(revenue * random.float(0.72, 0.9) + 40_000);
    const latest = back === 1;
    const generated = new Date(end.getTime() + 2 * 86_400_000 + 7 * 3_600_000);
    for (const type of ['profit_and_loss', 'cash_flow'] as const) {
      const cashShare = type === 'cash_flow' ? random.float(0.9, 0.98) : 1;
      const ready = !latest || generated < anchor;
      reports.push({
        id: `financial-reports-${type}-${back}`,
        title: `${{ en, ar }[locale].values.reportType[type]} ${dohaDayKey(start).slice(0, 7)}`,
        report_type: type,
        period: 'monthly',
        period_start: dohaDayKey(start),
        period_end: dohaDayKey(end),
        revenue_qar: Math.round(revenue * cashShare),
        expenses_qar: Math.round(expenses * (type === 'cash_flow' ? random.float(0.95, 1.02) : 1)),
        status: ready ? 'ready' : 'generating',
        generated_at: ready ? generated.toISOString() : null,
      });
    }
  }
  return { reports, asOf: anchor.toISOString() };
}
