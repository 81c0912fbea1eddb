import Box from '@mui/material/Box';
import { PageLoader } from '../../lib/screens/PageLoader.tsx';
import { useWorkflowsT } from './i18n/index.ts';

/**
 * A dashboard on its way: the spinner in a box a screen high, because a dashboard is at least that
 * tall. The Workflow Control section below then starts off screen and does not jump down when the
 * dashboard arrives (Lighthouse measured that shift at 0.28 on every dashboard page).
 */
export function DashboardLoader() {
  const { t } = useWorkflowsT();
  return (
    <Box sx={{ minHeight: '100vh' }}>
      <PageLoader label={t('remote.loading')} />
    </Box>
  );
}
