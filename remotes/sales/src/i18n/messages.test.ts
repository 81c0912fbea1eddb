import { describeNamespace } from '@portal/dashboard-kit-testing';
import { DEALS } from '../odoo-sales/data.ts';
import { values as posts } from '../social-media-content/data.ts';
import { salesNamespace } from './index.ts';

describeNamespace(salesNamespace, {
  enums: {
    'enums.dealStage': DEALS.values.stage,
    'enums.platform': posts.platform,
    'enums.postStatus': posts.status,
  },
});
