import type { TableRows } from '@portal/dashboard-kit/live';
import { type DataColumn, familyTable, useTableColumns } from '@portal/dashboard-kit/ui';
import { useHrTranslation } from '../i18n/index.ts';
import { type ApplicationRow, PIPELINE, type Position, read, timeToScreenMs, values } from './data.ts';

type Table = 'candidates' | 'positions';
/** The dashboard's tables, titled `jobApplication.tables.<name>`. */
const JobTable = familyTable<Table, 'jobApplication.'>(useHrTranslation, 'jobApplication.');

/** Candidates with their position, source, stage and screening; searchable, sortable, exportable. */
export function CandidatesTable({ rows }: { rows: TableRows<ApplicationRow> }) {
  const columns = useTableColumns(useHrTranslation, ({ t, ui, col }): DataColumn<ApplicationRow>[] => {
    const stage = PIPELINE.status((s) => t(`values.stage.${s}`));
    return [
      col.text('candidate', t('jobApplication.columns.candidate'), (a) => a.candidate_name),
      col.contact('email', ui('columns.email'), (a) => a.email, { sortable: false }),
      col.text('position', t('jobApplication.columns.position'), (a) => a.job_title),
      col.label('source', ui('columns.source'), read.source, (s) => t(`values.source.${s}`)),
      col.status('stage', t('jobApplication.columns.stage'), read.stage, stage),
      col.number('score', ui('columns.score'), (a) => a.score),
      col.date('applied', t('jobApplication.columns.applied'), (a) => a.applied_at),
      col.duration('screen', t('jobApplication.columns.timeToScreen'), timeToScreenMs),
    ];
  });
  return <JobTable name="candidates" rows={rows} columns={columns} initialSort="applied" />;
}

/** Each open position's pipeline: candidates per stage. */
export function PositionsTable({ rows }: { rows: readonly Position[] }) {
  const columns = useTableColumns(useHrTranslation, ({ t, col }): DataColumn<Position>[] => [
    col.text('position', t('jobApplication.columns.position'), (p) => p.title),
    col.number('active', t('jobApplication.columns.inPipeline'), (p) => p.active),
    ...values.stage.map((stage, i) =>
      col.number<Position>(stage, t(`values.stage.${stage}`), (p) => p.byStage[i] ?? 0),
    ),
    col.number('best', t('jobApplication.columns.bestScore'), (p) => p.bestScore),
  ]);
  return <JobTable name="positions" rows={rows} columns={columns} rowKey="title" initialSort="active" />;
}
