import Alert from '@mui/material/Alert';
import type { DashboardMode, WorkflowSlug } from '@portal/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { familyOf } from '../../../../federation.config.ts';
import { PageLoader } from '../../app/screens/PageLoader.tsx';
import { DashboardView } from './DashboardView.tsx';
import { RemoteLoadError } from './RemoteLoadError.tsx';
import { useRemoteDashboard } from './useRemoteDashboard.ts';

/** The dashboard of one workflow, fetched from its family's remote at run time. */
export function RemoteDashboard({ slug, mode }: { slug: WorkflowSlug; mode: DashboardMode }) {
  const { t } = useTranslation('workflows');
  const family = familyOf(slug).family;
  const [attempt, setAttempt] = useState(0);
  const state = useRemoteDashboard(family, slug, attempt);

  if (state.status === 'loading') return <PageLoader label={t('remote.loading')} />;
  if (state.status === 'error') {
    return <RemoteLoadError error={state.error} family={family} onRetry={() => setAttempt((n) => n + 1)} />;
  }
  if (state.status === 'missing') return <Alert severity="info">{t('remote.notAvailable')}</Alert>;
  return <DashboardView key={`${slug}:${mode}`} dashboard={state.dashboard} slug={slug} mode={mode} />;
}
