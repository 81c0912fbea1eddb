/** The catalogue as the marketplace sells it, every row editable (docs/product.md §3: marketplace item). */
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useFormatters, useLocale } from '@portal/shared/i18n';
import { useState } from 'react';
import { LoadFailed } from '../../../lib/screens/LoadFailed.tsx';
import { PageLoader } from '../../../lib/screens/PageLoader.tsx';
import { useServerState } from '../../../lib/useServerState.ts';
import { useWorkspaceT } from '../../../lib/workspace/i18n/index.ts';
import { CatalogueDialog } from './CatalogueDialog.tsx';
import { useWorkflowManagerT } from './i18n/index.ts';
import { type CatalogueRow, loadCatalogue } from './managerApi.ts';

export function CatalogueTab() {
  const { t } = useWorkflowManagerT();
  const labels = useWorkspaceT().t;
  const locale = useLocale();
  const f = useFormatters();
  const { state, retry, setData } = useServerState(loadCatalogue, []);
  const [editing, setEditing] = useState<CatalogueRow>();

  if (state.status === 'loading') return <PageLoader />;
  if (state.status === 'error') return <LoadFailed message={t('loadFailed')} onRetry={retry} />;
  const price = (amount: number | null) => (amount === null ? t('contactForCost') : f.qar(amount));

  return (
    <>
      <TableContainer>
        <Table size="small" aria-label={t('catalogue.heading')} data-testid="catalogue-table">
          <TableHead>
            <TableRow>
              <TableCell>{t('catalogue.name')}</TableCell>
              <TableCell>{t('catalogue.category')}</TableCell>
              <TableCell>{t('catalogue.setup')}</TableCell>
              <TableCell>{t('catalogue.monthly')}</TableCell>
              <TableCell>{t('catalogue.complexity')}</TableCell>
              <TableCell>{t('catalogue.minutes')}</TableCell>
              <TableCell>{t('catalogue.shown')}</TableCell>
              <TableCell>{t('catalogue.order')}</TableCell>
              <TableCell>{t('catalogue.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {state.data.map((row) => {
              const name = locale === 'ar' ? row.name_ar : row.name_en;
              return (
                <TableRow key={row.slug} data-slug={row.slug}>
                  <TableCell component="th" scope="row">
                    {name}
                  </TableCell>
                  <TableCell>{labels(`categories.${row.category}`)}</TableCell>
                  <TableCell data-testid="setup-cost">{price(row.setup_cost_qar)}</TableCell>
                  <TableCell data-testid="monthly-cost">{price(row.monthly_cost_qar)}</TableCell>
                  <TableCell>{labels(`complexity.${row.complexity}`)}</TableCell>
                  <TableCell>{f.number(row.minutes_saved_per_run)}</TableCell>
                  <TableCell>{row.is_active ? t('catalogue.yes') : t('catalogue.no')}</TableCell>
                  <TableCell>{f.number(row.sort_order)}</TableCell>
                  <TableCell>
                    <Button
                      size="small"
                      onClick={() => setEditing(row)}
                      aria-label={t('editLabel', { name })}
                    >
                      {t('edit')}
                    </Button>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
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
    </>
  );
}
