import { describeNamespace } from '@portal/dashboard-kit-testing';
import { values as reports } from '../financial-reports/data.ts';
import { AGEING_BUCKETS, values as invoices } from '../invoice-collection/data.ts';
import { financeNamespace } from './index.ts';

describeNamespace(financeNamespace, {
  enums: {
    'values.invoiceStatus': invoices.status,
    'values.ageing': AGEING_BUCKETS.map((b) => b.id),
    'values.reportType': reports.report_type,
    'values.reportStatus': reports.status,
  },
});
