import HourglassBottom from '@mui/icons-material/HourglassBottom';
import type { DashboardViewProps } from '@portal/shared/contract';
import { DashboardPages, kpi, useViewKit } from '@portal/shared/ui';
import type { KnowledgeData } from '../common/knowledge.ts';
import { useKnowledgeBlocks } from '../common/knowledgeBlocks.ts';
import { OnPremisesCard } from '../common/PerformanceBlocks.tsx';
import { useRagT } from '../i18n/index.ts';
import { SLOW_ANSWER_MS, slowAnswers } from './data.ts';

/** Knowledge search on the client's own servers: the knowledge bot figures, and how the local models keep up. */
export function LocalRagView({ data }: DashboardViewProps<KnowledgeData>) {
  const { t, f } = useViewKit(useRagT);
  const { kpis, charts, tabs } = useKnowledgeBlocks(data);
  const slow = slowAnswers(data);
  const limit = f.duration(SLOW_ANSWER_MS);
  const slowCaption = t('kpi.slowAnswersCaption', { limit, count: slow.slow, total: f.number(slow.answers) });
  const slowKpi = kpi(t('kpi.slowAnswers'), f.percent(slow.share), <HourglassBottom />, {
    id: 'slow',
    caption: slowCaption,
  });
  const overview = {
    kpis: [kpis.questions, kpis.answered, kpis.latency, slowKpi],
    charts: [charts.questionsPerDay, charts.latency],
    children: <OnPremisesCard data={data} />,
  };
  const ownTabs = [tabs.questions, tabs.conversations, tabs.knowledgeBase];
  const analytics = { charts: [charts.outcomes, charts.satisfaction, charts.citations, charts.hours] };
  const label = t('tabsLabel.local-rag');
  return <DashboardPages label={label} overview={overview} tabs={ownTabs} analytics={analytics} />;
}
