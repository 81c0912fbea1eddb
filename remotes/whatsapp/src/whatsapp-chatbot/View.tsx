import Forum from '@mui/icons-material/Forum';
import type { DashboardViewProps } from '@portal/contract';
import { DashboardPages, kpi, tab, useViewKit } from '@portal/dashboard-kit/ui';
import { ConversationsBlock, TopicsTable, useChatCharts } from '../common/ChatBlocks.tsx';
import { useReplySpeedKpi } from '../common/ReplySpeed.tsx';
import { useWhatsappTranslation } from '../i18n/index.ts';
import { chatbotKpis, chatbotTopics, type WhatsappChatbotData } from './data.ts';

/** Customer service on WhatsApp: outcomes and ratings, transcripts, topics, busiest hours. */
export function WhatsappChatbotView({ data, ctx }: DashboardViewProps<WhatsappChatbotData>) {
  const { t, ui, f } = useViewKit(useWhatsappTranslation);
  const k = chatbotKpis(data);
  const speed = useReplySpeedKpi(data.replyTimes);
  const charts = useChatCharts(data);
  const satisfaction =
    k.satisfaction === null ? f.missing : ui('satisfaction.outOf', { value: f.number(k.satisfaction, 1) });
  const conversationsCaption = t('kpi.messages', { count: k.messages });
  const overview = {
    kpis: [
      kpi(t('kpi.conversations'), f.number(k.conversations), <Forum />, conversationsCaption),
      kpi(t('kpi.resolutionRate'), f.percent(k.resolutionRate), undefined, { id: 'resolution' }),
      kpi(t('kpi.escalationRate'), f.percent(k.escalationRate), undefined, { id: 'escalation' }),
      kpi(ui('columns.satisfaction'), satisfaction, undefined, t('kpi.rated', { count: k.rated })),
    ],
    charts: [charts.status, charts.messagesPerDay],
  };
  const conversations = (
    <ConversationsBlock conversations={data.conversations} transcripts={data.transcripts} ctx={ctx} />
  );
  const tabs = [
    tab('conversations', ui('tabs.conversations'), conversations),
    tab('topics', t('tabs.topics'), <TopicsTable rows={chatbotTopics(data)} />),
  ];
  const analytics = { kpis: [speed], charts: charts.busiestHours };
  const label = t('tabsLabel.whatsapp-chatbot');
  return <DashboardPages label={label} overview={overview} tabs={tabs} analytics={analytics} />;
}
