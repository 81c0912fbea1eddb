/**
 * The dashboards' table (DataTableContent.tsx), downloaded when a table is first shown. Dashboards keep
 * their tables in tabs after the Overview (DashboardTabs renders only the active panel), so the table
 * and what it brings (MUI's Table and input components, the pager, search, server paging, CSV export:
 * about 18 KB gzip of every remote's first load) waited for nothing on the way to the KPI row
 * (docs/performance.md). Until the module arrives, the card shows its title and says it is loading.
 * Once it has arrived, every table renders at once (no second fallback).
 */
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { Suspense, use } from 'react';
import { useUiTranslation } from '../i18n/index.ts';
import type { DataTableProps } from './DataTableContent.tsx';
import { onFirstUse } from './onFirstUse.ts';

export type { DataTableProps } from './DataTableContent.tsx';

const tableCode = onFirstUse(() => import('./DataTableContent.tsx'));

/** Starts (once) the download of the table's code; resolves when it can render. */
export const loadDataTable = tableCode.load;

function LoadedTable<Row>(props: DataTableProps<Row>) {
  // `use` suspends only until the first table's code has arrived; after that it is never called.
  const { DataTableContent } = tableCode.loaded() ?? use(loadDataTable());
  return <DataTableContent {...props} />;
}

/** The card's frame while the table's code downloads: its title, and that it is loading. */
function TablePlaceholder({ title, headingLevel = 2 }: { title: string; headingLevel?: 2 | 3 | 4 }) {
  const { t } = useUiTranslation();
  return (
    <Card variant="outlined" aria-busy="true">
      <Typography variant="h6" component={`h${headingLevel}`} sx={{ paddingInline: 2, paddingBlock: 1.5 }}>
        {title}
      </Typography>
      <Typography
        role="status"
        color="text.secondary"
        sx={{ paddingInline: 2, paddingBlock: 4, textAlign: 'center' }}
      >
        {t('table.loading')}
      </Typography>
    </Card>
  );
}

export function DataTable<Row>(props: DataTableProps<Row>) {
  return (
    <Suspense fallback={<TablePlaceholder title={props.title} headingLevel={props.headingLevel} />}>
      <LoadedTable {...props} />
    </Suspense>
  );
}
