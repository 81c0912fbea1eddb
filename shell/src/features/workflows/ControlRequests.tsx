/**
 * The client's side of control requests (docs/product.md §2, §4): this workflow's requests with their
 * badge (pending, approved, rejected), submitted date, source and the admin's reason, updated live when
 * an admin decides (realtime on the client's own rows; a reconnect refetches).
 */
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { WorkflowSlug } from '@portal/contract';
import { isolate, useFormatters } from '@portal/dashboard-kit/i18n';
import { StatusChip } from '@portal/dashboard-kit/ui';
import { useEffect } from 'react';
import { watchTable } from '../../domain/realtime.ts';
import { useAuth } from '../../domain/session/store.ts';
import { requestStatusTone } from '../../lib/requestStatus.ts';
import { RetryAlert } from '../../lib/screens/RetryAlert.tsx';
import { useServerState } from '../../lib/useServerState.ts';
import type { StartStop } from './controlOffer.ts';
import { useWorkflowsT } from './i18n/index.ts';
import { fetchControlRequests } from './workflowRequests.ts';

/** `onPending` hears which start/stop requests wait for a decision, whenever the list is read. */
export function ControlRequests({
  slug,
  refreshKey,
  onPending,
}: {
  slug: WorkflowSlug;
  refreshKey: number;
  onPending: (pending: ReadonlySet<StartStop>) => void;
}) {
  const { t } = useWorkflowsT();
  const f = useFormatters();
  const userId = useAuth((state) => state.user?.id);
  const { state, retry } = useServerState(
    (signal) => fetchControlRequests(slug, signal),
    [slug, refreshKey],
    {
      enabled: Boolean(userId),
      subscribe: (refetch) =>
        watchTable<{ workflow_slug?: string }>({
          table: 'workflow_control_requests',
          filter: `user_id=eq.${userId}`,
          onChange: (row) => {
            if (!row.workflow_slug || row.workflow_slug === slug) refetch();
          },
          onJoined: refetch,
        }),
    },
  );

  const requests = state.status === 'ready' ? state.data : undefined;
  useEffect(() => {
    if (!requests) return;
    const pending = new Set<StartStop>();
    for (const request of requests)
      if (request.status === 'pending' && request.action !== 'change') pending.add(request.action);
    onPending(pending);
  }, [requests, onPending]);

  return (
    <Box sx={{ mt: 3 }}>
      <Typography variant="h6" component="h3" gutterBottom>
        {t('control.requests')}
      </Typography>
      {state.status === 'error' && (
        <RetryAlert message={t('control.requestsFailed')} retryLabel={t('control.retry')} onRetry={retry} />
      )}
      {state.status === 'ready' && state.data.length === 0 && (
        <Typography color="text.secondary">{t('control.requestsEmpty')}</Typography>
      )}
      {state.status === 'ready' && state.data.length > 0 && (
        <Stack
          component="ul"
          spacing={1.5}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
          aria-label={t('control.requests')}
        >
          {state.data.map((request) => (
            <Box
              component="li"
              key={request.id}
              data-testid="control-request"
              data-status={request.status}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
            >
              <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography sx={{ fontWeight: 700 }}>{t(`control.actions.${request.action}`)}</Typography>
                <StatusChip
                  label={t(`control.badges.${request.status}`)}
                  tone={requestStatusTone(request.status)}
                />
                <Typography variant="body2" color="text.secondary">
                  {t('control.submitted', { date: f.dateTime(request.submitted_at) })} ·{' '}
                  {t(`control.sources.${request.source}`)}
                </Typography>
              </Stack>
              {request.details && (
                <Typography dir="auto" sx={{ mt: 0.5 }}>
                  {request.details}
                </Typography>
              )}
              {request.decision_note && (
                <Typography variant="body2" sx={{ mt: 0.5 }} data-testid="control-request-reason">
                  {t('control.reason', { note: isolate(request.decision_note) })}
                </Typography>
              )}
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}
