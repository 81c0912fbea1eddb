import Badge from '@mui/icons-material/Badge';
import type { DashboardViewProps } from '@portal/shared/contract';
import { DashboardPages, type DataColumn, DataTable, tab, useColumns, useViewKit } from '@portal/shared/ui';
import { useMemo } from 'react';
import { CitationsChart } from '../common/KnowledgeBaseBlocks.tsx';
import type { KnowledgeData } from '../common/knowledge.ts';
import { useKnowledgeKpis } from '../common/knowledgeKpis.tsx';
import { useKnowledgeTabs } from '../common/knowledgeTabs.tsx';
import { HourChart, LatencyChart, OnPremisesCard } from '../common/PerformanceBlocks.tsx';
import { OutcomesChart, QuestionsPerDayChart, QuestionsTable } from '../common/QuestionBlocks.tsx';
import { useRagT } from '../i18n/index.ts';
import { type StaffUsage, staffUsage } from './data.ts';

function StaffTable({ staff }: { staff: readonly StaffUsage[] }) {
  const { t } = useRagT();
  const col = useColumns();
  const columns = useMemo<DataColumn<StaffUsage>[]>(
    () => [
      col.text<StaffUsage>('name', t('columns.askedBy'), (s) => s.name),
      col.number<StaffUsage>('conversations', t('columns.conversations'), (s) => s.conversations),
      col.number<StaffUsage>('questions', t('columns.questions'), (s) => s.questions),
      col.percent<StaffUsage>('fallback', t('columns.fallbackRate'), (s) => s.fallbackRate),
      col.date<StaffUsage>('last', t('columns.lastSeen'), (s) => s.lastSeenAt),
    ],
    [t, col],
  );
  return (
    <DataTable
      title={t('tables.staff')}
      rows={staff}
      columns={columns}
      getRowId={(s) => s.name}
      initialSort="questions"
      emptyMessage={t('empty.staff')}
    />
  );
}

/** A staff assistant on the client's own server: who uses it, when, and what it cannot answer yet. */
export function LocalChatbotView({ data }: DashboardViewProps<KnowledgeData>) {
  const { t, f } = useViewKit(useRagT);
  const kpis = useKnowledgeKpis(data);
  const tabs = useKnowledgeTabs(data);
  const staff = staffUsage(data);
  const staffKpi = {
    id: 'staff',
    label: t('kpi.activeStaff'),
    value: f.number(staff.length),
    caption: t('kpi.activeStaffCaption'),
    icon: <Badge />,
  };
  return (
    <DashboardPages
      label={t('tabsLabel.local-chatbot')}
      overview={{
        kpis: [kpis.questions, kpis.answered, staffKpi, kpis.latency],
        charts: (
          <>
            <QuestionsPerDayChart data={data} />
            <HourChart data={data} />
          </>
        ),
        children: <QuestionsTable data={data} kind="top" limit={5} />,
      }}
      tabs={[
        tab('staff', t('tabs.staff'), <StaffTable staff={staff} />),
        tabs.questions,
        tabs.conversations,
        tabs.knowledgeBase,
      ]}
      analytics={{
        charts: (
          <>
            <OutcomesChart data={data} />
            <LatencyChart data={data} />
            <CitationsChart data={data} />
          </>
        ),
        children: <OnPremisesCard data={data} />,
      }}
    />
  );
}
