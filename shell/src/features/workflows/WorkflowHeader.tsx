import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DashboardMode, WorkflowSlug } from '@portal/contract';
import type { WorkflowStatus } from '../../domain/workspace/data.ts';
import { useServerState } from '../../lib/useServerState.ts';
import { useWorkflowsT } from './i18n/index.ts';
import { fetchWorkflowStatus } from './workflowRequests.ts';

const STATUS_COLORS = { sample: 'default', active: 'success', paused: 'warning', live: 'primary' } as const;

/** Title and status badge (docs/product.md §4: active, paused, live; 'Sample' on sample routes). */
/** What each part of a workflow's page is given: the workflow, live or sample, and its title. */
export interface WorkflowPart {
  slug: WorkflowSlug;
  mode: DashboardMode;
  title: string;
}

export function WorkflowHeader({ slug, mode, title }: WorkflowPart) {
  const { t } = useWorkflowsT();
  const live = useServerState<WorkflowStatus | null>((signal) => fetchWorkflowStatus(slug, signal), [slug], {
    enabled: mode === 'live',
  });
  const status = mode === 'sample' ? 'sample' : live.state.status === 'ready' ? live.state.data : null;
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      {status && (
        <Chip
          label={t(`status.${status}`)}
          aria-label={t('status.label', { status: t(`status.${status}`) })}
          color={STATUS_COLORS[status]}
          variant={status === 'sample' ? 'outlined' : 'filled'}
          // MUI writes white on its warning orange (3.1:1, below WCAG AA): the paused badge writes black.
          sx={status === 'paused' ? { color: 'common.black' } : undefined}
          data-testid="workflow-status"
        />
      )}
      {/* The browser's print to PDF, with the portal's print stylesheet (app/layout/PrintStyles.tsx). */}
      <Button
        variant="outlined"
        size="small"
        onClick={() => window.print()}
        title={t('print.hint')}
        data-print="hide"
        sx={{ marginInlineStart: 'auto' }}
      >
        {t('print.downloadPdf')}
      </Button>
    </Stack>
  );
}
