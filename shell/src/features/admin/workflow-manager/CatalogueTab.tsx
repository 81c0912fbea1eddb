/** The catalogue as the marketplace sells it, every row editable (docs/product.md §3: marketplace item). */
import { useFormatters, useLocale } from '@portal/dashboard-kit/i18n';
import { lazy, Suspense, useState } from 'react';
import { useWorkspaceT } from '../../../domain/workspace/i18n/index.ts';
import { LoadingOrFailed } from '../../../lib/screens/LoadFailed.tsx';
import { column, type PlainColumn, PlainTable, RowButton } from '../../../lib/tables/PlainTable.tsx';
import { useServerState } from '../../../lib/useServerState.ts';
import { useWorkflowManagerT } from './i18n/index.ts';
import { type CatalogueRow, loadCatalogue } from './managerApi.ts';

/** The editor loads when a row is opened: most visits only read the table. */
const CatalogueDialog = lazy(() => import('./CatalogueDialog.tsx'));

export default function CatalogueTab() {
  const { t } = useWorkflowManagerT();
  const labels = useWorkspaceT().t;
  const locale = useLocale();
  const f = useFormatters();
  const { state, retry, setData } = useServerState(loadCatalogue, []);
  const [editing, setEditing] = useState<CatalogueRow>();

  if (state.status !== 'ready')
    return <LoadingOrFailed state={state} message={t('loadFailed')} onRetry={retry} />;
  const price = (amount: number | null) => (amount === null ? t('contactForCost') : f.qar(amount));
  const nameOf = (row: CatalogueRow) => (locale === 'ar' ? row.name_ar : row.name_en);
  const columns: PlainColumn<CatalogueRow>[] = [
    column(t('catalogue.name'), nameOf, { rowHeader: true }),
    column(t('catalogue.category'), (row) => labels(`categories.${row.category}`)),
    column(t('catalogue.setup'), (row) => price(row.setup_cost_qar), { testId: 'setup-cost' }),
    column(t('catalogue.monthly'), (row) => price(row.monthly_cost_qar), {
      testId: 'monthly-cost',
    }),
    column(t('catalogue.complexity'), (row) => labels(`complexity.${row.complexity}`)),
    column(t('catalogue.minutes'), (row) => f.number(row.minutes_saved_per_run)),
    column(t('catalogue.shown'), (row) => (row.is_active ? t('catalogue.yes') : t('catalogue.no'))),
    column(t('catalogue.order'), (row) => f.number(row.sort_order)),
    column(t('catalogue.actions'), (row) => (
      <RowButton
        label={t('edit')}
        accessibleLabel={t('editLabel', { name: nameOf(row) })}
        onClick={() => setEditing(row)}
      />
    )),
  ];

  return (
    <>
      <PlainTable
        label={t('catalogue.heading')}
        testId="catalogue-table"
        columns={columns}
        rows={state.data}
        rowKey={(row) => row.slug}
        rowData={(row) => ({ 'data-slug': row.slug })}
      />
      <Suspense fallback={null}>
        {editing && (
          <CatalogueDialog
            row={editing}
            onClose={() => setEditing(undefined)}
            onSaved={(slug, edit) => {
              setData((rows) => rows.map((r) => (r.slug === slug ? { ...r, ...edit } : r)));
              setEditing(undefined);
            }}
          />
        )}
      </Suspense>
    </>
  );
}
