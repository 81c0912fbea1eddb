import Campaign from '@mui/icons-material/Campaign';
import Drafts from '@mui/icons-material/Drafts';
import Reply from '@mui/icons-material/Reply';
import Send from '@mui/icons-material/Send';
import TouchApp from '@mui/icons-material/TouchApp';
import Unsubscribe from '@mui/icons-material/Unsubscribe';
import type { DashboardViewProps } from '@portal/contract';
import { DashboardPages, kpi, perDay, perDaySeries, useViewKit } from '@portal/dashboard-kit/ui';
import { useCampaignFunnelBlocks } from '../common/campaignFunnelBlocks.tsx';
import { itself, useEmailColumns } from '../common/emailColumns.tsx';
import { emailTab, useGmailColumns } from '../common/GmailTable.tsx';
import { useGmailTranslation } from '../i18n/index.ts';
import * as figures from './data.ts';

const MOST_SENT_FIRST = { initialSort: 'sent' };
const SOONEST_FIRST = { initialSort: { columnId: 'scheduled', direction: 'asc' } } as const;
type CampaignReply = ReturnType<typeof figures.recentReplies>[number];

/** Email campaigns: their funnels, rates over time, the schedule of sends and the replies. */
export function GmailCampaignView({ data }: DashboardViewProps<figures.GmailCampaignData>) {
  const { t, ui, f } = useViewKit(useGmailTranslation);
  const k = figures.campaignKpis(data);
  const campaigns = figures.campaignFunnels(data);
  const rates = figures.ratesPerDay(data);
  const email = useEmailColumns<CampaignReply>(itself);
  const funnel = useCampaignFunnelBlocks();
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
  const rateSeries = {
    openRate: t('kpi.openRate'),
    replyRate: t('kpi.replyRate'),
    bounceRate: ui('columns.bounced'),
  };
  const rate = (value: number | undefined) => ({ rate: f.percent(value) });
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
    charts: funnel.total(t('charts.funnel'), campaigns, [t('axes.stage'), emails]),
  };
  const upcoming = figures.upcomingSends(data);
  const tabs = [
    emailTab('campaigns', ui('tabs.campaigns'), 'campaigns', campaigns, funnel.columns, MOST_SENT_FIRST),
    emailTab('schedule', t('tabs.schedule'), 'schedule', upcoming, funnel.scheduleColumns, SOONEST_FIRST),
    emailTab('replies', t('tabs.replies'), 'replies', figures.recentReplies(data), replyColumns),
  ];
  const analytics = {
    charts: [
      perDay(t('charts.ratesOverTime'), perDaySeries(rates, rateSeries), {
        axis: t('axes.rate'),
        line: true,
        valueFormat: (v) => f.percent(v),
      }),
      perDay(t('charts.sendsPerDay'), perDaySeries(rates, { sent: t('kpi.sent') }), { axis: emails }),
      funnel.byCampaign(t('charts.funnelByCampaign'), campaigns, [t('axes.campaign'), emails]),
    ],
  };
  const label = t('tabsLabel.gmail-campaign');
  return <DashboardPages label={label} overview={overview} tabs={tabs} analytics={analytics} />;
}
