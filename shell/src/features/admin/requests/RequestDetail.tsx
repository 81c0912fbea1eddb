/**
 * One request in full: who asked for what and where from, what they wrote, the whole history (from the
 * audit log: every status change, who and when), the decision (or who took it), and the message thread
 * with the client (every kind of request has one).
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFormatters } from '@portal/dashboard-kit/i18n';
import { isOneOf } from '@portal/dashboard-kit/live';
import { StatusChip } from '@portal/dashboard-kit/ui';
import { type ComponentProps, useId, useState } from 'react';
import { RequestFiles } from '../../../domain/messaging/RequestFiles.tsx';
import { TIMELINES, URGENCIES } from '../../../domain/workspace/customRequest.ts';
import { useWorkspaceT } from '../../../domain/workspace/i18n/index.ts';
import { requestStatusTone } from '../../../lib/requestStatus.ts';
import { DetailField } from '../../../lib/screens/DetailField.tsx';
import { useServerState } from '../../../lib/useServerState.ts';
import type { en } from '../i18n/en.ts';
import { useAdminT } from '../i18n/index.ts';
import { DecisionForm } from './DecisionForm.tsx';
import { RequestThread } from './RequestThread.tsx';
import {
  type ClientSummary,
  isOpen,
  loadHistory,
  personName,
  type QueueRequest,
  workflowLabel,
} from './requestsApi.ts';

/** A detail row with a wider label column than the inbox's: a request's labels are longer. */
function Field(props: Omit<ComponentProps<typeof DetailField>, 'labelWidth'>) {
  return <DetailField labelWidth={180} {...props} />;
}

export function RequestDetail({
  request,
  people,
  onClose,
  onDecided,
}: {
  request: QueueRequest;
  people: ReadonlyMap<string, ClientSummary>;
  onClose: () => void;
  onDecided: () => void;
}) {
  const { t, locale } = useAdminT();
  const f = useFormatters();
  const titleId = useId();
  const client = people.get(request.userId);
  const clientName = personName(people, request.userId);
  // Kept after the refresh that follows: the request is decided by then and the form is gone.
  const [refused, setRefused] = useState(false);
  const history = useServerState((signal) => loadHistory(request, signal), [request.id, request.status]);
  const { t: tw } = useWorkspaceT();
  // Urgency and timeline were picked from a list: shown by their names in the reader's language. The
  // other fields are what the client typed, in their own direction.
  const extraField = (key: string, value: string) =>
    key === 'urgency' && isOneOf(URGENCIES, value) ? (
      <Field key={key} label={t('detail.fields.urgency')}>
        {tw(`custom.urgency.${value}`)}
      </Field>
    ) : key === 'timeline' && isOneOf(TIMELINES, value) ? (
      <Field key={key} label={t('detail.fields.timeline')}>
        {tw(`custom.timeline.${value}`)}
      </Field>
    ) : (
      <Field key={key} label={t(`detail.fields.${key as 'urgency'}`)} written>
        {value}
      </Field>
    );
  const statusLabel = (status: string | null) =>
    status ? t(`status.${status as keyof typeof en.status}`) : '—';

  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
      data-testid="request-detail"
    >
      <DialogTitle id={titleId}>
        {t(`kinds.${request.kind}`)}: {workflowLabel(request, locale)}
      </DialogTitle>
      {/* Focusable: a long request scrolls, and keyboard users must be able to scroll it (WCAG 2.1.1). */}
      <DialogContent dividers tabIndex={0}>
        <Stack spacing={3}>
          <Stack component="dl" spacing={1} sx={{ m: 0 }}>
            <Field label={t('detail.client')}>{clientName}</Field>
            <Field label={t('detail.email')}>{client?.email ?? '—'}</Field>
            <Field label={t('detail.company')} written>
              {client?.company || '—'}
            </Field>
            <Field label={t('detail.workflow')}>{workflowLabel(request, locale)}</Field>
            {request.action && (
              <Field label={t('detail.action')}>
                {t(`actions.${request.action as 'start' | 'stop' | 'change'}`)}
              </Field>
            )}
            <Field label={t('detail.source')}>{t(`sources.${request.source as 'marketplace'}`)}</Field>
            <Field label={t('detail.submitted')}>{f.dateTime(request.submittedAt)}</Field>
            <Field label={t('detail.status')}>
              <StatusChip label={statusLabel(request.status)} tone={requestStatusTone(request.status)} />
            </Field>
            {request.details && (
              <Field label={t('detail.details')} written>
                {request.details}
              </Field>
            )}
            {Object.entries(request.extra).map(([key, value]) => value && extraField(key, value))}
            {request.costs && (
              <>
                <Field label={t('detail.setupCost')}>
                  {request.costs.setup === null ? t('detail.contactForCost') : f.qar(request.costs.setup)}
                </Field>
                <Field label={t('detail.monthlyCost')}>
                  {request.costs.monthly === null ? t('detail.contactForCost') : f.qar(request.costs.monthly)}
                </Field>
              </>
            )}
            {request.decisionNote && (
              <Field label={t('detail.reason')} written>
                {request.decisionNote}
              </Field>
            )}
          </Stack>
          <RequestFiles kind={request.kind} requestId={request.id} />

          <Box component="section" aria-labelledby={`${titleId}-history`}>
            <Typography id={`${titleId}-history`} variant="h6" component="h3" gutterBottom>
              {t('detail.history')}
            </Typography>
            <Box component="ol" sx={{ m: 0, paddingInlineStart: 3 }} data-testid="request-history">
              <li>
                {f.dateTime(request.submittedAt)}: {t('detail.historySubmitted', { name: clientName })}
              </li>
              {history.state.status === 'ready' &&
                history.state.data.map((entry) => (
                  <li key={entry.id}>
                    {f.dateTime(entry.occurredAt)}:{' '}
                    {t('detail.historyChange', {
                      name: entry.actorId ? personName(people, entry.actorId) : t('detail.system'),
                      from: statusLabel(entry.from),
                      to: statusLabel(entry.to),
                    })}
                  </li>
                ))}
            </Box>
          </Box>

          <Divider />
          {refused && (
            <Alert severity="warning" role="alert" data-testid="decision-problem">
              {t('decision.alreadyDecided')}
            </Alert>
          )}
          {isOpen(request) ? (
            <DecisionForm request={request} onDecided={onDecided} onRefused={() => setRefused(true)} />
          ) : (
            <Typography data-testid="decided-by">
              {t('decision.decidedBy', {
                name: personName(people, request.decidedBy),
                date: request.decidedAt ? f.dateTime(request.decidedAt) : '—',
              })}
            </Typography>
          )}

          <Divider />
          <Box component="section" aria-labelledby={`${titleId}-thread`}>
            <Typography id={`${titleId}-thread`} variant="h6" component="h3" gutterBottom>
              {t('detail.thread')}
            </Typography>
            <RequestThread request={request} clientName={clientName} />
          </Box>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('detail.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
