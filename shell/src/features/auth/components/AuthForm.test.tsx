// @vitest-environment happy-dom
/**
 * The auth pages' form parts with the real `auth` texts: the form named by its step's title, the
 * submit button's busy wording, and the problem alert (a validation issue, or a refusal under the
 * step's failure title), focused when it appears.
 */
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupI18n } from '../../../lib/i18n/setup.ts';
import type { AuthProblem } from '../useAuthSubmit.ts';
import { AuthForm, ProblemAlert, useFocusOnChange } from './AuthForm.tsx';

const i18n = setupI18n();
beforeAll(async () => {
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces(['auth']);
});
afterEach(cleanup);

const withTexts = (node: ReactNode) => render(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);

function Problem({ problem, titled }: { problem: AuthProblem; titled?: boolean }) {
  const alertRef = useFocusOnChange(problem);
  return <ProblemAlert step="forgot" problem={problem} alertRef={alertRef} titled={titled} />;
}

describe('AuthForm', () => {
  it("is named by the step's title; its button says so while busy, and is disabled", () => {
    withTexts(
      <AuthForm step="reset" onSubmit={() => {}} busy={false}>
        <input aria-label="field" />
      </AuthForm>,
    );
    expect(screen.getByRole('form', { name: 'Choose a new password' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Update password' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
    cleanup();
    withTexts(
      <AuthForm step="reset" onSubmit={() => {}} busy>
        <input aria-label="field" />
      </AuthForm>,
    );
    expect((screen.getByRole('button', { name: 'Updating...' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('can be disabled while another action of the page runs, without the busy wording', () => {
    withTexts(
      <AuthForm step="login" onSubmit={() => {}} busy={false} disabled>
        <input aria-label="field" />
      </AuthForm>,
    );
    expect((screen.getByRole('button', { name: 'Sign in' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('ProblemAlert', () => {
  it('shows nothing without a problem', () => {
    withTexts(<Problem problem={null} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a validation issue without a title, and takes focus', () => {
    withTexts(<Problem problem={{ issue: { key: 'validation.emailRequired', fields: ['email'] } }} titled />);
    const alert = screen.getByRole('alert');
    expect(alert.getAttribute('data-testid')).toBe('forgot-error');
    expect(alert.textContent).toBe('Please enter your email address');
    expect(document.activeElement).toBe(alert);
  });

  it("shows a refusal under the step's failure title when titled", () => {
    withTexts(<Problem problem={{ kind: 'network' }} titled />);
    expect(screen.getByRole('alert').textContent).toBe(
      "We couldn't send the reset emailWe can't reach the server right now. Check your connection and try again.",
    );
  });
});
