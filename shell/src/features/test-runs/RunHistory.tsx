import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormatters } from '@portal/shared/i18n';
import { useState } from 'react';
import { LoadFailed } from '../../lib/screens/LoadFailed.tsx';
import { useServerState } from '../../lib/useServerState.ts';
import { useTestRunsT } from './i18n/index.ts';
import { RunStatusChip, SandboxChip } from './RunStatusChip.tsx';
import { HISTORY_PAGE_SIZE, listRuns, RUN_STATUSES, type Run, type RunFilters } from './runsApi.ts';

interface RunHistoryProps {
  workflows: { slug: string; label: string }[];
  nameOf: (slug: string) => string;
  /** Changes when a run of this user changed (realtime), so the list reloads in place. */
  version: number;
  onView: (run: Run) => void;
  onRerun: (run: Run) => void;
}

export function RunHistory({ workflows, nameOf, version, onView, onRerun }: RunHistoryProps) {
  const { t } = useTestRunsT();
  const f = useFormatters();
  const [filters, setFilters] = useState<RunFilters>({ workflow: '', status: '', from: '', to: '', page: 1 });
  const { state, retry } = useServerState((signal) => listRuns(filters, signal), [filters, version]);
  const set = (patch: Partial<RunFilters>) => setFilters((current) => ({ ...current, ...patch, page: 1 }));

  const page = state.status === 'ready' ? state.data : undefined;
  const pages = page ? Math.max(1, Math.ceil(page.total / HISTORY_PAGE_SIZE)) : 1;

  return (
    <Stack spacing={2} component="section" aria-labelledby="history-heading">
      <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between' }}>
        <Typography id="history-heading" variant="h6" component="h2">
          {t('history.heading')}
        </Typography>
        {page && (
          <Typography variant="body2" color="text.secondary" data-testid="history-total">
            {t('history.total', { count: page.total })}
          </Typography>
        )}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          size="small"
          label={t('history.workflow')}
          value={filters.workflow}
          onChange={(e) => set({ workflow: e.target.value })}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">{t('history.allWorkflows')}</MenuItem>
          {workflows.map((w) => (
            <MenuItem key={w.slug} value={w.slug}>
              {w.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('history.status')}
          value={filters.status}
          onChange={(e) => set({ status: e.target.value as RunFilters['status'] })}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="">{t('history.allStatuses')}</MenuItem>
          {RUN_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {t(`status.${s}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          type="date"
          label={t('history.from')}
          value={filters.from}
          onChange={(e) => set({ from: e.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          size="small"
          type="date"
          label={t('history.to')}
          value={filters.to}
          onChange={(e) => set({ to: e.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
      {state.status === 'error' && <LoadFailed message={t('history.loadFailed')} onRetry={retry} />}
      {page && page.data.length === 0 && <Typography color="text.secondary">{t('history.empty')}</Typography>}
      {page && page.data.length > 0 && (
        <TableContainer>
          <Table size="small" aria-labelledby="history-heading" data-testid="run-history">
            <TableHead>
              <TableRow>
                <TableCell>{t('history.workflow')}</TableCell>
                <TableCell>{t('history.status')}</TableCell>
                <TableCell>{t('history.executor')}</TableCell>
                <TableCell>{t('history.started')}</TableCell>
                <TableCell>{t('history.duration')}</TableCell>
                <TableCell>{t('history.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {page.data.map((run) => {
                const name = nameOf(run.workflow_slug);
                const date = f.dateTime(run.created_at);
                return (
                  <TableRow key={run.id} data-run-id={run.id}>
                    <TableCell>{name}</TableCell>
                    <TableCell>
                      <RunStatusChip status={run.status} />
                    </TableCell>
                    <TableCell>{run.executor === 'sandbox' ? <SandboxChip /> : t('run.engine')}</TableCell>
                    <TableCell>{date}</TableCell>
                    <TableCell>
                      {run.duration_ms === null ? f.missing : f.duration(run.duration_ms)}
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <Button
                        size="small"
                        onClick={() => onView(run)}
                        aria-label={t('history.viewLabel', { workflow: name, date })}
                      >
                        {t('history.view')}
                      </Button>
                      <Button
                        size="small"
                        onClick={() => onRerun(run)}
                        aria-label={t('history.rerunLabel', { workflow: name, date })}
                      >
                        {t('history.rerun')}
                      </Button>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {page && pages > 1 && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'flex-end' }}>
          <Button
            size="small"
            disabled={filters.page <= 1}
            onClick={() => setFilters((c) => ({ ...c, page: c.page - 1 }))}
          >
            {t('history.previous')}
          </Button>
          <Typography variant="body2">{t('history.page', { page: filters.page, pages })}</Typography>
          <Button
            size="small"
            disabled={filters.page >= pages}
            onClick={() => setFilters((c) => ({ ...c, page: c.page + 1 }))}
          >
            {t('history.next')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
