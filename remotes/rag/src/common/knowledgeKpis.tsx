/**
 * The headline figures of the knowledge bots, ready for a KpiRow; each dashboard picks the four that
 * tell its story and adds its own.
 */
import QuestionAnswer from '@mui/icons-material/QuestionAnswer';
import SentimentSatisfied from '@mui/icons-material/SentimentSatisfied';
import TaskAlt from '@mui/icons-material/TaskAlt';
import Timer from '@mui/icons-material/Timer';
import { useFormatters, useUiTranslation } from '@portal/shared/i18n';
import type { Kpi } from '@portal/shared/ui';
import { useRagT } from '../i18n/index.ts';
import { type KnowledgeData, knowledgeKpis } from './knowledge.ts';

export function useKnowledgeKpis(data: KnowledgeData) {
  const { t } = useRagT();
  const { t: ui } = useUiTranslation();
  const f = useFormatters();
  const k = knowledgeKpis(data);
  const duration = (ms: number | undefined) => (ms === undefined ? f.missing : f.duration(ms));
  return {
    questions: {
      id: 'questions',
      label: t('kpi.questions'),
      value: f.number(k.questions),
      change: k.questionsChange,
      icon: <QuestionAnswer />,
    },
    answered: {
      id: 'answered',
      label: t('kpi.answeredRate'),
      value: f.percent(k.answeredRate),
      change: k.answeredRateChange,
      caption: t('kpi.answeredRateCaption'),
      icon: <TaskAlt />,
    },
    satisfaction: {
      id: 'satisfaction',
      label: t('kpi.satisfaction'),
      value:
        k.satisfaction === undefined
          ? f.missing
          : ui('satisfaction.outOf', { value: f.number(k.satisfaction, 1) }),
      caption: t('kpi.rated', { count: k.ratedConversations }),
      icon: <SentimentSatisfied />,
    },
    latency: {
      id: 'latency',
      label: t('kpi.medianLatency'),
      value: duration(k.medianLatencyMs),
      caption:
        k.p95LatencyMs === undefined ? undefined : t('kpi.p95Latency', { value: duration(k.p95LatencyMs) }),
      goodWhen: 'down',
      icon: <Timer />,
    },
  } satisfies Record<string, Kpi>;
}
