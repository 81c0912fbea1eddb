/**
 * The blocks of askedQuestions.ts's figures, in the words of each kind of question: a knowledge bot's
 * answers, database chat's queries. `useAskedBlocks('queries')` gives `kpis(k)`, the KPI trio (questions,
 * the rate that went well, the median time with its 95th percentile), and `perDay(values)`, the
 * questions per day stacked by outcome.
 */
import QuestionAnswer from '@mui/icons-material/QuestionAnswer';
import TaskAlt from '@mui/icons-material/TaskAlt';
import Timer from '@mui/icons-material/Timer';
import { kpi, perDayOf, useFigureTexts, useViewKit } from '@portal/shared/ui';
import { useRagT } from '../i18n/index.ts';
import type { askedQuestions } from './askedQuestions.ts';

const WORDS = {
  answers: {
    rate: 'kpi.answeredRate',
    rateCaption: 'kpi.answeredRateCaption',
    time: 'kpi.medianLatency',
    p95: 'kpi.p95Latency',
    chart: 'charts.questionsPerDay',
    axis: 'axes.questions',
    outcomes: ['answered', 'fallback'],
  },
  queries: {
    rate: 'kpi.successRate',
    rateCaption: undefined,
    time: 'kpi.medianDuration',
    p95: 'kpi.p95Duration',
    chart: 'charts.queriesPerDay',
    axis: 'axes.queries',
    outcomes: ['succeeded', 'failed'],
  },
} as const;

type Asked = ReturnType<typeof askedQuestions>;
type Outcome<Kind extends keyof typeof WORDS> = (typeof WORDS)[Kind]['outcomes'][number];

export function useAskedBlocks<Kind extends keyof typeof WORDS>(kind: Kind) {
  const { t, f } = useViewKit(useRagT);
  const show = useFigureTexts();
  const words = WORDS[kind];
  return {
    kpis: (k: Asked['kpis']) => ({
      questions: kpi(t('kpi.questions'), f.number(k.questions), <QuestionAnswer />, {
        id: 'questions',
        change: k.questionsChange,
      }),
      rate: kpi(t(words.rate), f.percent(k.rate), <TaskAlt />, {
        id: 'rate',
        change: k.rateChange,
        caption: words.rateCaption && t(words.rateCaption),
      }),
      time: kpi(t(words.time), show.duration(k.medianMs), <Timer />, {
        id: 'time',
        caption: show.durationCaption(k.p95Ms, (value) => t(words.p95, { value })),
        goodWhen: 'down',
      }),
    }),
    perDay: (values: { days: string[] } & Record<Outcome<Kind>, number[]>) =>
      perDayOf(t(words.chart), values, {
        labels: Object.fromEntries(words.outcomes.map((o) => [o, t(`series.${o}`)])) as Record<
          Outcome<Kind>,
          string
        >,
        axis: t(words.axis),
        stacked: true,
      }),
  };
}
