import Badge from '@mui/icons-material/Badge';
import type { DashboardViewProps } from '@portal/shared/contract';
import { DashboardPages, type DataColumn, kpi, tab, useTableColumns, useViewKit } from '@portal/shared/ui';
import type { KnowledgeData } from '../common/knowledge.ts';
import { useKnowledgeBlocks } from '../common/knowledgeBlocks.ts';
import { OnPremisesCard } from '../common/PerformanceBlocks.tsx';
import { QuestionsTable } from '../common/QuestionBlocks.tsx';
import { RagTable } from '../common/RagTable.tsx';
import { useRagT } from '../i18n/index.ts';
import { type StaffUsage, staffUsage } from './data.ts';

function StaffTable({ staff }: { staff: readonly StaffUsage[] }) {
  const columns = useTableColumns(useRagT, ({ t, col }): DataColumn<StaffUsage>[] => [
    col.text<StaffUsage>('name', t('columns.askedBy'), (s) => s.name),
    col.number<StaffUsage>('conversations', t('columns.conversations'), (s) => s.conversations),
    col.number<StaffUsage>('questions', t('columns.questions'), (s) => s.questions),
    col.percent<StaffUsage>('fallback', t('columns.fallbackRate'), (s) => s.fallbackRate),
    col.date<StaffUsage>('last', t('columns.lastSeen'), (s) => s.lastSeenAt),
  ]);
  return <RagTable name="staff" rows={staff} columns={columns} rowKey="name" initialSort="questions" />;
}

/** A staff assistant on the client's own server: who uses it, when, and what it cannot answer yet. */
export function LocalChatbotView({ data }: DashboardViewProps<KnowledgeData>) {
  const { t, f } = useViewKit(useRagT);
  const { kpis, charts, tabs } = useKnowledgeBlocks(data);
  const staff = staffUsage(data);
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
  const label = t('tabsLabel.local-chatbot');
  return <DashboardPages label={label} overview={overview} tabs={ownTabs} analytics={analytics} />;
}
