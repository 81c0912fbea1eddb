/**
 * /forgot-password (docs/product.md §2: 'forgot password: email'): asks for a reset link. The answer never says
 * whether the address has an account (as the auth service, which answers the same for both).
 */
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { authActions } from '../../domain/session/browserActions.ts';
import { useAuthT } from '../../domain/session/i18n/index.ts';
import { EmailField } from '../../lib/forms/EmailField.tsx';
import { validateEmailOnly } from '../../lib/forms/validation.ts';
import { useSnackbar } from '../../lib/toast/index.ts';
import { AuthForm, ProblemAlert, useFocusOnChange } from './components/AuthForm.tsx';
import { AuthLayout } from './components/AuthLayout.tsx';
import { FormAlert } from './components/FormAlert.tsx';
import { TextLink } from './components/TextLink.tsx';
import { useAuthSubmit } from './useAuthSubmit.ts';

export default function ForgotPasswordPage() {
  const { t } = useAuthT();
  const { enqueueSnackbar } = useSnackbar();
  const [email, setEmail] = useState('');
  const { problem, busy, run } = useAuthSubmit();
  const [sentTo, setSentTo] = useState<string | null>(null);
  // The form's problem, or once sent, the confirmation.
  const alertRef = useFocusOnChange(problem ?? sentTo);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const outcome = await run(validateEmailOnly(email), () => authActions.requestPasswordReset(email));
    if (!outcome?.ok) return;
    enqueueSnackbar(t('forgot.sent'), { variant: 'success' });
    setSentTo(email.trim());
  }

  const backLink = (
    <Typography>
      <TextLink to="/login">{t('forgot.backToLogin')}</TextLink>
    </Typography>
  );

  if (sentTo) {
    return (
      <AuthLayout title={t('forgot.title')} footer={backLink}>
        <FormAlert ref={alertRef} severity="success" title={t('forgot.sent')} testId="forgot-sent">
          {t('forgot.sentDetail', { email: sentTo })}
        </FormAlert>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('forgot.title')} subtitle={t('forgot.subtitle')} footer={backLink}>
      <ProblemAlert step="forgot" problem={problem} alertRef={alertRef} titled />
      <AuthForm step="forgot" onSubmit={submit} busy={busy}>
        <EmailField
          label={t('fields.email')}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={Boolean(problem && 'issue' in problem)}
        />
      </AuthForm>
    </AuthLayout>
  );
}
