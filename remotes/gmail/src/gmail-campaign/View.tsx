import Campaign from '@mui/icons-material/Campaign';
import Drafts from '@mui/icons-material/Drafts';
import Reply from '@mui/icons-material/Reply';
import Send from '@mui/icons-material/Send';
import TouchApp from '@mui/icons-material/TouchApp';
import Unsubscribe from '@mui/icons-material/Unsubscribe';
import type { DashboardViewProps } from '@portal/shared/contract';
import { totalFunnel } from '@portal/shared/entities';
import { dayKeyToDate } from '@portal/shared/format';
import { bars, DashboardPages, kpi, lines, series, tab, useViewKit } from '@portal/shared/ui';
import { useGmailTranslation } from '../i18n/index.ts';
import { campaignFunnels, campaignKpis, type GmailCampaignData, ratesPerDay } from './data.ts';
import { CampaignFunnelTable, RepliesTable, ScheduleTable } from './tables.tsx';

const STAGES = ['delivered', 'opened', 'clicked', 'replied'] as const;

/** Email campaigns: their funnels, rates over time, the schedule of sends and the replies. */
export function GmailCampaignView({ data }: DashboardViewProps<GmailCampaignData>) {
  const { t, ui, f, period } = useViewKit(useGmailTranslation);
  const k = campaignKpis(data);
  const campaigns = campaignFunnels(data);
  const rates = ratesPerDay(data);
  const emails = t('axes.emails');
  const byDay = { subtitle: period, category: (day: string) => f.dayMonth(dayKeyToDate(day)) };
  const rate = (value: number) => ({ rate: f.percent(value) });
  const stages = STAGES.map((stage) =>
    series(
      stage,
      t(`values.stage.${stage}`),
      campaigns.map((c) => c[stage]),
    ),
  );
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
      category: (s) => t(`values.stage.${s.stage}`),
      axes: [t('axes.stage'), emails],
      series: { emails: [emails, (s) => s.count] },
      layout: 'horizontal',
    }),
  };
  const tabs = [
    tab('campaigns', ui('tabs.campaigns'), <CampaignFunnelTable data={data} />),
    tab('schedule', t('tabs.schedule'), <ScheduleTable data={data} />),
    tab('replies', t('tabs.replies'), <RepliesTable data={data} />),
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
        series: stages,
        layout: 'horizontal',
      }),
    ],
  };
  const label = t('tabsLabel.gmail-campaign');
  return <DashboardPages label={label} overview={overview} tabs={tabs} analytics={analytics} />;
}
