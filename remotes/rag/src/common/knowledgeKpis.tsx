/**
 * The headline figures of the knowledge bots, ready for a KpiRow; each dashboard picks the four that
 * tell its story and adds its own.
 */
import QuestionAnswer from '@mui/icons-material/QuestionAnswer';
import SentimentSatisfied from '@mui/icons-material/SentimentSatisfied';
import TaskAlt from '@mui/icons-material/TaskAlt';
import Timer from '@mui/icons-material/Timer';
import { type Kpi, kpi, useFigureTexts, useViewKit } from '@portal/shared/ui';
import { useRagT } from '../i18n/index.ts';
import { type KnowledgeData, knowledgeKpis } from './knowledge.ts';

export function useKnowledgeKpis(data: KnowledgeData) {
  const { t, f } = useViewKit(useRagT);
  const show = useFigureTexts();
  const k = knowledgeKpis(data);
  const p95 = show.durationCaption(k.p95LatencyMs, (value) => t('kpi.p95Latency', { value }));
  return {
    questions: kpi(t('kpi.questions'), f.number(k.questions), <QuestionAnswer />, {
      id: 'questions',
      change: k.questionsChange,
    }),
    answered: kpi(t('kpi.answeredRate'), f.percent(k.answeredRate), <TaskAlt />, {
      id: 'answered',
      change: k.answeredRateChange,
      caption: t('kpi.answeredRateCaption'),
    }),
    satisfaction: kpi(t('kpi.satisfaction'), show.rating(k.satisfaction), <SentimentSatisfied />, {
      id: 'satisfaction',
      caption: t('kpi.rated', { count: k.ratedConversations }),
    }),
    latency: kpi(t('kpi.medianLatency'), show.duration(k.medianLatencyMs), <Timer />, {
      id: 'latency',
      caption: p95,
      goodWhen: 'down',
    }),
  } satisfies Record<string, Kpi>;
}
