import type { CampaignFunnel } from '@portal/shared/entities';
import { type DataColumn, useEnumLabels, useTableColumns } from '@portal/shared/ui';
import { useEmailColumns } from '../common/emailColumns.tsx';
import { useGmailTranslation } from '../i18n/index.ts';
import type { Reply } from './data.ts';

type Count = 'sent' | 'delivered' | 'opened' | 'clicked' | 'replied' | 'bounced';
const replyEmail = (reply: Reply) => reply.email;

/** The columns of the campaign tabs: every campaign's funnel, the schedule of sends, the replies. */
export function useCampaignColumns() {
  const labels = useEnumLabels();
  const email = useEmailColumns(replyEmail);
  const funnel = useTableColumns(
    useGmailTranslation,
    ({ t, ui, col }): DataColumn<CampaignFunnel>[] => {
      const count = (id: Count) =>
        col.number<CampaignFunnel>(id, id === 'sent' ? ui('columns.sent') : t(`columns.${id}`), (c) => c[id]);
      return [
        col.text<CampaignFunnel>('name', ui('columns.campaign'), (c) => c.name),
        col.label<CampaignFunnel, CampaignFunnel['status']>(
          'status',
          ui('columns.status'),
          (c) => c.status,
          labels.campaignStatus,
        ),
        ...(['sent', 'delivered', 'opened', 'clicked', 'replied', 'bounced'] as const).map(count),
        col.percent<CampaignFunnel>('openRate', ui('columns.openRate'), (c) => c.openRate),
        col.percent<CampaignFunnel>('clickRate', t('columns.clickRate'), (c) => c.clickRate),
        col.percent<CampaignFunnel>('replyRate', ui('columns.replyRate'), (c) => c.replyRate),
        col.date<CampaignFunnel>('started', ui('columns.started'), (c) => c.startedAt),
      ];
    },
    [labels],
  );
  const schedule = useTableColumns(useGmailTranslation, ({ t, ui, col }): DataColumn<CampaignFunnel>[] => [
    col.text<CampaignFunnel>('name', ui('columns.campaign'), (c) => c.name),
    col.date<CampaignFunnel>('scheduled', t('columns.scheduledFor'), (c) => c.scheduledAt),
    col.number<CampaignFunnel>('audience', t('columns.audience'), (c) => c.audience),
  ]);
  const replies = useTableColumns(
    useGmailTranslation,
    ({ ui, col }): DataColumn<Reply>[] => [
      email.from,
      col.text<Reply>('campaign', ui('columns.campaign'), (r) => r.campaign),
      email.snippet,
      email.sentiment,
      email.status,
      email.received,
    ],
    [email],
  );
  return { funnel, schedule, replies };
}
