/**
 * /login (docs/product.md §2): email, password, remember me, the forgot-password link and Continue with Google; then,
 * for an account with two-factor authentication, the code. Where a successful sign-in leads is the public
 * guard's decision (guards.tsx): back to the page asked for, else /admin or /dashboard by role.
 */
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { authActions } from '../../domain/session/browserActions.ts';
import { useAuthT } from '../../domain/session/i18n/index.ts';
import { auth, useAuth } from '../../domain/session/store.ts';
import { EmailField } from '../../lib/forms/EmailField.tsx';
import { GoogleMark } from '../../lib/forms/icons.tsx';
import { PasswordField } from '../../lib/forms/PasswordField.tsx';
import { TotpCodeField } from '../../lib/forms/TotpCodeField.tsx';
import { type AuthField, normaliseTotpCode, validateLogin } from '../../lib/forms/validation.ts';
import { AuthForm, ProblemAlert, useFocusOnChange } from './components/AuthForm.tsx';
import { AuthLayout } from './components/AuthLayout.tsx';
import { FormAlert } from './components/FormAlert.tsx';
import { TextLink } from './components/TextLink.tsx';
import type { AuthProblem } from './useAuthSubmit.ts';

function PasswordStep() {
  const { t } = useAuthT();
  const location = useLocation();
  const notice = useAuth((state) => state.notice);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(true);
  const [problem, setProblem] = useState<AuthProblem>(null);
  const [busy, setBusy] = useState<'password' | 'google' | null>(null);
  const [resent, setResent] = useState<string | null>(null);
  const alertRef = useFocusOnChange(problem);
  const invalid = (field: AuthField) =>
    Boolean(problem && 'issue' in problem && problem.issue.fields.includes(field));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setResent(null);
    const issue = validateLogin({ email, password });
    if (issue) {
      setProblem({ issue });
      return;
    }
    setProblem(null);
    setBusy('password');
    auth.setNotice(null);
    const outcome = await authActions.signIn({ email, password, remember });
    setBusy(null);
    if (!outcome.ok) setProblem({ kind: outcome.kind });
  }

  async function google() {
    setProblem(null);
    setBusy('google');
    const outcome = await authActions.signInWithGoogle({
      remember,
      from: (location.state as { from?: unknown } | null)?.from,
    });
    // On success the browser is already leaving for Google.
    if (!outcome.ok) {
      setBusy(null);
      setProblem({ kind: outcome.kind });
    }
  }

  async function resend() {
    const outcome = await authActions.resendConfirmation(email);
    if (outcome.ok) setResent(email.trim());
    else setProblem({ kind: outcome.kind });
  }

  return (
    <AuthLayout
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      footer={
        <Typography>
          {t('login.noAccount')} <TextLink to="/signup">{t('login.signUp')}</TextLink>
        </Typography>
      }
    >
      {notice && !problem && (
        <FormAlert severity={notice === 'sessionExpired' ? 'warning' : 'success'} testId="login-notice">
          {t(`login.notices.${notice}`)}
        </FormAlert>
      )}
      <ProblemAlert
        step="login"
        problem={problem}
        alertRef={alertRef}
        action={
          problem && 'kind' in problem && problem.kind === 'emailNotConfirmed' ? (
            <Button color="inherit" size="small" onClick={() => void resend()}>
              {t('login.resend')}
            </Button>
          ) : undefined
        }
      />
      {resent && <FormAlert severity="success">{t('login.resent', { email: resent })}</FormAlert>}
      <AuthForm step="login" onSubmit={submit} busy={busy === 'password'} disabled={busy !== null}>
        <EmailField
          label={t('fields.email')}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={invalid('email')}
        />
        <PasswordField
          label={t('fields.password')}
          name="password"
          autoComplete="current-password"
          required
          fullWidth
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={invalid('password')}
        />
        <Stack
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
        >
          <FormControlLabel
            control={<Checkbox checked={remember} onChange={(e) => setRemember(e.target.checked)} />}
            label={t('login.rememberMe')}
          />
          <TextLink to="/forgot-password">{t('login.forgotPassword')}</TextLink>
        </Stack>
      </AuthForm>
      <Divider sx={{ my: 3 }}>{t('login.or')}</Divider>
      <Button
        variant="outlined"
        size="large"
        fullWidth
        startIcon={<GoogleMark />}
        onClick={() => void google()}
        disabled={busy !== null}
      >
        {t('login.google')}
      </Button>
    </AuthLayout>
  );
}

/** The second step for accounts with TOTP: the session stays aal1 (not signed in) until a right code. */
function MfaStep() {
  const { t } = useAuthT();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<AuthProblem>(null);
  const [busy, setBusy] = useState(false);
  const alertRef = useFocusOnChange(problem);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const digits = normaliseTotpCode(code);
    if (!digits) {
      setProblem({ issue: { key: 'validation.codeInvalid', fields: ['code'] } });
      return;
    }
    setBusy(true);
    const outcome = await authActions.verifyTotp(digits);
    setBusy(false);
    if (!outcome.ok) {
      setProblem({ kind: outcome.kind });
      setCode('');
    }
  }

  return (
    <AuthLayout title={t('mfa.title')} subtitle={t('mfa.subtitle')}>
      <ProblemAlert step="mfa" problem={problem} alertRef={alertRef} />
      <AuthForm
        step="mfa"
        onSubmit={submit}
        busy={busy}
        after={
          <Button variant="text" onClick={() => void auth.signOut()} disabled={busy}>
            {t('mfa.cancel')}
          </Button>
        }
      >
        <TotpCodeField
          label={t('mfa.code')}
          helperText={t('mfa.codeHelp')}
          name="code"
          autoFocus
          required
          fullWidth
          value={code}
          onChange={(e) => setCode(e.target.value)}
          error={Boolean(problem)}
        />
      </AuthForm>
    </AuthLayout>
  );
}

export default function LoginPage() {
  const needsMfa = useAuth((state) => state.needsMfa);
  return needsMfa ? <MfaStep /> : <PasswordStep />;
}
