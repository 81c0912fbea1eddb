import Campaign from '@mui/icons-material/Campaign';
import Drafts from '@mui/icons-material/Drafts';
import Reply from '@mui/icons-material/Reply';
import Send from '@mui/icons-material/Send';
import TouchApp from '@mui/icons-material/TouchApp';
import Unsubscribe from '@mui/icons-material/Unsubscribe';
import type { DashboardViewProps } from '@portal/shared/contract';
import { type CampaignFunnel, type FunnelStage, totalFunnel } from '@portal/shared/entities';
import { dayKeyToDate } from '@portal/shared/format';
import { bars, DashboardPages, kpi, lines, series, useViewKit } from '@portal/shared/ui';
import { itself, useEmailColumns } from '../common/emailColumns.tsx';
import { emailTab, useGmailColumns } from '../common/GmailTable.tsx';
import { useGmailTranslation } from '../i18n/index.ts';
import * as figures from './data.ts';

/** The stages a campaign's send goes through once sent, as the per-campaign chart shows them. */
const AFTER_SENDING = ['delivered', 'opened', 'clicked', 'replied'] as const;
const MOST_SENT_FIRST = { initialSort: 'sent' };
/** The funnel's counts as columns; `sent` is a toolkit column, the others the family's. */
const COUNTS = ['sent', 'delivered', 'opened', 'clicked', 'replied', 'bounced'] as const;
type CampaignReply = ReturnType<typeof figures.recentReplies>[number];

/** Email campaigns: their funnels, rates over time, the schedule of sends and the replies. */
export function GmailCampaignView({ data }: DashboardViewProps<figures.GmailCampaignData>) {
  const { t, ui, f, labels, period } = useViewKit(useGmailTranslation);
  const k = figures.campaignKpis(data);
  const campaigns = figures.campaignFunnels(data);
  const rates = figures.ratesPerDay(data);
  const email = useEmailColumns<CampaignReply>(itself);
  const funnelColumns = useGmailColumns<CampaignFunnel>(
    ({ t, ui, col }) => [
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
  const scheduleColumns = useGmailColumns<CampaignFunnel>(({ t, ui, col }) => [
    col.text('name', ui('columns.campaign'), (c) => c.name),
    col.date('scheduled', t('columns.scheduledFor'), (c) => c.scheduledAt),
    col.number('audience', t('columns.audience'), (c) => c.audience),
  ]);
  const replyColumns = useGmailColumns<CampaignReply>(
    ({ ui, col }) => [
      email.from,
      col.text('campaign', ui('columns.campaign'), (r) => r.campaign),
      email.snippet,
      email.sentiment,
      email.status,
      email.received,
    ],
    [email],
  );
  const emails = t('axes.emails');
  const byDay = { subtitle: period, category: (day: string) => f.dayMonth(dayKeyToDate(day)) };
  const rate = (value: number) => ({ rate: f.percent(value) });
  const stage = (id: FunnelStage) => t(`values.stage.${id}`);
  const countsOf = (id: FunnelStage) => campaigns.map((c) => c[id]);
  const replyRateCaption = t('kpi.repliesCaption', { count: k.replied });
  const bouncedCaption = t('kpi.bounceCaption', rate(k.bounceRate));
  const activeCampaignsCaption = t('kpi.upcomingCaption', { count: k.upcoming });
  const overview = {
    kpis: [
      kpi(t('kpi.sent'), f.number(k.sent), <Send />, t('kpi.deliveryCaption', rate(k.deliveryRate))),
      kpi(t('kpi.openRate'), f.percent(k.openRate), <Drafts />, { id: 'open' }),
      kpi(t('kpi.clickRate'), f.percent(k.clickRate), <TouchApp />, { id: 'click' }),
      kpi(t('kpi.replyRate'), f.percent(k.replyRate), <Reply />, replyRateCaption),
      kpi(t('kpi.bounced'), f.number(k.bounced), <Unsubscribe />, bouncedCaption),
      kpi(t('kpi.activeCampaigns'), f.number(k.active), <Campaign />, activeCampaignsCaption),
    ],
    charts: bars(t('charts.funnel'), totalFunnel(campaigns), {
      category: (s) => stage(s.stage),
      axes: [t('axes.stage'), emails],
      series: { emails: [emails, (s) => s.count] },
      layout: 'horizontal',
    }),
  };
  const upcoming = figures.upcomingSends(data);
  const soonestFirst = { initialSort: { columnId: 'scheduled', direction: 'asc' } } as const;
  const tabs = [
    emailTab('campaigns', ui('tabs.campaigns'), 'campaigns', campaigns, funnelColumns, MOST_SENT_FIRST),
    emailTab('schedule', t('tabs.schedule'), 'schedule', upcoming, scheduleColumns, soonestFirst),
    emailTab('replies', t('tabs.replies'), 'replies', figures.recentReplies(data), replyColumns),
  ];
  const analytics = {
    charts: [
      lines(t('charts.ratesOverTime'), rates.days, {
        ...byDay,
        axes: [t('axes.day'), t('axes.rate')],
        valueFormat: (v) => f.percent(v),
        series: [
          series('open', t('kpi.openRate'), rates.openRate),
          series('reply', t('kpi.replyRate'), rates.replyRate),
          series('bounce', t('columns.bounced'), rates.bounceRate),
        ],
      }),
      bars(t('charts.sendsPerDay'), rates.days, {
        ...byDay,
        axes: [t('axes.day'), emails],
        series: [series('sent', t('kpi.sent'), rates.sent)],
      }),
      bars(t('charts.funnelByCampaign'), campaigns, {
        category: (c) => c.name,
        axes: [t('axes.campaign'), emails],
        series: AFTER_SENDING.map((id) => series(id, stage(id), countsOf(id))),
        layout: 'horizontal',
      }),
    ],
  };
  const label = t('tabsLabel.gmail-campaign');
  return <DashboardPages label={label} overview={overview} tabs={tabs} analytics={analytics} />;
}
