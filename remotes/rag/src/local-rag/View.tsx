import HourglassBottom from '@mui/icons-material/HourglassBottom';
import type { DashboardViewProps } from '@portal/shared/contract';
import { DashboardPages, useViewKit } from '@portal/shared/ui';
import { CitationsChart } from '../common/KnowledgeBaseBlocks.tsx';
import type { KnowledgeData } from '../common/knowledge.ts';
import { useKnowledgeKpis } from '../common/knowledgeKpis.tsx';
import { useKnowledgeTabs } from '../common/knowledgeTabs.tsx';
import { HourChart, LatencyChart, OnPremisesCard } from '../common/PerformanceBlocks.tsx';
import { OutcomesChart, QuestionsPerDayChart, SatisfactionChart } from '../common/QuestionBlocks.tsx';
import { useRagT } from '../i18n/index.ts';
import { SLOW_ANSWER_MS, slowAnswers } from './data.ts';

/** Knowledge search on the client's own servers: the knowledge bot figures, and how the local models keep up. */
export function LocalRagView({ data }: DashboardViewProps<KnowledgeData>) {
  const { t, f } = useViewKit(useRagT);
  const kpis = useKnowledgeKpis(data);
  const tabs = useKnowledgeTabs(data);
  const slow = slowAnswers(data);
  const slowKpi = {
    id: 'slow',
    label: t('kpi.slowAnswers'),
    value: f.percent(slow.share),
    caption: t('kpi.slowAnswersCaption', {
      limit: f.duration(SLOW_ANSWER_MS),
      count: slow.slow,
      total: f.number(slow.answers),
    }),
    icon: <HourglassBottom />,
  };
  return (
    <DashboardPages
      label={t('tabsLabel.local-rag')}
      overview={{
        kpis: [kpis.questions, kpis.answered, kpis.latency, slowKpi],
        charts: (
          <>
            <QuestionsPerDayChart data={data} />
            <LatencyChart data={data} />
          </>
        ),
        children: <OnPremisesCard data={data} />,
      }}
      tabs={[tabs.questions, tabs.conversations, tabs.knowledgeBase]}
      analytics={{
        charts: (
          <>
            <OutcomesChart data={data} />
            <SatisfactionChart data={data} />
            <CitationsChart data={data} />
            <HourChart data={data} />
          </>
        ),
      }}
    />
  );
}
