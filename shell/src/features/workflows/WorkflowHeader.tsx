import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DashboardMode, WorkflowSlug } from '@portal/shared';
import { useEffect, useState } from 'react';
import { useWorkflowsT } from './i18n/index.ts';
import { fetchWorkflowStatus, type WorkflowStatus } from './workflowRequests.ts';

const STATUS_COLORS = { sample: 'default', active: 'success', paused: 'warning', live: 'primary' } as const;

/** Title and status badge (spec §4: active, paused, live; 'Sample' on sample routes). */
export function WorkflowHeader({
  slug,
  mode,
  title,
}: {
  slug: WorkflowSlug;
  mode: DashboardMode;
  title: string;
}) {
  const { t } = useWorkflowsT();
  const [liveStatus, setLiveStatus] = useState<WorkflowStatus | null>(null);
  useEffect(() => {
    if (mode !== 'live') return;
    const controller = new AbortController();
    fetchWorkflowStatus(slug, controller.signal).then(setLiveStatus, () => setLiveStatus(null));
    return () => controller.abort();
  }, [slug, mode]);
  const status = mode === 'sample' ? 'sample' : liveStatus;
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
          data-testid="workflow-status"
        />
      )}
    </Stack>
  );
}
