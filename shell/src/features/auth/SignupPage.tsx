/**
 * /signup (docs/product.md §2, §5, §8): full name, email, password and its confirmation, with the password rules
 * ticked off while typing. The account is active once the link emailed to the address is opened.
 */
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { authActions } from '../../domain/session/browserActions.ts';
import { type AuthErrorKind, authErrorKey } from '../../domain/session/errors.ts';
import { useAuthT } from '../../domain/session/i18n/index.ts';
import { EmailField } from '../../lib/forms/EmailField.tsx';
import { NewPasswordFields } from '../../lib/forms/NewPasswordFields.tsx';
import { TextInput } from '../../lib/forms/TextInput.tsx';
import { type AuthField, validateSignup } from '../../lib/forms/validation.ts';
import { useSnackbar } from '../../lib/toast/index.ts';
import { AuthForm, useFocusOnChange } from './components/AuthForm.tsx';
import { AuthLayout } from './components/AuthLayout.tsx';
import { FormAlert } from './components/FormAlert.tsx';
import { TextLink } from './components/TextLink.tsx';
import { useAuthSubmit } from './useAuthSubmit.ts';

/** docs/product.md §8: a refusal the person can act on reads 'Signup failed'; anything else 'Something went wrong'. */
function isActionable(kind: AuthErrorKind): boolean {
  return kind === 'weakPassword' || kind === 'emailExists' || kind === 'rateLimited';
}

export default function SignupPage() {
  const { t } = useAuthT();
  const { enqueueSnackbar } = useSnackbar();
  const [values, setValues] = useState({ fullName: '', email: '', password: '', confirmPassword: '' });
  const { problem, busy, run } = useAuthSubmit();
  const [sentTo, setSentTo] = useState<string | null>(null);
  // The form's problem, or once sent, the confirmation.
  const alertRef = useFocusOnChange(problem ?? sentTo);

  const invalid = (field: AuthField) =>
    Boolean(problem && 'issue' in problem && problem.issue.fields.includes(field));
  const set = (field: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const outcome = await run(validateSignup(values), () => authActions.signUp(values));
    if (!outcome) return;
    if (!outcome.ok) {
      enqueueSnackbar(isActionable(outcome.kind) ? t('signup.failed') : t('signup.somethingWrong'), {
        variant: 'error',
      });
      return;
    }
    // Signed in at once (confirmation switched off): the public guard moves on to the dashboard.
    if (outcome.signedIn) return;
    enqueueSnackbar(t('signup.success'), { variant: 'success' });
    setSentTo(values.email.trim());
  }

  if (sentTo) {
    return (
      <AuthLayout title={t('signup.title')}>
        <FormAlert ref={alertRef} severity="success" title={t('signup.success')} testId="signup-success">
          {t('signup.successDetail', { email: sentTo })}
        </FormAlert>
        <Button component={RouterLink} to="/login" variant="contained">
          {t('signup.backToLogin')}
        </Button>
      </AuthLayout>
    );
  }

  const failure =
    problem && 'kind' in problem
      ? isActionable(problem.kind)
        ? { title: t('signup.failed'), body: t(authErrorKey(problem.kind)) }
        : {
            title: t('signup.somethingWrong'),
            body: problem.kind === 'network' ? t('errors.network') : t('signup.tryLater'),
          }
      : null;

  return (
    <AuthLayout
      title={t('signup.title')}
      subtitle={t('signup.subtitle')}
      footer={
        <Typography>
          {t('signup.haveAccount')} <TextLink to="/login">{t('signup.signIn')}</TextLink>
        </Typography>
      }
    >
      {problem && 'issue' in problem && (
        <FormAlert ref={alertRef} severity="error" testId="signup-error">
          {t(problem.issue.key)}
        </FormAlert>
      )}
      {failure && (
        <FormAlert ref={alertRef} severity="error" title={failure.title} testId="signup-error">
          {failure.body}
        </FormAlert>
      )}
      <AuthForm step="signup" onSubmit={submit} busy={busy}>
        <TextInput
          label={t('fields.fullName')}
          name="fullName"
          autoComplete="name"
          required
          fullWidth
          value={values.fullName}
          onChange={set('fullName')}
          error={invalid('fullName')}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <EmailField
          label={t('fields.email')}
          value={values.email}
          onChange={set('email')}
          error={invalid('email')}
        />
        <NewPasswordFields
          id="signup"
          labels={{ password: t('fields.password'), confirm: t('fields.confirmPassword') }}
          names={{ password: 'password', confirm: 'confirmPassword' }}
          password={values.password}
          confirm={values.confirmPassword}
          onPassword={set('password')}
          onConfirm={set('confirmPassword')}
          invalid={invalid}
        />
      </AuthForm>
    </AuthLayout>
  );
}
