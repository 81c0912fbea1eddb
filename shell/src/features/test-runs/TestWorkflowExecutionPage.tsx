import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useLocale } from '@portal/dashboard-kit/i18n';
import { useSearchParams } from 'react-router-dom';
import { LoadFailed } from '../../lib/screens/LoadFailed.tsx';
import { PageLoader } from '../../lib/screens/PageLoader.tsx';
import { useTestRunsT } from './i18n/index.ts';
import { RunForm } from './RunForm.tsx';
import { RunHistory } from './RunHistory.tsx';
import { RunPanel } from './RunPanel.tsx';
import { useTestRuns } from './useTestRuns.ts';

export default function TestWorkflowExecutionPage() {
  const { t } = useTestRunsT();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const { page, current, view, run, historyVersion } = useTestRuns();

  let body = null;
  if (page.state.status === 'loading') body = <PageLoader />;
  else if (page.state.status === 'error')
    body = <LoadFailed message={t('loadFailed')} onRetry={page.retry} />;
  else {
    const { workflows, limit } = page.state.data;
    const asked = params.get('workflow');
    const notOwned = Boolean(asked) && !workflows.some((w) => w.slug === asked);
    const slug = asked && !notOwned ? asked : notOwned ? '' : (workflows[0]?.slug ?? '');
    const nameOf = (s: string) => workflows.find((w) => w.slug === s)?.name[locale] ?? s;
    body = (
      <>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('limit', { limit })}
        </Typography>
        <Grid container spacing={3} sx={{ mb: 4 }}>
          <Grid size={{ xs: 12, md: 5 }}>
            <Paper variant="outlined" sx={{ p: 2.5 }}>
              <RunForm
                workflows={workflows}
                slug={slug}
                notOwned={notOwned}
                onSelect={(next) => setParams({ workflow: next }, { replace: true })}
                onRun={run}
              />
            </Paper>
          </Grid>
          <Grid size={{ xs: 12, md: 7 }}>
            <Paper
              variant="outlined"
              sx={{ p: 2.5 }}
              component="section"
              aria-labelledby="current-run-heading"
            >
              <Typography id="current-run-heading" variant="h6" component="h2" sx={{ mb: 2 }}>
                {t('run.heading')}
              </Typography>
              {current ? (
                <RunPanel run={current} workflowName={nameOf(current.workflow_slug)} />
              ) : (
                <Typography color="text.secondary">{t('run.empty')}</Typography>
              )}
            </Paper>
          </Grid>
        </Grid>
        <RunHistory
          workflows={workflows.map((w) => ({ slug: w.slug, label: w.name[locale] }))}
          nameOf={nameOf}
          version={historyVersion}
          onView={view}
          onRerun={(r) => void run(r.workflow_slug, r.input)}
        />
      </>
    );
  }

  return (
    <Container component="main" id="main" maxWidth="lg" sx={{ py: { xs: 3, sm: 5 } }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {t('title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t('subtitle')}
      </Typography>
      {body}
    </Container>
  );
}
