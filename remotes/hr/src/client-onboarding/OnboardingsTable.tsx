import { type DataColumn, familyTable, statusPreset, useTableColumns } from '@portal/shared/ui';
import { useHrTranslation } from '../i18n/index.ts';
import * as figures from './data.ts';

type Row = figures.OnboardingRow;
type ListProps = { name: 'onboardings' | 'stalled'; rows: readonly Row[]; asOf: string };
/** The dashboard's two lists, titled `clientOnboarding.tables.<name>`. */
const List = familyTable<ListProps['name'], 'clientOnboarding.'>(useHrTranslation, 'clientOnboarding.');

/**
 * Onboarding journeys with their step, progress and timing; searchable, sortable, exportable. The
 * stalled list shows how long each journey has not moved instead of how long it took.
 */
export function OnboardingsTable({ name, rows, asOf }: ListProps) {
  const stalled = name === 'stalled';
  const columns = useTableColumns(
    useHrTranslation,
    ({ t, ui, col }): DataColumn<Row>[] => {
      const stage = statusPreset(
        figures.values.stage,
        { welcome: 'neutral', documents: 'warning', kickoff: 'info', setup: 'primary', completed: 'success' },
        (s) => t(`values.onboardingStage.${s}`),
      );
      const total = figures.STEPS.length;
      return [
        col.text('client', ui('columns.name'), (o) => o.client_name),
        col.text('company', ui('columns.company'), (o) => o.company),
        col.contact('email', ui('columns.email'), (o) => o.email, { sortable: false }),
        col.status('stage', t('clientOnboarding.columns.stage'), figures.read.stage, stage),
        col.number('steps', t('clientOnboarding.columns.steps'), figures.stepsDone, {
          render: (o) => t('clientOnboarding.stepsDone', { done: figures.stepsDone(o), total }),
        }),
        col.date('started', ui('columns.started'), (o) => o.started_at),
        stalled
          ? col.duration('idle', t('clientOnboarding.columns.idle'), (o) => figures.idleMs(o, asOf))
          : col.duration('took', t('clientOnboarding.columns.timeToOnboard'), figures.timeToOnboardMs),
      ];
    },
    [asOf, stalled],
  );
  const sort = stalled ? 'idle' : 'started';
  const title = { count: figures.STALLED_AFTER_DAYS };
  return <List name={name} titleValues={title} rows={rows} columns={columns} initialSort={sort} />;
}
