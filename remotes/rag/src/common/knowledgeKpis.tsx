/**
 * The headline figures of the knowledge bots, ready for a KpiRow; each dashboard picks the four that
 * tell its story and adds its own. The question trio is the family's (askedBlocks.tsx).
 */
import SentimentSatisfied from '@mui/icons-material/SentimentSatisfied';
import { type Kpi, kpi, useFigureTexts, useViewKit } from '@portal/dashboard-kit/ui';
import { useRagT } from '../i18n/index.ts';
import { useAskedBlocks } from './askedBlocks.tsx';
import { type KnowledgeData, knowledgeKpis, knowledgeQuestions } from './knowledge.ts';

export function useKnowledgeKpis(data: KnowledgeData) {
  const { t } = useViewKit(useRagT);
  const show = useFigureTexts();
  const k = knowledgeKpis(data);
  const trio = useAskedBlocks('answers', knowledgeQuestions(data)).kpis;
  return {
    questions: trio.questions,
    answered: trio.rate,
    satisfaction: kpi(t('kpi.satisfaction'), show.rating(k.satisfaction), <SentimentSatisfied />, {
      id: 'satisfaction',
      caption: t('kpi.rated', { count: k.ratedConversations }),
    }),
    latency: trio.time,
  } satisfies Record<string, Kpi>;
}
