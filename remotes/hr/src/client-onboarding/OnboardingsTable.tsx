import { familyTable, statusPreset, type Variants, variantTable } from '@portal/shared/ui';
import { useHrTranslation } from '../i18n/index.ts';
import * as figures from './data.ts';

type Row = figures.OnboardingRow & { idleMs?: number };
type Name = 'onboardings' | 'stalled';
type Lists = Variants<Name, Row>;
/** The dashboard's two lists, titled `clientOnboarding.tables.<name>`. */
const List = familyTable<Name, 'clientOnboarding.'>(useHrTranslation, 'clientOnboarding.');

/**
 * Onboarding journeys with their step, progress and timing; searchable, sortable, exportable. The
 * stalled list shows how long each journey has not moved instead of how long it took.
 */
export const OnboardingsTable = variantTable(List, useHrTranslation, ({ t, ui, col }): Lists => {
  const stage = statusPreset(
    figures.values.stage,
    { welcome: 'neutral', documents: 'warning', kickoff: 'info', setup: 'primary', completed: 'success' },
    (s) => t(`values.onboardingStage.${s}`),
  );
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
      'started',
      [col.duration('took', t('clientOnboarding.columns.timeToOnboard'), figures.timeToOnboardMs)],
    ],
    stalled: ['idle', [col.duration('idle', t('clientOnboarding.columns.idle'), (o) => o.idleMs)]],
  };
});
