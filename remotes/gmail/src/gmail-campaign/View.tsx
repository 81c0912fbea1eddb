import Campaign from '@mui/icons-material/Campaign';
import Drafts from '@mui/icons-material/Drafts';
import Reply from '@mui/icons-material/Reply';
import Send from '@mui/icons-material/Send';
import TouchApp from '@mui/icons-material/TouchApp';
import Unsubscribe from '@mui/icons-material/Unsubscribe';
import type { DashboardViewProps } from '@portal/shared/contract';
import { totalFunnel } from '@portal/shared/entities';
import { dayKeyToDate, REPORTING_DAYS } from '@portal/shared/format';
import { BarChartCard, DashboardPages, LineChartCard, series, tab, useViewKit } from '@portal/shared/ui';
import { useGmailTranslation } from '../i18n/index.ts';
import { campaignFunnels, campaignKpis, type GmailCampaignData, ratesPerDay } from './data.ts';
import { CampaignFunnelTable, RepliesTable, ScheduleTable } from './tables.tsx';

/** Email campaigns: their funnels, rates over time, the schedule of sends and the replies. */
export function GmailCampaignView({ data }: DashboardViewProps<GmailCampaignData>) {
  const { t, ui, f } = useViewKit(useGmailTranslation);
  const k = campaignKpis(data);
  const funnel = totalFunnel(campaignFunnels(data));
  const period = ui('common.lastDays', { count: REPORTING_DAYS });
  const percent = (v: number) => f.percent(v);
  const rates = ratesPerDay(data);
  const days = rates.days.map((day) => f.dayMonth(dayKeyToDate(day)));
  const campaigns = campaignFunnels(data);
  return (
    <DashboardPages
      label={t('tabsLabel.gmail-campaign')}
      overview={{
        kpis: [
          {
            label: t('kpi.sent'),
            value: f.number(k.sent),
            caption: t('kpi.deliveryCaption', { rate: f.percent(k.deliveryRate) }),
            icon: <Send />,
          },
          { id: 'open', label: t('kpi.openRate'), value: f.percent(k.openRate), icon: <Drafts /> },
          { id: 'click', label: t('kpi.clickRate'), value: f.percent(k.clickRate), icon: <TouchApp /> },
          {
            label: t('kpi.replyRate'),
            value: f.percent(k.replyRate),
            caption: t('kpi.repliesCaption', { count: k.replied }),
            icon: <Reply />,
          },
          {
            label: t('kpi.bounced'),
            value: f.number(k.bounced),
            caption: t('kpi.bounceCaption', { rate: f.percent(k.bounceRate) }),
            icon: <Unsubscribe />,
          },
          {
            label: t('kpi.activeCampaigns'),
            value: f.number(k.active),
            caption: t('kpi.upcomingCaption', { count: k.upcoming }),
            icon: <Campaign />,
          },
        ],
        charts: (
          <BarChartCard
            title={t('charts.funnel')}
            layout="horizontal"
            categories={funnel.map((s) => t(`values.stage.${s.stage}`))}
            categoryAxisLabel={t('axes.stage')}
            valueAxisLabel={t('axes.emails')}
            series={[{ id: 'emails', label: t('axes.emails'), data: funnel.map((s) => s.count) }]}
          />
        ),
      }}
      tabs={[
        tab('campaigns', ui('tabs.campaigns'), <CampaignFunnelTable data={data} />),
        tab('schedule', t('tabs.schedule'), <ScheduleTable data={data} />),
        tab('replies', t('tabs.replies'), <RepliesTable data={data} />),
      ]}
      analytics={{
        charts: (
          <>
            <LineChartCard
              title={t('charts.ratesOverTime')}
              subtitle={period}
              xLabels={days}
              categoryAxisLabel={t('axes.day')}
              valueAxisLabel={t('axes.rate')}
              valueFormat={percent}
              series={[
                series('open', t('kpi.openRate'), rates.openRate),
                series('reply', t('kpi.replyRate'), rates.replyRate),
                series('bounce', t('columns.bounced'), rates.bounceRate),
              ]}
            />
            <BarChartCard
              title={t('charts.sendsPerDay')}
              subtitle={period}
              categories={days}
              categoryAxisLabel={t('axes.day')}
              valueAxisLabel={t('axes.emails')}
              series={[{ id: 'sent', label: t('kpi.sent'), data: rates.sent }]}
            />
            <BarChartCard
              title={t('charts.funnelByCampaign')}
              layout="horizontal"
              categories={campaigns.map((c) => c.name)}
              categoryAxisLabel={t('axes.campaign')}
              valueAxisLabel={t('axes.emails')}
              series={(['delivered', 'opened', 'clicked', 'replied'] as const).map((stage) => ({
                id: stage,
                label: t(`values.stage.${stage}`),
                data: campaigns.map((c) => c[stage]),
              }))}
            />
          </>
        ),
      }}
    />
  );
}
