import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import type { DashboardMode, WorkflowSlug } from '@portal/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { RemoteDashboard } from './RemoteDashboard.tsx';
import { SampleNotice } from './SampleNotice.tsx';
import { WorkflowControl } from './WorkflowControl.tsx';
import { WorkflowHeader } from './WorkflowHeader.tsx';

/**
 * The shell-owned page around every workflow dashboard, live or sample: title, status badge, the demo
 * notice, the dashboard from its remote (with its own error handling) and the Workflow Control section.
 */
export default function WorkflowPage({ slug, mode }: { slug: WorkflowSlug; mode: DashboardMode }) {
  const { t } = useTranslation(['workflows', 'common']);
  const title = t(`titles.${slug}`);
  useEffect(() => {
    document.title = `${title} · ${t('common:appName')}`;
  }, [title, t]);
  return (
    <Container component="main" id="main" maxWidth="xl" sx={{ py: 4 }}>
      <Stack spacing={3}>
        <WorkflowHeader slug={slug} mode={mode} title={title} />
        {mode === 'sample' && <SampleNotice />}
        <RemoteDashboard slug={slug} mode={mode} />
        <WorkflowControl slug={slug} mode={mode} title={title} />
      </Stack>
    </Container>
  );
}
