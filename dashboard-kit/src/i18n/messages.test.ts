import { describeNamespace } from '@portal/dashboard-kit-testing';
import { CAMPAIGN_CHANNELS, CAMPAIGN_STATUSES } from '../blocks/campaigns/campaigns.ts';
import { CHAT_CHANNELS, CHAT_ROLES, CHAT_STATUSES } from '../blocks/conversations/conversations.ts';
import { LEAD_SOURCES, LEAD_STATUSES } from '../blocks/leads/leads.ts';
import { RUN_STATUSES } from '../blocks/runs/runs.ts';
import { uiNamespace } from './ui.ts';

describeNamespace(uiNamespace, {
  enums: {
    'enums.leadStatus': LEAD_STATUSES,
    'enums.leadSource': LEAD_SOURCES,
    'enums.campaignChannel': CAMPAIGN_CHANNELS,
    'enums.campaignStatus': CAMPAIGN_STATUSES,
    'enums.runStatus': RUN_STATUSES,
    'enums.chatStatus': CHAT_STATUSES,
    'enums.chatChannel': CHAT_CHANNELS,
    'enums.chatRole': CHAT_ROLES,
    'enums.language': ['en', 'ar'],
  },
});
