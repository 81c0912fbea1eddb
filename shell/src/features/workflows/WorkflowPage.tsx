import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import { catalogueEntry, type DashboardMode, type WorkflowSlug } from '@portal/shared';
import { useEffect } from 'react';
import { useCommonT } from '../../lib/i18n/common.ts';
import { RemoteDashboard } from './RemoteDashboard.tsx';
import { SampleNotice } from './SampleNotice.tsx';
import { WorkflowControl } from './WorkflowControl.tsx';
import { WorkflowHeader } from './WorkflowHeader.tsx';

/**
 * The shell-owned page around every workflow dashboard, live or sample: title, status badge, the demo
 * notice, the dashboard from its remote (with its own error handling) and the Workflow Control section.
 */
export default function WorkflowPage({ slug, mode }: { slug: WorkflowSlug; mode: DashboardMode }) {
  const { t, locale } = useCommonT();
  // The catalogue is the one place a workflow's name is written, in both languages.
  const title = catalogueEntry(slug).name[locale];
  useEffect(() => {
    document.title = `${title} · ${t('appName')}`;
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
