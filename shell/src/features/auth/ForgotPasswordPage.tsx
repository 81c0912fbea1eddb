/**
 * /forgot-password (docs/product.md §2: 'forgot password: email'): asks for a reset link. The answer never says
 * whether the address has an account (as the auth service, which answers the same for both).
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { EmailField } from '../../lib/forms/EmailField.tsx';
import { validateEmailOnly } from '../../lib/forms/validation.ts';
import { authActions } from '../../lib/session/browserActions.ts';
import { authErrorKey } from '../../lib/session/errors.ts';
import { useSnackbar } from '../../lib/toast/index.ts';
import { AuthLayout } from './components/AuthLayout.tsx';
import { FormAlert } from './components/FormAlert.tsx';
import { TextLink } from './components/TextLink.tsx';
import { useAuthT } from './i18n/index.ts';
import { useAuthSubmit } from './useAuthSubmit.ts';

export default function ForgotPasswordPage() {
  const { t } = useAuthT();
  const { enqueueSnackbar } = useSnackbar();
  const [email, setEmail] = useState('');
  const { problem, busy, run } = useAuthSubmit();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (problem || sentTo) alertRef.current?.focus();
  }, [problem, sentTo]);

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
      {problem && (
        <FormAlert
          ref={alertRef}
          severity="error"
          title={'kind' in problem ? t('forgot.failed') : undefined}
          testId="forgot-error"
        >
          {'issue' in problem ? t(problem.issue.key) : t(authErrorKey(problem.kind))}
        </FormAlert>
      )}
      <Box component="form" noValidate onSubmit={submit} aria-label={t('forgot.title')}>
        <Stack spacing={2}>
          <EmailField
            label={t('fields.email')}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={Boolean(problem && 'issue' in problem)}
          />
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            {busy ? t('forgot.submitting') : t('forgot.submit')}
          </Button>
        </Stack>
      </Box>
    </AuthLayout>
  );
}
