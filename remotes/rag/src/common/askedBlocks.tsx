/**
 * The blocks of the questions' figures (questionFigures.ts), in the words of each kind of question: a knowledge bot's
 * answers, database chat's queries. `useAskedBlocks('queries', figures)` gives `kpis`, the KPI trio
 * (questions, the rate that went well, the median time with its 95th percentile), and `perDay`, the
 * questions per day stacked by outcome; `useFrequentColumns` lays out a table of the most asked ones.
 */
import QuestionAnswer from '@mui/icons-material/QuestionAnswer';
import TaskAlt from '@mui/icons-material/TaskAlt';
import Timer from '@mui/icons-material/Timer';
import {
  type DataColumn,
  kpi,
  perDayOf,
  useFigureTexts,
  useViewKit,
  writtenTextColumn,
} from '@portal/dashboard-kit/ui';
import type { DependencyList } from 'react';
import { useRagT } from '../i18n/index.ts';
import type { AskedKpis, AskedPerDay } from './questionFigures.ts';
import { useRagColumns } from './RagTable.tsx';

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

type Outcome<Kind extends keyof typeof WORDS> = (typeof WORDS)[Kind]['outcomes'][number];
/** The trio and per-day outcomes (questionFigures.ts). */
interface Asked<Kind extends keyof typeof WORDS> {
  kpis: AskedKpis;
  perDay: AskedPerDay<Outcome<Kind>>;
}

export function useAskedBlocks<Kind extends keyof typeof WORDS>(
  kind: Kind,
  { kpis: k, perDay: values }: Asked<Kind>,
) {
  const { t, f } = useViewKit(useRagT);
  const show = useFigureTexts();
  const words = WORDS[kind];
  const labels = Object.fromEntries(words.outcomes.map((o) => [o, t(`series.${o}`)]));
  return {
    kpis: {
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
    },
    perDay: perDayOf(t(words.chart), values, {
      labels: labels as Record<Outcome<Kind>, string>,
      axis: t(words.axis),
      stacked: true,
    }),
  };
}

type ColumnsKit = Parameters<Parameters<typeof useRagColumns>[0]>[0];

/** How a table of the most asked questions reads a group: its wording, how often, when last. */
export interface FrequentRead<Group> {
  text: (group: Group) => string;
  asked: (group: Group) => number;
  at: (group: Group) => string | null;
}

/**
 * The columns of a table of the most asked questions: the wording and how often it was asked (`asked`
 * names that count), the dashboard's `own` columns, when last asked.
 */
export function useFrequentColumns<Group>(
  read: FrequentRead<Group>,
  own: (kit: ColumnsKit) => DataColumn<Group>[],
  {
    asked = 'columns.asked',
    deps = [],
  }: { asked?: 'columns.asked' | 'columns.fallbacks'; deps?: DependencyList } = {},
) {
  return useRagColumns<Group>(
    (kit) => [
      writtenTextColumn('question', kit.t('columns.question'), read.text),
      kit.col.number('asked', kit.t(asked), read.asked),
      ...own(kit),
      kit.col.date('last', kit.t('columns.lastAsked'), read.at),
    ],
    [read, asked, ...deps],
  );
}
