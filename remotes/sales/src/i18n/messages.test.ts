import { describeNamespace } from '@portal/dashboard-kit-testing';
import { values as deals } from '../odoo-sales/data.ts';
import { values as posts } from '../social-media-content/data.ts';
import { salesNamespace } from './index.ts';

describeNamespace(salesNamespace, {
  enums: {
    'enums.dealStage': deals.stage,
    'enums.platform': posts.platform,
    'enums.postStatus': posts.status,
  },
});
