/** Every workflow's execution settings: its engine's webhook or the sandbox, timeout, on or off. */
import Chip from '@mui/material/Chip';
import { useFormatters, useLocale } from '@portal/dashboard-kit/i18n';
import { lazy, Suspense, useState } from 'react';
import { LoadingOrFailed } from '../../../lib/screens/LoadFailed.tsx';
import { column, type PlainColumn, PlainTable, RowButton } from '../../../lib/tables/PlainTable.tsx';
import { useServerState } from '../../../lib/useServerState.ts';
import { useWorkflowManagerT } from './i18n/index.ts';
import { type CatalogueRow, loadCatalogue, loadExecutionSettings } from './managerApi.ts';

/** The editor loads when a row is opened: most visits only read the table. */
const ExecutionDialog = lazy(() => import('./ExecutionDialog.tsx'));

export default function ExecutionTab() {
  const { t } = useWorkflowManagerT();
  const locale = useLocale();
  const f = useFormatters();
  const { state, retry, setData } = useServerState(async (signal) => {
    const [workflows, settings] = await Promise.all([loadCatalogue(signal), loadExecutionSettings(signal)]);
    return { workflows, settings: new Map(settings.map((s) => [s.workflow_slug, s])) };
  }, []);
  const [editing, setEditing] = useState<string>();

  if (state.status !== 'ready')
    return <LoadingOrFailed state={state} message={t('loadFailed')} onRetry={retry} />;
  const { workflows, settings } = state.data;
  const nameOf = (slug: string) => {
    const w = workflows.find((x) => x.slug === slug);
    return (locale === 'ar' ? w?.name_ar : w?.name_en) ?? slug;
  };
  const columns: PlainColumn<CatalogueRow>[] = [
    column(t('execution.workflow'), (w) => nameOf(w.slug), { rowHeader: true }),
    column(t('execution.engine'), (w) => {
      const url = settings.get(w.slug)?.execution_webhook_url;
      return url ? (
        <span lang="en" dir="ltr" style={{ wordBreak: 'break-all' }}>
          {url}
        </span>
      ) : (
        <Chip size="small" variant="outlined" label={t('execution.sandbox')} />
      );
    }),
    column(t('execution.timeout'), (w) => f.duration(settings.get(w.slug)?.timeout_ms ?? 15000)),
    column(t('execution.enabled'), (w) => {
      const s = settings.get(w.slug);
      return !s || s.is_enabled ? t('execution.on') : t('execution.off');
    }),
    column(t('execution.updated'), (w) => {
      const s = settings.get(w.slug);
      return s ? f.dateTime(s.updated_at) : f.missing;
    }),
    column(t('execution.actions'), (w) => (
      <RowButton
        label={t('edit')}
        accessibleLabel={t('editLabel', { name: nameOf(w.slug) })}
        onClick={() => setEditing(w.slug)}
      />
    )),
  ];

  return (
    <>
      <PlainTable
        label={t('execution.heading')}
        testId="execution-table"
        columns={columns}
        rows={workflows}
        rowKey={(w) => w.slug}
        rowData={(w) => ({ 'data-slug': w.slug })}
      />
      <Suspense fallback={null}>
        {editing && (
          <ExecutionDialog
            slug={editing}
            name={nameOf(editing)}
            settings={settings.get(editing)}
            onClose={() => setEditing(undefined)}
            onSaved={(row) => {
              setData((d) => ({ ...d, settings: new Map(d.settings).set(row.workflow_slug, row) }));
              setEditing(undefined);
            }}
          />
        )}
      </Suspense>
    </>
  );
}
