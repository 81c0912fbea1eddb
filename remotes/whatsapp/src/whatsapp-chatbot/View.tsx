import Forum from '@mui/icons-material/Forum';
import type { DashboardViewProps } from '@portal/shared/contract';
import { DashboardPages, tab, useViewKit } from '@portal/shared/ui';
import {
  BusiestHoursChart,
  ConversationsBlock,
  MessagesPerDayChart,
  StatusChart,
  TopicsTable,
} from '../common/ChatBlocks.tsx';
import { useReplySpeedKpi } from '../common/ReplySpeed.tsx';
import { useWhatsappTranslation } from '../i18n/index.ts';
import { chatbotKpis, type WhatsappChatbotData } from './data.ts';

/** Customer service on WhatsApp: outcomes and ratings, transcripts, topics, busiest hours. */
export function WhatsappChatbotView({ data, ctx }: DashboardViewProps<WhatsappChatbotData>) {
  const { t, ui, f } = useViewKit(useWhatsappTranslation);
  const kpis = chatbotKpis(data);
  const speed = useReplySpeedKpi(data);
  return (
    <DashboardPages
      label={t('tabsLabel.whatsapp-chatbot')}
      overview={{
        kpis: [
          {
            label: t('kpi.conversations'),
            value: f.number(kpis.conversations),
            caption: t('kpi.messages', { count: kpis.messages }),
            icon: <Forum />,
          },
          { id: 'resolution', label: t('kpi.resolutionRate'), value: f.percent(kpis.resolutionRate) },
          { id: 'escalation', label: t('kpi.escalationRate'), value: f.percent(kpis.escalationRate) },
          {
            label: ui('columns.satisfaction'),
            value:
              kpis.satisfaction === null
                ? f.missing
                : ui('satisfaction.outOf', { value: f.number(kpis.satisfaction, 1) }),
            caption: t('kpi.rated', { count: kpis.rated }),
          },
        ],
        charts: (
          <>
            <StatusChart data={data} />
            <MessagesPerDayChart data={data} />
          </>
        ),
      }}
      tabs={[
        tab('conversations', ui('tabs.conversations'), <ConversationsBlock data={data} ctx={ctx} />),
        tab('topics', t('tabs.topics'), <TopicsTable data={data} />),
      ]}
      analytics={{ kpis: [speed], charts: <BusiestHoursChart data={data} /> }}
    />
  );
}
