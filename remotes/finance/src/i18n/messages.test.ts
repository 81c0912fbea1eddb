import { describeNamespace } from '@portal/shared/testing';
import { REPORT_STATUSES, REPORT_TYPES } from '../financial-reports/data.ts';
import { AGEING_BUCKETS, INVOICE_STATUSES } from '../invoice-collection/data.ts';
import { financeNamespace } from './index.ts';

describeNamespace(financeNamespace, {
  enums: {
    'values.invoiceStatus': INVOICE_STATUSES,
    'values.ageing': AGEING_BUCKETS.map((b) => b.id),
    'values.reportType': REPORT_TYPES,
    'values.reportStatus': REPORT_STATUSES,
  },
});
