import { describeNamespace } from '@portal/dashboard-kit-testing';
import { ORDER_STATUSES, REPLY_TRIGGERS } from '../common/rows.ts';
import { whatsappNamespace } from './index.ts';

describeNamespace(whatsappNamespace, {
  enums: { 'values.orderStatus': ORDER_STATUSES, 'values.trigger': REPLY_TRIGGERS },
});
