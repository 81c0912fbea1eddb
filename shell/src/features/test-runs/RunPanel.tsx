/**
 * One run as it happens: its status, each step with how long it took and its log line, then the output
 * or the error (the output as readable text, RunOutput.tsx). Steps arrive by realtime; the list is a polite live region so they are announced too.
 * The executor's own step names and notes are translated (stepText.ts); what a workflow engine wrote
 * stays in its (English) words, marked as such for screen readers.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography, { type TypographyProps } from '@mui/material/Typography';
import { useFormatters } from '@portal/dashboard-kit/i18n';
import { visuallyHidden } from '@portal/dashboard-kit/ui/a11y';
import { useEffect } from 'react';
import { CheckCircleIcon, ErrorCircleIcon } from '../../lib/forms/icons.tsx';
import { useTestRunsT } from './i18n/index.ts';
import { RunOutput } from './RunOutput.tsx';
import { RunStatusChip, SandboxChip } from './RunStatusChip.tsx';
import { MARKS } from './runMarks.ts';
import type { Run } from './runsApi.ts';
import { useStepText } from './stepText.ts';

/** A step's name or note: in the page's language, or the engine's English marked as such. */
function StepText({ text, ...props }: { text: { text: string; translated: boolean } } & TypographyProps) {
  return (
    <Typography {...props} {...(text.translated ? {} : { lang: 'en', dir: 'ltr' })}>
      {text.text}
    </Typography>
  );
}

function useStepMarks(run: Run) {
  const count = run.steps.length;
  useEffect(() => {
    if (performance.getEntriesByName(MARKS.pressed).length === 0) return;
    if (count >= 1 && performance.getEntriesByName(MARKS.firstStep).length === 0) {
      performance.mark(MARKS.firstStep, { detail: run.id });
    }
    if (count >= 2 && performance.getEntriesByName(MARKS.started).length === 0) {
      performance.mark(MARKS.started, { detail: run.id });
    }
  }, [count, run.id]);
}

export function RunPanel({ run, workflowName }: { run: Run; workflowName: string }) {
  const { t } = useTestRunsT();
  const stepText = useStepText();
  const f = useFormatters();
  useStepMarks(run);
  const finished = run.status === 'succeeded' || run.status === 'failed';
  return (
    <Stack spacing={2} data-testid="current-run" data-run-id={run.id} data-status={run.status}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
          {workflowName}
        </Typography>
        <RunStatusChip status={run.status} />
        {run.executor === 'sandbox' ? (
          <SandboxChip />
        ) : (
          <Chip size="small" variant="outlined" label={t('run.engine')} />
        )}
        {run.duration_ms !== null && (
          <Typography variant="body2" color="text.secondary">
            {t('run.took', { duration: f.duration(run.duration_ms) })}
          </Typography>
        )}
      </Stack>
      {run.executor === 'sandbox' && (
        <Typography variant="body2" color="text.secondary">
          {t('run.sandboxHelp')}
        </Typography>
      )}
      <Typography variant="subtitle2" component="h3">
        {t('run.steps')}
      </Typography>
      <Box component="ol" aria-live="polite" sx={{ m: 0, p: 0, listStyle: 'none' }} data-testid="run-steps">
        {run.steps.map((step, i) => {
          const previous = run.steps[i - 1];
          const took = previous ? Date.parse(step.at) - Date.parse(previous.at) : undefined;
          const ok = step.status === 'succeeded';
          return (
            <Box
              component="li"
              key={`${i}:${step.name}`}
              sx={{ display: 'flex', gap: 1, py: 0.75, borderBottom: 1, borderColor: 'divider' }}
            >
              {ok ? (
                <CheckCircleIcon color="success" fontSize="small" />
              ) : (
                <ErrorCircleIcon color="error" fontSize="small" />
              )}
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
                  <StepText text={stepText(step.name)} variant="body2" sx={{ fontWeight: 600 }} />
                  <Typography variant="caption" color="text.secondary">
                    {took !== undefined && Number.isFinite(took)
                      ? f.duration(Math.max(0, took))
                      : f.dateTime(step.at)}
                    <Box component="span" sx={visuallyHidden}>
                      {` ${t(`status.${step.status}`)}`}
                    </Box>
                  </Typography>
                </Stack>
                {step.message && (
                  <StepText
                    text={stepText(step.message)}
                    variant="body2"
                    color="text.secondary"
                    sx={{ wordBreak: 'break-word' }}
                  />
                )}
              </Box>
            </Box>
          );
        })}
      </Box>
      {!finished && (
        <Box>
          <LinearProgress aria-label={t('run.waiting')} />
          <Typography variant="caption" color="text.secondary">
            {t('run.waiting')}
          </Typography>
        </Box>
      )}
      {run.error && (
        <Alert severity="error">
          <Typography variant="subtitle2" component="h3">
            {t('run.error')}
          </Typography>
          <span lang="en" dir="ltr">
            {run.error}
          </span>
        </Alert>
      )}
      {run.output && (
        <Box>
          <Typography variant="subtitle2" component="h3">
            {t('run.output')}
          </Typography>
          <RunOutput output={run.output} />
        </Box>
      )}
    </Stack>
  );
}
