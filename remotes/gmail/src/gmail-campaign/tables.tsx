import type { CampaignFunnel } from '@portal/shared/entities';
import { type DataColumn, useEnumLabels, useTableColumns } from '@portal/shared/ui';
import { itself, useEmailColumns } from '../common/emailColumns.tsx';
import { useGmailTranslation } from '../i18n/index.ts';
import type { recentReplies } from './data.ts';

type Reply = ReturnType<typeof recentReplies>[number];
/** The funnel's counts as columns; `sent` is a toolkit column, the others the family's. */
const COUNTS = ['sent', 'delivered', 'opened', 'clicked', 'replied', 'bounced'] as const;

/** The columns of the campaign tabs: every campaign's funnel, the schedule of sends, the replies. */
export function useCampaignColumns() {
  const labels = useEnumLabels();
  const email = useEmailColumns<Reply>(itself);
  const funnel = useTableColumns(
    useGmailTranslation,
    ({ t, ui, col }): DataColumn<CampaignFunnel>[] => [
      col.text('name', ui('columns.campaign'), (c) => c.name),
      col.label('status', ui('columns.status'), (c) => c.status, labels.campaignStatus),
      ...COUNTS.map((id) =>
        col.number<CampaignFunnel>(id, id === 'sent' ? ui('columns.sent') : t(`columns.${id}`), (c) => c[id]),
      ),
      col.percent('openRate', ui('columns.openRate'), (c) => c.openRate),
      col.percent('clickRate', t('columns.clickRate'), (c) => c.clickRate),
      col.percent('replyRate', ui('columns.replyRate'), (c) => c.replyRate),
      col.date('started', ui('columns.started'), (c) => c.startedAt),
    ],
    [labels],
  );
  const schedule = useTableColumns(useGmailTranslation, ({ t, ui, col }): DataColumn<CampaignFunnel>[] => [
    col.text('name', ui('columns.campaign'), (c) => c.name),
    col.date('scheduled', t('columns.scheduledFor'), (c) => c.scheduledAt),
    col.number('audience', t('columns.audience'), (c) => c.audience),
  ]);
  const replies = useTableColumns(
    useGmailTranslation,
    ({ ui, col }): DataColumn<Reply>[] => [
      email.from,
      col.text('campaign', ui('columns.campaign'), (r) => r.campaign),
      email.snippet,
      email.sentiment,
      email.status,
      email.received,
    ],
    [email],
  );
  return { funnel, schedule, replies };
}
