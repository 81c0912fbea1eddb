/**
 * /reset-password (docs/product.md §2, §5, §8). The emailed link signs the person in for recovery (supabase-js
 * exchanges its code at start); this page then takes the new password twice. Without such a session —
 * a link already used, expired, opened in another browser, or no link at all — it shows the invalid-link
 * state with Request New Link.
 */
import Typography from '@mui/material/Typography';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { authActions } from '../../domain/session/browserActions.ts';
import { useAuthT } from '../../domain/session/i18n/index.ts';
import { auth, landingCallback, useAuth } from '../../domain/session/store.ts';
import { NewPasswordFields } from '../../lib/forms/NewPasswordFields.tsx';
import { type AuthField, validateNewPassword } from '../../lib/forms/validation.ts';
import { CenteredMessage } from '../../lib/screens/CenteredMessage.tsx';
import { LinkAction } from '../../lib/screens/LinkAction.tsx';
import { PageLoader } from '../../lib/screens/PageLoader.tsx';
import { useSnackbar } from '../../lib/toast/index.ts';
import { AuthForm, ProblemAlert, useFocusOnChange } from './components/AuthForm.tsx';
import { AuthLayout } from './components/AuthLayout.tsx';
import { useAuthSubmit } from './useAuthSubmit.ts';

function InvalidLink() {
  const { t } = useAuthT();
  // A code came back but nothing could be exchanged and no error was reported: the verifier that proves
  // this browser asked for the link is missing, i.e. another browser.
  const otherBrowser = Boolean(landingCallback.code && !landingCallback.error);
  return (
    <CenteredMessage
      title={t('reset.invalidTitle')}
      actions={<LinkAction to="/forgot-password">{t('reset.requestNew')}</LinkAction>}
    >
      <Typography color="text.secondary">{t('reset.invalidBody')}</Typography>
      {otherBrowser && <Typography color="text.secondary">{t('reset.otherBrowser')}</Typography>}
    </CenteredMessage>
  );
}

function NewPasswordForm() {
  const { t } = useAuthT();
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const { problem, busy, run } = useAuthSubmit();
  const alertRef = useFocusOnChange(problem);
  const invalid = (field: AuthField) =>
    Boolean(problem && 'issue' in problem && problem.issue.fields.includes(field));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const issue = validateNewPassword({ password, confirmPassword });
    const outcome = await run(issue, () => authActions.completePasswordReset(password));
    if (!outcome) return;
    if (!outcome.ok) {
      enqueueSnackbar(t('reset.failed'), { variant: 'error' });
      return;
    }
    enqueueSnackbar(t('reset.success'), { variant: 'success' });
    navigate('/login', { replace: true });
  }

  return (
    <AuthLayout title={t('reset.title')} subtitle={t('reset.subtitle')}>
      <ProblemAlert step="reset" problem={problem} alertRef={alertRef} titled />
      <AuthForm step="reset" onSubmit={submit} busy={busy}>
        <NewPasswordFields
          id="reset"
          labels={{ password: t('fields.newPassword'), confirm: t('fields.confirmNewPassword') }}
          names={{ password: 'password', confirm: 'confirmPassword' }}
          password={password}
          confirm={confirmPassword}
          onPassword={(e) => setPassword(e.target.value)}
          onConfirm={(e) => setConfirmPassword(e.target.value)}
          invalid={invalid}
        />
      </AuthForm>
    </AuthLayout>
  );
}

/** The stack refused the link this page was opened with (used, expired, malformed). */
const refusedLink = Boolean(landingCallback.error || landingCallback.errorCode);

export default function ResetPasswordPage() {
  const { t } = useAuthT();
  const loading = useAuth((state) => state.loading);
  const recovery = useAuth((state) => Boolean(state.user) && state.recovery);
  // Once the form has been shown it stays until it is done (success signs out, which ends `recovery`).
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (recovery) setShown(true);
  }, [recovery]);
  // A refused link is invalid even if an earlier link left a recovery session in this browser (supabase-js
  // keeps a session when a redirect fails). That session ends here: the page tells the person to request a
  // new link, and while it lasted the public pages (Request New Link's /forgot-password) sent them on to
  // the dashboard instead, signed in by a link they were just told is invalid.
  const staleRecovery = refusedLink && recovery;
  useEffect(() => {
    if (staleRecovery) void auth.signOut();
  }, [staleRecovery]);
  if (loading || staleRecovery) return <PageLoader label={t('reset.checking')} />;
  if (refusedLink) return <InvalidLink />;
  if (recovery || shown) return <NewPasswordForm />;
  return <InvalidLink />;
}
