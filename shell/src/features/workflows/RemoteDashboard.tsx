import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { DashboardMode, WorkflowSlug } from '@portal/contract';
import type { ReactNode } from 'react';
import { familyOf } from '../../../../federation.config.ts';
import { DashboardLoader } from './DashboardLoader.tsx';
import { DashboardView } from './DashboardView.tsx';
import { useWorkflowsT } from './i18n/index.ts';
import { RemoteLoadError } from './RemoteLoadError.tsx';
import { useRemoteDashboard } from './useRemoteDashboard.ts';

/** The dashboard of one workflow, fetched from its family's remote at run time. */
export function RemoteDashboard({ slug, mode }: { slug: WorkflowSlug; mode: DashboardMode }) {
  const { t } = useWorkflowsT();
  const family = familyOf(slug).family;
  const { state, retry } = useRemoteDashboard(family, slug);
  const status = state.status === 'ready' && state.data === null ? 'missing' : state.status;

  let content: ReactNode;
  if (state.status === 'loading') content = <DashboardLoader />;
  else if (state.status === 'error') {
    content = <RemoteLoadError error={state.error} family={family} onRetry={retry} />;
  } else if (state.data === null) content = <Alert severity="info">{t('remote.notAvailable')}</Alert>;
  else content = <DashboardView key={`${slug}:${mode}`} dashboard={state.data} slug={slug} mode={mode} />;
  // data-* attributes let the e2e suite tell where the remote's DOM starts and what state it is in.
  return (
    <Box data-testid="workflow-dashboard" data-family={family} data-remote-status={status}>
      {content}
    </Box>
  );
}
