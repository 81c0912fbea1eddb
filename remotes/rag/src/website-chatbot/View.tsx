import Forum from '@mui/icons-material/Forum';
import PersonAdd from '@mui/icons-material/PersonAdd';
import type { DashboardViewProps } from '@portal/shared/contract';
import {
  DashboardPages,
  type DataColumn,
  DataTable,
  LeadsTable,
  Ltr,
  tab,
  useColumns,
  useViewKit,
} from '@portal/shared/ui';
import { useMemo } from 'react';
import { CitationsChart } from '../common/KnowledgeBaseBlocks.tsx';
import { useKnowledgeKpis } from '../common/knowledgeKpis.tsx';
import { useKnowledgeTabs } from '../common/knowledgeTabs.tsx';
import { HourChart, LatencyChart } from '../common/PerformanceBlocks.tsx';
import {
  OutcomesChart,
  QuestionsPerDayChart,
  QuestionsTable,
  SatisfactionChart,
} from '../common/QuestionBlocks.tsx';
import { useRagT } from '../i18n/index.ts';
import { leadCapture, type PageStats, pageStats, visitorStats, type WebsiteChatbotData } from './data.ts';

function PagesTable({ data }: { data: WebsiteChatbotData }) {
  const { t, ui, f } = useViewKit(useRagT);
  const col = useColumns();
  const rows = useMemo(() => pageStats(data), [data]);
  const columns = useMemo<DataColumn<PageStats>[]>(
    () => [
      col.text<PageStats>('page', t('columns.page'), (p) => p.page, { render: (p) => <Ltr>{p.page}</Ltr> }),
      col.number<PageStats>('conversations', t('columns.conversations'), (p) => p.conversations),
      col.number<PageStats>('visitors', t('columns.visitors'), (p) => p.visitors),
      col.number<PageStats>('questions', t('columns.questions'), (p) => p.questions),
      col.percent<PageStats>('answered', t('columns.answeredRate'), (p) => p.answeredRate),
      col.number<PageStats>('satisfaction', ui('columns.satisfaction'), (p) => p.satisfaction ?? null, {
        render: (p) =>
          p.satisfaction === undefined
            ? f.missing
            : ui('satisfaction.outOf', { value: f.number(p.satisfaction, 1) }),
      }),
    ],
    [t, ui, f, col],
  );
  const empty = t('empty.pages');
  return (
    <DataTable
      title={t('tables.pages')}
      rows={rows}
      columns={columns}
      getRowId={(p) => p.page}
      initialSort="conversations"
      emptyMessage={empty}
    />
  );
}

/** A website widget: the knowledge bot figures, the pages and visitors it talks to, the leads it brings. */
export function WebsiteChatbotView({ data }: DashboardViewProps<WebsiteChatbotData>) {
  const { t, ui, f } = useViewKit(useRagT);
  const kpis = useKnowledgeKpis(data);
  const tabs = useKnowledgeTabs(data);
  const visitors = visitorStats(data);
  const capture = leadCapture(data);
  const visitorsCaption = t('kpi.visitorsCaption', { count: visitors.returning });
  const leadsCaption = t('kpi.leadsCaption', { rate: f.percent(capture.captureRate) });
  const leads = <LeadsTable leads={data.leads} title={t('tables.leads')} emptyMessage={t('empty.leads')} />;
  return (
    <DashboardPages
      label={t('tabsLabel.website-chatbot')}
      overview={{
        kpis: [
          {
            label: t('kpi.visitors'),
            value: f.number(visitors.visitors),
            caption: visitorsCaption,
            icon: <Forum />,
          },
          kpis.answered,
          {
            label: t('kpi.leads'),
            value: f.number(capture.leads),
            caption: leadsCaption,
            icon: <PersonAdd />,
          },
          kpis.satisfaction,
        ],
        charts: [<QuestionsPerDayChart key="per-day" data={data} />, <HourChart key="hours" data={data} />],
        children: <QuestionsTable data={data} kind="unanswered" limit={5} />,
      }}
      tabs={[
        tab('recent-leads', ui('tabs.recentLeads'), leads),
        tabs.conversations,
        tab('pages', t('tabs.pages'), <PagesTable data={data} />),
        tabs.questions,
        tabs.knowledgeBase,
      ]}
      analytics={{
        charts: [
          <OutcomesChart key="outcomes" data={data} />,
          <SatisfactionChart key="satisfaction" data={data} />,
          <LatencyChart key="latency" data={data} />,
          <CitationsChart key="citations" data={data} />,
        ],
      }}
    />
  );
}
