import { type DataColumn, DataTable, statusPreset, useTableColumns } from '@portal/shared/ui';
import { useHrTranslation } from '../i18n/index.ts';
import { idleMs, type OnboardingRow, read, STEPS, stepsDone, timeToOnboardMs, values } from './data.ts';

interface OnboardingsTableProps {
  rows: readonly OnboardingRow[];
  asOf: string;
  title: string;
  emptyMessage: string;
  /** The stalled list: how long each journey has not moved, instead of how long it took. */
  stalled?: boolean;
}

/** Onboarding journeys with their step, progress and timing; searchable, sortable, exportable. */
export function OnboardingsTable({ asOf, stalled = false, ...table }: OnboardingsTableProps) {
  const columns = useTableColumns(
    useHrTranslation,
    ({ t, ui, col }): DataColumn<OnboardingRow>[] => {
      const stage = statusPreset(
        values.stage,
        { welcome: 'neutral', documents: 'warning', kickoff: 'info', setup: 'primary', completed: 'success' },
        (s) => t(`values.onboardingStage.${s}`),
      );
      return [
        col.text('client', ui('columns.name'), (o) => o.client_name),
        col.text('company', ui('columns.company'), (o) => o.company),
        col.contact('email', ui('columns.email'), (o) => o.email, { sortable: false }),
        col.status('stage', t('clientOnboarding.columns.stage'), read.stage, stage),
        col.number('steps', t('clientOnboarding.columns.steps'), stepsDone, {
          render: (o) => t('clientOnboarding.stepsDone', { done: stepsDone(o), total: STEPS.length }),
        }),
        col.date('started', ui('columns.started'), (o) => o.started_at),
        stalled
          ? col.duration('idle', t('clientOnboarding.columns.idle'), (o) => idleMs(o, asOf))
          : col.duration(
              'took',
              t('clientOnboarding.columns.timeToOnboard'),
              (o) => timeToOnboardMs(o) ?? null,
            ),
      ];
    },
    [asOf, stalled],
  );
  return <DataTable {...table} columns={columns} initialSort={stalled ? 'idle' : 'started'} />;
}
