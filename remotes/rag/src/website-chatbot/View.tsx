import Forum from '@mui/icons-material/Forum';
import PersonAdd from '@mui/icons-material/PersonAdd';
import type { DashboardViewProps } from '@portal/shared/contract';
import { useFormatters, useUiTranslation } from '@portal/shared/i18n';
import {
  type DataColumn,
  DataTable,
  LeadsTable,
  Ltr,
  TabPage,
  useColumns,
  WorkflowTabs,
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
  const { t } = useRagT();
  const { t: ui } = useUiTranslation();
  const f = useFormatters();
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
  return (
    <DataTable
      title={t('tables.pages')}
      rows={rows}
      columns={columns}
      getRowId={(p) => p.page}
      initialSort={{ columnId: 'conversations', direction: 'desc' }}
      emptyMessage={t('empty.pages')}
    />
  );
}

/** A website widget: the knowledge bot figures, the pages and visitors it talks to, the leads it brings. */
export function WebsiteChatbotView({ data }: DashboardViewProps<WebsiteChatbotData>) {
  const { t } = useRagT();
  const { t: ui } = useUiTranslation();
  const f = useFormatters();
  const kpis = useKnowledgeKpis(data);
  const tabs = useKnowledgeTabs(data);
  const visitors = visitorStats(data);
  const capture = leadCapture(data);
  return (
    <WorkflowTabs
      label={t('tabsLabel.website-chatbot')}
      overview={
        <TabPage
          kpis={[
            {
              id: 'visitors',
              label: t('kpi.visitors'),
              value: f.number(visitors.visitors),
              caption: t('kpi.visitorsCaption', { count: visitors.returning }),
              icon: <Forum />,
            },
            kpis.answered,
            {
              id: 'leads',
              label: t('kpi.leads'),
              value: f.number(capture.leads),
              caption: t('kpi.leadsCaption', { rate: f.percent(capture.captureRate) }),
              icon: <PersonAdd />,
            },
            kpis.satisfaction,
          ]}
          charts={
            <>
              <QuestionsPerDayChart data={data} />
              <HourChart data={data} />
            </>
          }
        >
          <QuestionsTable data={data} kind="unanswered" limit={5} />
        </TabPage>
      }
      tabs={[
        {
          id: 'recent-leads',
          label: ui('tabs.recentLeads'),
          render: () => (
            <LeadsTable leads={data.leads} title={t('tables.leads')} emptyMessage={t('empty.leads')} />
          ),
        },
        tabs.conversations,
        { id: 'pages', label: t('tabs.pages'), render: () => <PagesTable data={data} /> },
        tabs.questions,
        tabs.knowledgeBase,
      ]}
      analytics={
        <TabPage
          charts={
            <>
              <OutcomesChart data={data} />
              <SatisfactionChart data={data} />
              <LatencyChart data={data} />
              <CitationsChart data={data} />
            </>
          }
        />
      }
    />
  );
}
