import { familyListTable, type ListColumns } from '../common/familyListTable.tsx';
import { useHrTranslation } from '../i18n/index.ts';
import * as figures from './data.ts';

type Row = figures.OnboardingRow;
type Lists = ListColumns<'onboardings' | 'stalled', Row>;
const FIRST_SORT = { onboardings: 'started', stalled: 'idle' };

/**
 * The dashboard's two lists of onboarding journeys (`clientOnboarding.tables.<name>`) with their step,
 * progress and timing; the stalled list shows how long each has not moved as of the dashboard's moment
 * instead of how long it took (live, the server sorts it least recently moved first).
 */
export const OnboardingsTable = familyListTable(
  useHrTranslation,
  'clientOnboarding.',
  FIRST_SORT,
  ({ t, ui, col }, { asOf }: { asOf: string }): Lists => {
    const stage = figures.PIPELINE.status((s) => t(`values.onboardingStage.${s}`));
    const total = figures.STEPS.length;
    return {
      columns: [
        col.text('client', ui('columns.name'), (o) => o.client_name),
        col.text('company', ui('columns.company'), (o) => o.company),
        col.contact('email', ui('columns.email'), (o) => o.email, { sortable: false }),
        col.status('stage', t('clientOnboarding.columns.stage'), figures.read.stage, stage),
        col.number('steps', t('clientOnboarding.columns.steps'), figures.stepsDone, {
          render: (o) => t('clientOnboarding.stepsDone', { done: figures.stepsDone(o), total }),
        }),
        col.date('started', ui('columns.started'), (o) => o.started_at),
      ],
      onboardings: [
        col.duration('took', t('clientOnboarding.columns.timeToOnboard'), figures.timeToOnboardMs),
      ],
      stalled: [col.duration('idle', t('clientOnboarding.columns.idle'), (o) => figures.idleMs(o, asOf))],
    };
  },
);
