import Forum from '@mui/icons-material/Forum';
import PersonAdd from '@mui/icons-material/PersonAdd';
import { kpi, LeadsTable, Ltr, pagesView, tab, useFigureTexts } from '@portal/dashboard-kit/ui';
import { useKnowledgeBlocks } from '../common/knowledgeBlocks.ts';
import { QuestionsTable } from '../common/QuestionBlocks.tsx';
import { RagTable, useRagColumns } from '../common/RagTable.tsx';
import { type RagPagesKit, useRagT } from '../i18n/index.ts';
import { leadCapture, type PageStats, visitorStats, type WebsiteChatbotData } from './data.ts';

function PagesTable({ rows }: { rows: PageStats[] }) {
  const show = useFigureTexts();
  const columns = useRagColumns<PageStats>(
    ({ t, ui, col }) => [
      col.text('page', t('columns.page'), (p) => p.page, { render: (p) => <Ltr>{p.page}</Ltr> }),
      col.number('conversations', t('columns.conversations'), (p) => p.conversations),
      col.number('visitors', t('columns.visitors'), (p) => p.visitors),
      col.number('questions', t('columns.questions'), (p) => p.questions),
      col.percent('answered', t('columns.answeredRate'), (p) => p.answeredRate),
      col.number('satisfaction', ui('columns.satisfaction'), (p) => p.satisfaction ?? null, {
        render: (p) => show.rating(p.satisfaction),
      }),
    ],
    [show],
  );
  return <RagTable name="pages" rows={rows} columns={columns} rowKey="page" initialSort="conversations" />;
}

/** A website widget: the knowledge bot figures, the pages and visitors it talks to, the leads it brings. */
function useWebsiteChatbotPages(data: WebsiteChatbotData, { t, ui, f, ctx }: RagPagesKit) {
  const { kpis, charts, tabs } = useKnowledgeBlocks(data, ctx);
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
    tab('pages', t('tabs.pages'), <PagesTable rows={data.pages} />),
    tabs.questions,
    tabs.knowledgeBase,
  ];
  const analytics = { charts: [charts.outcomes, charts.satisfaction, charts.latency, charts.citations] };
  return { overview, tabs: ownTabs, analytics };
}

export const WebsiteChatbotView = pagesView(useRagT, 'tabsLabel.website-chatbot', useWebsiteChatbotPages);
