import { describeNamespace } from '@portal/dashboard-kit-testing';
import { FUNNEL_STAGES } from '../common/campaignFunnel.ts';
import { EMAIL_PRIORITIES, EMAIL_SENTIMENTS, EMAIL_STATUSES } from '../common/rows.ts';
import { gmailNamespace } from './index.ts';

describeNamespace(gmailNamespace, {
  enums: {
    'values.emailStatus': EMAIL_STATUSES,
    'values.sentiment': EMAIL_SENTIMENTS,
    'values.priority': EMAIL_PRIORITIES,
    'values.funnelStage': FUNNEL_STAGES,
  },
});
