import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { catalogueEntry, livePath } from '@portal/contract';
import { formattersFor } from '@portal/dashboard-kit/format';
import { isolate } from '@portal/dashboard-kit/i18n';
import { memo, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { OwnedWorkflow, WorkflowStatus } from '../../domain/workspace/data.ts';
import { useWorkspaceT } from '../../domain/workspace/i18n/index.ts';
import { matchesWorkflowName } from '../../domain/workspace/search.ts';
import { TextInput } from '../../lib/forms/TextInput.tsx';
import { RetryAlert } from '../../lib/screens/RetryAlert.tsx';
import { column, type PlainColumn, PlainTable } from '../../lib/tables/PlainTable.tsx';
import { useDashboardT } from './i18n/index.ts';
import type { WorkflowActivity } from './stats.ts';

// No warning orange: white on it misses AA contrast.
const STATUS_COLORS = { active: 'success', paused: 'default', live: 'primary' } as const;
/** The legend reads from what runs for real to what does not. */
const LEGEND_ORDER: readonly WorkflowStatus[] = ['live', 'active', 'paused'];
const RUN_COLORS = { queued: 'default', running: 'primary', succeeded: 'success', failed: 'error' } as const;

export type ListState =
  | { status: 'loading' }
  | { status: 'failed'; retry: () => void }
  | { status: 'ready'; owned: readonly OwnedWorkflow[]; activity: ReadonlyMap<string, WorkflowActivity> };

/**
 * What each badge in the list means (issue 36: nothing said how Live differs from Active), for the
 * statuses the client has; each chip is described by its line.
 */
function StatusLegend({ idPrefix, statuses }: { idPrefix: string; statuses: ReadonlySet<string> }) {
  const { t: tw } = useWorkspaceT();
  return (
    <Box sx={{ mt: 2 }} data-testid="status-legend">
      <Typography component="h3" variant="subtitle2" sx={{ mb: 0.5 }}>
        {tw('statusLegend')}
      </Typography>
      <Stack component="dl" spacing={0.5} sx={{ my: 0 }}>
        {LEGEND_ORDER.filter((status) => statuses.has(status)).map((status) => (
          <Stack key={status} direction="row" spacing={1} sx={{ alignItems: 'baseline' }}>
            <Box component="dt" sx={{ flexShrink: 0 }}>
              <Chip size="small" color={STATUS_COLORS[status]} label={tw(`workflowStatus.${status}`)} />
            </Box>
            <Typography
              component="dd"
              variant="body2"
              color="text.secondary"
              id={`${idPrefix}-${status}`}
              sx={{ m: 0 }}
            >
              {tw(`workflowStatusMeaning.${status}`)}
            </Typography>
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}

/** Every workflow the client owns, with search over both languages' names (docs/product.md §2). */
export const WorkflowList = memo(function WorkflowList({ list }: { list: ListState }) {
  const { t, locale } = useDashboardT();
  const { t: tw } = useWorkspaceT();
  const f = formattersFor(locale);
  const [query, setQuery] = useState('');
  const headingId = useId();
  const legendId = useId();

  let body: React.ReactNode;
  if (list.status === 'loading') body = null;
  else if (list.status === 'failed')
    body = (
      <RetryAlert
        message={t('list.failed')}
        retryLabel={t('list.retry')}
        onRetry={list.retry}
        testId="workflows-failed"
      />
    );
  else if (list.owned.length === 0)
    body = (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }} data-testid="workflows-empty">
        <Typography>{t('list.empty')}</Typography>
        <Button component={Link} to="/marketplace" variant="contained">
          {t('list.emptyAction')}
        </Button>
      </Stack>
    );
  else {
    const rows = list.owned
      .map((owned) => ({ owned, entry: catalogueEntry(owned.slug) }))
      .filter(({ entry }) => matchesWorkflowName(entry, query))
      .sort((a, b) => a.entry.sortOrder - b.entry.sortOrder);
    const activityOf = (slug: string) => list.activity.get(slug);
    const columns: PlainColumn<(typeof rows)[number]>[] = [
      column(t('list.columns.name'), ({ entry }) => entry.name[locale], { rowHeader: true }),
      column(t('list.columns.category'), ({ entry }) => tw(`categories.${entry.category}`)),
      column(t('list.columns.status'), ({ owned }) => (
        <Chip
          size="small"
          color={STATUS_COLORS[owned.status]}
          label={tw(`workflowStatus.${owned.status}`)}
          aria-describedby={`${legendId}-${owned.status}`}
          data-testid="workflow-status"
        />
      )),
      column(t('list.columns.runsToday'), ({ owned }) => f.number(activityOf(owned.slug)?.runsToday ?? 0), {
        align: 'right',
        testId: 'runs-today',
      }),
      column(t('list.columns.lastRun'), ({ owned }) => {
        const lastRun = activityOf(owned.slug)?.lastRun;
        return lastRun ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <span>{f.dateTime(lastRun.at)}</span>
            <Chip
              size="small"
              variant="outlined"
              color={RUN_COLORS[lastRun.status]}
              label={t(`list.runStatus.${lastRun.status}`)}
            />
          </Stack>
        ) : (
          t('list.never')
        );
      }),
      column(t('list.columns.actions'), ({ owned, entry }) => (
        <Button
          component={Link}
          to={livePath(owned.slug)}
          size="small"
          aria-label={t('list.openLabel', { name: entry.name[locale] })}
        >
          {t('list.open')}
        </Button>
      )),
    ];
    body =
      rows.length === 0 ? (
        <Typography role="status">{t('list.noMatch', { query: isolate(query) })}</Typography>
      ) : (
        <>
          <PlainTable
            labelledBy={headingId}
            columns={columns}
            rows={rows}
            rowKey={({ owned }) => owned.slug}
            rowData={({ owned }) => ({ 'data-testid': `workflow-row-${owned.slug}` })}
          />
          <StatusLegend idPrefix={legendId} statuses={new Set(list.owned.map((w) => w.status))} />
        </>
      );
  }

  return (
    <Paper component="section" variant="outlined" sx={{ p: 3 }} aria-labelledby={headingId}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}
      >
        <Typography id={headingId} variant="h5" component="h2">
          {t('list.heading')}
        </Typography>
        <TextInput
          label={t('list.search')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          size="small"
          type="search"
          slotProps={{ htmlInput: { 'data-testid': 'workflow-search' } }}
        />
      </Stack>
      {body}
    </Paper>
  );
});
