/**
 * The submit cycle the auth forms share: a validation issue stops the form before the action, a failed
 * action becomes the form's problem (named by its kind), and the form is busy while the action runs.
 */
import { useState } from 'react';
import type { Outcome } from '../../domain/session/actions.ts';
import type { AuthErrorKind } from '../../domain/session/errors.ts';
import type { FormIssue } from '../../lib/forms/validation.ts';

export type AuthProblem = { issue: FormIssue } | { kind: AuthErrorKind } | null;

export function useAuthSubmit() {
  const [problem, setProblem] = useState<AuthProblem>(null);
  const [busy, setBusy] = useState(false);
  /** The action's outcome, or null when `issue` stopped the form. */
  async function run<O extends Outcome>(
    issue: FormIssue | null,
    action: () => Promise<O>,
  ): Promise<O | null> {
    if (issue) {
      setProblem({ issue });
      return null;
    }
    setProblem(null);
    setBusy(true);
    const outcome = await action();
    setBusy(false);
    if (!outcome.ok) setProblem({ kind: outcome.kind });
    return outcome;
  }
  return { problem, busy, run };
}
