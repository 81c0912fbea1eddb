import { useMemo } from 'react';
import type { CampaignChannel, CampaignStatus } from '../blocks/campaigns/campaigns.ts';
import type { ChatChannel, ChatRole, ChatStatus } from '../blocks/conversations/conversations.ts';
import type { LeadSource, LeadStatus } from '../blocks/leads/leads.ts';
import type { RunStatus } from '../blocks/runs/runs.ts';
import { useUiTranslation } from '../i18n/index.ts';

/** Labels of the shared entities' enumerated values in the active language (the `ui` namespace). */
export function useEnumLabels() {
  const { t } = useUiTranslation();
  return useMemo(
    () => ({
      runStatus: (value: RunStatus) => t(`enums.runStatus.${value}`),
      leadStatus: (value: LeadStatus) => t(`enums.leadStatus.${value}`),
      leadSource: (value: LeadSource) => t(`enums.leadSource.${value}`),
      campaignStatus: (value: CampaignStatus) => t(`enums.campaignStatus.${value}`),
      campaignChannel: (value: CampaignChannel) => t(`enums.campaignChannel.${value}`),
      chatStatus: (value: ChatStatus) => t(`enums.chatStatus.${value}`),
      chatChannel: (value: ChatChannel) => t(`enums.chatChannel.${value}`),
      chatRole: (value: ChatRole) => t(`enums.chatRole.${value}`),
      language: (value: 'en' | 'ar') => t(`enums.language.${value}`),
    }),
    [t],
  );
}
