import Forum from '@mui/icons-material/Forum';
import PersonAdd from '@mui/icons-material/PersonAdd';
import type { DashboardViewProps } from '@portal/shared/contract';
import {
  DashboardPages,
  type DataColumn,
  kpi,
  LeadsTable,
  Ltr,
  tab,
  useFigureTexts,
  useTableColumns,
  useViewKit,
} from '@portal/shared/ui';
import { useMemo } from 'react';
import { useKnowledgeBlocks } from '../common/knowledgeBlocks.ts';
import { QuestionsTable } from '../common/QuestionBlocks.tsx';
import { RagTable } from '../common/RagTable.tsx';
import { useRagT } from '../i18n/index.ts';
import { leadCapture, type PageStats, pageStats, visitorStats, type WebsiteChatbotData } from './data.ts';

function PagesTable({ data }: { data: WebsiteChatbotData }) {
  const rows = useMemo(() => pageStats(data), [data]);
  const show = useFigureTexts();
  const columns = useTableColumns(
    useRagT,
    ({ t, ui, col }): DataColumn<PageStats>[] => [
      col.text<PageStats>('page', t('columns.page'), (p) => p.page, { render: (p) => <Ltr>{p.page}</Ltr> }),
      col.number<PageStats>('conversations', t('columns.conversations'), (p) => p.conversations),
      col.number<PageStats>('visitors', t('columns.visitors'), (p) => p.visitors),
      col.number<PageStats>('questions', t('columns.questions'), (p) => p.questions),
      col.percent<PageStats>('answered', t('columns.answeredRate'), (p) => p.answeredRate),
      col.number<PageStats>('satisfaction', ui('columns.satisfaction'), (p) => p.satisfaction ?? null, {
        render: (p) => show.rating(p.satisfaction),
      }),
    ],
    [show],
  );
  return <RagTable name="pages" rows={rows} columns={columns} rowKey="page" initialSort="conversations" />;
}

/** A website widget: the knowledge bot figures, the pages and visitors it talks to, the leads it brings. */
export function WebsiteChatbotView({ data }: DashboardViewProps<WebsiteChatbotData>) {
  const { t, ui, f } = useViewKit(useRagT);
  const { kpis, charts, tabs } = useKnowledgeBlocks(data);
  const visitors = visitorStats(data);
  const capture = leadCapture(data);
  const visitorsCaption = t('kpi.visitorsCaption', { count: visitors.returning });
  const leadsCaption = t('kpi.leadsCaption', { rate: f.percent(capture.captureRate) });
  const leads = <LeadsTable leads={data.leads} title={t('tables.leads')} emptyMessage={t('empty.leads')} />;
  const overview = {
    kpis: [
      kpi(t('kpi.visitors'), f.number(visitors.visitors), <Forum />, visitorsCaption),
      kpis.answered,
      kpi(t('kpi.leads'), f.number(capture.leads), <PersonAdd />, leadsCaption),
      kpis.satisfaction,
    ],
    charts: [charts.questionsPerDay, charts.hours],
    children: <QuestionsTable data={data} kind="unanswered" limit={5} />,
  };
  const ownTabs = [
    tab('recent-leads', ui('tabs.recentLeads'), leads),
    tabs.conversations,
    tab('pages', t('tabs.pages'), <PagesTable data={data} />),
    tabs.questions,
    tabs.knowledgeBase,
  ];
  const analytics = { charts: [charts.outcomes, charts.satisfaction, charts.latency, charts.citations] };
  const label = t('tabsLabel.website-chatbot');
  return <DashboardPages label={label} overview={overview} tabs={ownTabs} analytics={analytics} />;
}
