import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { catalogueEntry, catalogueInOrder, isWorkflowSlug } from '@portal/contract';
import { useLocale } from '@portal/dashboard-kit/i18n';
import { lazy, Suspense } from 'react';
import { getI18n } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useAuth } from '../../domain/session/store.ts';
import { SelectInput } from '../../lib/forms/SelectInput.tsx';
import { LoadFailed } from '../../lib/screens/LoadFailed.tsx';
import { PageLoader } from '../../lib/screens/PageLoader.tsx';
import { useServerState } from '../../lib/useServerState.ts';
import { useTestRunsT } from './i18n/index.ts';
import { testRunPanelNamespace } from './i18n/panel/index.ts';
import { RunForm } from './RunForm.tsx';
import { RunHistory } from './RunHistory.tsx';
import { loadPeople } from './runsApi.ts';
import { useTestRuns } from './useTestRuns.ts';

/**
 * The run's panel (its steps, progress bar, output) and its texts load with the first run shown: the
 * page opens on the form and the history (docs/performance.md). Pressing Run starts its download beside the request.
 */
const loadRunPanel = () => {
  // Its texts (the steps' names, the output's labels) download beside its code, not after it renders.
  void getI18n()?.loadNamespaces(testRunPanelNamespace.name);
  return import('./RunPanel.tsx').then((m) => ({ default: m.RunPanel }));
};
const RunPanel = lazy(loadRunPanel);

/**
 * /test-workflow-execution. A client tries its own workflows; an administrator sees every client's runs
 * (with the client and who started each, filtered and paged on the server) and starts a run of a chosen
 * client's workflow for that client (?client=<id>), recorded as the client's run started by the admin.
 */
export default function TestWorkflowExecutionPage() {
  const admin = useAuth((state) => state.roleStatus === 'ready' && state.role === 'admin');
  return <TestRunsView admin={admin} />;
}

function TestRunsView({ admin }: { admin: boolean }) {
  const { t } = useTestRunsT();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const client = admin ? (params.get('client') ?? '') : undefined;
  const { page, current, view, run: start, historyVersion } = useTestRuns(client);
  const run: typeof start = (slug, input) => {
    void loadRunPanel();
    return start(slug, input);
  };
  const people = useServerState(loadPeople, [], { enabled: admin });
  const everyone = admin && people.state.status === 'ready' ? people.state.data : undefined;
  const clients = everyone?.filter((p) => p.role !== 'admin') ?? [];
  const choose = (next: Record<string, string>) =>
    setParams(
      (currentParams) => {
        const merged = new URLSearchParams(currentParams);
        for (const [key, value] of Object.entries(next)) {
          if (value) merged.set(key, value);
          else merged.delete(key);
        }
        return merged;
      },
      { replace: true },
    );

  let body = null;
  if (page.state.status === 'loading') body = <PageLoader />;
  else if (page.state.status === 'error')
    body = <LoadFailed message={t('loadFailed')} onRetry={page.retry} />;
  else {
    const { workflows, limit } = page.state.data;
    const asked = params.get('workflow');
    const notOwned = Boolean(asked) && !workflows.some((w) => w.slug === asked);
    const slug = asked && !notOwned ? asked : notOwned ? '' : (workflows[0]?.slug ?? '');
    const nameOf = (s: string) =>
      workflows.find((w) => w.slug === s)?.name[locale] ??
      (isWorkflowSlug(s) ? catalogueEntry(s).name[locale] : s);
    const clientName = clients.find((c) => c.id === client)?.name ?? '';
    body = (
      <>
        {/* Admins are not limited (the database's rate limit is for clients). */}
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {admin ? null : t('limit', { limit })}
        </Typography>
        {/* CSS grid: the form beside the run from md up (5 : 7), stacked below; MUI's Grid is 1.9 KB gzip. */}
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 5fr) minmax(0, 7fr)' },
            gap: 3,
            mb: 4,
          }}
        >
          <div>
            <Paper variant="outlined" sx={{ p: 2.5 }}>
              {admin && (
                <Box sx={{ mb: 2 }}>
                  <SelectInput
                    label={t('admin.client')}
                    value={client ?? ''}
                    onChange={(next) => choose({ client: next, workflow: '' })}
                    options={[
                      { value: '', label: t('admin.chooseClient') },
                      ...clients.map((c) => ({
                        value: c.id,
                        label: c.company ? `${c.name} (${c.company})` : c.name,
                      })),
                    ]}
                    fullWidth
                  />
                </Box>
              )}
              <RunForm
                workflows={workflows}
                slug={slug}
                notOwned={notOwned}
                onSelect={(next) => choose({ workflow: next })}
                onRun={run}
                empty={
                  admin ? (
                    <Alert severity="info">{client ? t('admin.clientHasNone') : t('admin.noClient')}</Alert>
                  ) : undefined
                }
              />
              {admin && client && workflows.length > 0 && (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                  {t('admin.forClient', { client: clientName })}
                </Typography>
              )}
            </Paper>
          </div>
          <div>
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
                <Suspense fallback={null}>
                  <RunPanel run={current} workflowName={nameOf(current.workflow_slug)} />
                </Suspense>
              ) : (
                <Typography color="text.secondary">{t('run.empty')}</Typography>
              )}
            </Paper>
          </div>
        </Box>
        <RunHistory
          people={everyone}
          workflows={
            admin
              ? catalogueInOrder().map((w) => ({ slug: w.slug, label: w.name[locale] }))
              : workflows.map((w) => ({ slug: w.slug, label: w.name[locale] }))
          }
          nameOf={nameOf}
          version={historyVersion}
          onView={view}
          onRerun={(r) => {
            // An admin's Re-run runs again for the run's client, not under the admin's own account.
            if (admin && r.user_id !== client) choose({ client: r.user_id, workflow: r.workflow_slug });
            else void run(r.workflow_slug, r.input);
          }}
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
        {admin ? t('admin.subtitle') : t('subtitle')}
      </Typography>
      {body}
    </Container>
  );
}
