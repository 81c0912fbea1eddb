import HourglassBottom from '@mui/icons-material/HourglassBottom';
import { kpi, pagesView } from '@portal/dashboard-kit/ui';
import type { KnowledgeData } from '../common/knowledge.ts';
import { useKnowledgeBlocks } from '../common/knowledgeBlocks.ts';
import { OnPremisesCard } from '../common/PerformanceBlocks.tsx';
import { type RagPagesKit, useRagT } from '../i18n/index.ts';
import { SLOW_ANSWER_MS, slowAnswers } from './data.ts';

/** Knowledge search on the client's own servers: the knowledge bot figures, and how the local models keep up. */
function useLocalRagPages(data: KnowledgeData, { t, f, ctx }: RagPagesKit) {
  const { kpis, charts, tabs } = useKnowledgeBlocks(data, ctx);
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
  return { overview, tabs: ownTabs, analytics };
}

export const LocalRagView = pagesView(useRagT, 'tabsLabel.local-rag', useLocalRagPages);
