import Badge from '@mui/icons-material/Badge';
import { kpi, pagesView, tab } from '@portal/dashboard-kit/ui';
import { useKnowledgeBlocks } from '../common/knowledgeBlocks.ts';
import { OnPremisesCard } from '../common/PerformanceBlocks.tsx';
import { QuestionsTable } from '../common/QuestionBlocks.tsx';
import { RagTable, useRagColumns } from '../common/RagTable.tsx';
import { type RagPagesKit, useRagT } from '../i18n/index.ts';
import type { LocalChatbotData, StaffUsage } from './data.ts';

function StaffTable({ staff }: { staff: readonly StaffUsage[] }) {
  const columns = useRagColumns<StaffUsage>(({ t, col }) => [
    col.text('name', t('columns.askedBy'), (s) => s.name),
    col.number('conversations', t('columns.conversations'), (s) => s.conversations),
    col.number('questions', t('columns.questions'), (s) => s.questions),
    col.percent('fallback', t('columns.fallbackRate'), (s) => s.fallbackRate),
    col.date('last', t('columns.lastSeen'), (s) => s.lastSeenAt),
  ]);
  return <RagTable name="staff" rows={staff} columns={columns} rowKey="name" initialSort="questions" />;
}

/** A staff assistant on the client's own server: who uses it, when, and what it cannot answer yet. */
function useLocalChatbotPages(data: LocalChatbotData, { t, f, ctx }: RagPagesKit) {
  const { kpis, charts, tabs } = useKnowledgeBlocks(data, ctx);
  const { staff } = data;
  const staffKpi = kpi(t('kpi.activeStaff'), f.number(staff.length), <Badge />, {
    id: 'staff',
    caption: t('kpi.activeStaffCaption'),
  });
  const overview = {
    kpis: [kpis.questions, kpis.answered, staffKpi, kpis.latency],
    charts: [charts.questionsPerDay, charts.hours],
    children: <QuestionsTable data={data} kind="top" limit={5} />,
  };
  const ownTabs = [
    tab('staff', t('tabs.staff'), <StaffTable staff={staff} />),
    tabs.questions,
    tabs.conversations,
    tabs.knowledgeBase,
  ];
  const analytics = {
    charts: [charts.outcomes, charts.latency, charts.citations],
    children: <OnPremisesCard data={data} />,
  };
  return { overview, tabs: ownTabs, analytics };
}

export const LocalChatbotView = pagesView(useRagT, 'tabsLabel.local-chatbot', useLocalChatbotPages);
