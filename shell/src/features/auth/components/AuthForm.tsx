/**
 * What every auth page's form is made of: the problem above it (focused when it appears, so keyboard
 * and screen-reader users land on it), the form with its fields, and the submit button, which is
 * disabled and says so while the action runs.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { type FormEvent, type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { authErrorKey } from '../../../domain/session/errors.ts';
import { useAuthT } from '../../../domain/session/i18n/index.ts';
import type { AuthProblem } from '../useAuthSubmit.ts';
import { FormAlert } from './FormAlert.tsx';

/** A ref for the alert that shows `value`: it takes focus each time `value` becomes something new. */
export function useFocusOnChange(value: unknown) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (value) ref.current?.focus();
  }, [value]);
  return ref;
}

/** The auth pages whose texts (`<step>.title`, `.submit`, `.submitting`) name their form. */
export type AuthStep = 'login' | 'mfa' | 'signup' | 'forgot' | 'reset';

/**
 * The form's problem (test id `<step>-error`): the validation issue, or the auth service's refusal,
 * under the title `<step>.failed` where the page has one.
 */
export function ProblemAlert({
  step,
  problem,
  alertRef,
  titled = false,
  action,
}: {
  step: AuthStep;
  problem: AuthProblem;
  alertRef: RefObject<HTMLDivElement | null>;
  titled?: boolean;
  action?: ReactNode;
}) {
  const { t } = useAuthT();
  if (!problem) return null;
  return (
    <FormAlert
      ref={alertRef}
      severity="error"
      title={titled && step !== 'mfa' && 'kind' in problem ? t(`${step}.failed`) : undefined}
      testId={`${step}-error`}
      action={action}
    >
      {'issue' in problem ? t(problem.issue.key) : t(authErrorKey(problem.kind))}
    </FormAlert>
  );
}

/** The step's form, named by its title; the submit button says `<step>.submitting` while `busy`. */
export function AuthForm({
  step,
  onSubmit,
  busy,
  disabled = busy,
  children,
  after,
}: {
  step: AuthStep;
  onSubmit: (event: FormEvent) => void;
  busy: boolean;
  /** Disabled while busy, or while another of the page's actions runs. */
  disabled?: boolean;
  /** The fields. */
  children: ReactNode;
  /** Below the submit button (another way out of the form). */
  after?: ReactNode;
}) {
  const { t } = useAuthT();
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t(`${step}.title`)}>
      <Stack spacing={2}>
        {children}
        <Button type="submit" variant="contained" size="large" disabled={disabled}>
          {busy ? t(`${step}.submitting`) : t(`${step}.submit`)}
        </Button>
        {after}
      </Stack>
    </Box>
  );
}
