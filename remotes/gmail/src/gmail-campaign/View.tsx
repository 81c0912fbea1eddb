import Campaign from '@mui/icons-material/Campaign';
import Drafts from '@mui/icons-material/Drafts';
import Reply from '@mui/icons-material/Reply';
import Send from '@mui/icons-material/Send';
import TouchApp from '@mui/icons-material/TouchApp';
import Unsubscribe from '@mui/icons-material/Unsubscribe';
import type { DashboardViewProps } from '@portal/shared/contract';
import { type FunnelStage, totalFunnel } from '@portal/shared/entities';
import { dayKeyToDate } from '@portal/shared/format';
import { bars, DashboardPages, kpi, lines, series, useViewKit } from '@portal/shared/ui';
import { emailTab } from '../common/GmailTable.tsx';
import { useGmailTranslation } from '../i18n/index.ts';
import * as figures from './data.ts';
import { useCampaignColumns } from './tables.tsx';

/** The stages a campaign's send goes through once sent, as the per-campaign chart shows them. */
const AFTER_SENDING = ['delivered', 'opened', 'clicked', 'replied'] as const;
const MOST_SENT_FIRST = { initialSort: 'sent' };

/** Email campaigns: their funnels, rates over time, the schedule of sends and the replies. */
export function GmailCampaignView({ data }: DashboardViewProps<figures.GmailCampaignData>) {
  const { t, ui, f, period } = useViewKit(useGmailTranslation);
  const k = figures.campaignKpis(data);
  const campaigns = figures.campaignFunnels(data);
  const rates = figures.ratesPerDay(data);
  const columns = useCampaignColumns();
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
    emailTab('campaigns', ui('tabs.campaigns'), 'campaigns', campaigns, columns.funnel, MOST_SENT_FIRST),
    emailTab('schedule', t('tabs.schedule'), 'schedule', upcoming, columns.schedule, soonestFirst),
    emailTab('replies', t('tabs.replies'), 'replies', figures.recentReplies(data), columns.replies),
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
