/**
 * The names of the report types, in both languages: the namespace's `values.reportType` (en.ts, ar.ts)
 * and the sample's stored titles (financial-reports/sample.ts), which name the type as the dashboard
 * does. A module of their own so that the sample does not bundle the family's texts in both languages
 * (they load one language at a time: index.ts).
 */
export const REPORT_TYPES = {
  en: { profit_and_loss: 'Profit and loss', cash_flow: 'Cash flow' },
  ar: { profit_and_loss: 'الأرباح والخسائر', cash_flow: 'التدفقات النقدية' },
};
