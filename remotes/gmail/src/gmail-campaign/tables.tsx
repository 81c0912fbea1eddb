import type { CampaignFunnel } from '@portal/shared/entities';
import { useUiTranslation } from '@portal/shared/i18n';
import { useColumns, useEnumLabels } from '@portal/shared/ui';
import { useEmailColumns } from '../common/emailColumns.tsx';
import { GmailTable } from '../common/GmailTable.tsx';
import { useGmailTranslation } from '../i18n/index.ts';
import { campaignFunnels, type GmailCampaignData, type Reply, recentReplies, upcomingSends } from './data.ts';

const replyEmail = (reply: Reply) => reply.email;

/** Every campaign that has sent, with its funnel from sent to replied. */
export function CampaignFunnelTable({ data }: { data: GmailCampaignData }) {
  const { t } = useGmailTranslation();
  const { t: ui } = useUiTranslation();
  const col = useColumns();
  const labels = useEnumLabels();
  const count = (id: 'sent' | 'delivered' | 'opened' | 'clicked' | 'replied' | 'bounced') =>
    col.number<CampaignFunnel>(id, id === 'sent' ? ui('columns.sent') : t(`columns.${id}`), (c) => c[id]);
  return (
    <GmailTable
      name="campaigns"
      rows={campaignFunnels(data)}
      columns={[
        col.text<CampaignFunnel>('name', ui('columns.campaign'), (c) => c.name),
        col.label<CampaignFunnel, CampaignFunnel['status']>(
          'status',
          ui('columns.status'),
          (c) => c.status,
          labels.campaignStatus,
        ),
        count('sent'),
        count('delivered'),
        count('opened'),
        count('clicked'),
        count('replied'),
        count('bounced'),
        col.percent<CampaignFunnel>('openRate', ui('columns.openRate'), (c) => c.openRate),
        col.percent<CampaignFunnel>('clickRate', t('columns.clickRate'), (c) => c.clickRate),
        col.percent<CampaignFunnel>('replyRate', ui('columns.replyRate'), (c) => c.replyRate),
        col.date<CampaignFunnel>('started', ui('columns.started'), (c) => c.startedAt),
      ]}
      initialSort="sent"
    />
  );
}

/** Campaigns scheduled to send, the soonest first. */
export function ScheduleTable({ data }: { data: GmailCampaignData }) {
  const { t } = useGmailTranslation();
  const { t: ui } = useUiTranslation();
  const col = useColumns();
  return (
    <GmailTable
      name="schedule"
      rows={upcomingSends(data)}
      columns={[
        col.text<CampaignFunnel>('name', ui('columns.campaign'), (c) => c.name),
        col.date<CampaignFunnel>('scheduled', t('columns.scheduledFor'), (c) => c.scheduledAt),
        col.number<CampaignFunnel>('audience', t('columns.audience'), (c) => c.audience),
      ]}
      initialSort={{ columnId: 'scheduled', direction: 'asc' }}
    />
  );
}

/** The replies to the campaigns, the latest first. */
export function RepliesTable({ data }: { data: GmailCampaignData }) {
  const { t: ui } = useUiTranslation();
  const col = useColumns();
  const email = useEmailColumns(replyEmail);
  return (
    <GmailTable
      name="replies"
      rows={recentReplies(data)}
      columns={[
        email.from,
        col.text<Reply>('campaign', ui('columns.campaign'), (r) => r.campaign),
        email.snippet,
        email.sentiment,
        email.status,
        email.received,
      ]}
      getRowId={(r) => r.email.id}
      initialSort="received"
    />
  );
}
