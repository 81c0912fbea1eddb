import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { type FormEvent, useState } from 'react';
import { authActions } from '../../../domain/session/browserActions.ts';
import { authErrorKey } from '../../../domain/session/errors.ts';
import { type AuthKey, useAuthT } from '../../../domain/session/i18n/index.ts';
import { useAuth } from '../../../domain/session/store.ts';
import { NewPasswordFields } from '../../../lib/forms/NewPasswordFields.tsx';
import { PasswordField } from '../../../lib/forms/PasswordField.tsx';
import { validateNewPassword } from '../../../lib/forms/validation.ts';
import { useSnackbar } from '../../../lib/toast/index.ts';
import { useSettingsT } from '../i18n/index.ts';
import { SaveButton } from '../SaveButton.tsx';
import { SettingsSection } from '../SettingsSection.tsx';

/**
 * Security → change password, under the same rules as sign-up and reset (docs/product.md §5). Accounts that have a
 * password confirm the current one; accounts made through Google have none to confirm.
 */
export function ChangePasswordSection() {
  const { t } = useSettingsT();
  const { t: tAuth } = useAuthT();
  const { enqueueSnackbar } = useSnackbar();
  const hasPassword = useAuth((state) =>
    ((state.user?.app_metadata?.providers as string[] | undefined) ?? ['email']).includes('email'),
  );
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [problem, setProblem] = useState<{ key: AuthKey; fields: string[] } | null>(null);
  const [busy, setBusy] = useState(false);
  const invalid = (field: string) => Boolean(problem?.fields.includes(field));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (hasPassword && current === '') {
      setProblem({ key: 'validation.fillAll', fields: ['current'] });
      return;
    }
    const issue = validateNewPassword({ password, confirmPassword });
    if (issue) {
      setProblem({ key: issue.key, fields: issue.fields });
      return;
    }
    setProblem(null);
    setBusy(true);
    const outcome = await authActions.changePassword({
      password,
      ...(hasPassword ? { currentPassword: current } : {}),
    });
    setBusy(false);
    if (!outcome.ok) {
      setProblem({
        key: authErrorKey(outcome.kind),
        fields: outcome.kind === 'wrongCurrentPassword' ? ['current'] : [],
      });
      enqueueSnackbar(t('security.password.failed'), { variant: 'error' });
      return;
    }
    setCurrent('');
    setPassword('');
    setConfirmPassword('');
    enqueueSnackbar(t('security.password.saved'), { variant: 'success' });
  }

  return (
    <SettingsSection title={t('security.password.heading')} description={t('security.password.description')}>
      {problem && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }} data-testid="password-error">
          {tAuth(problem.key)}
        </Alert>
      )}
      <Box component="form" noValidate onSubmit={submit} aria-label={t('security.password.heading')}>
        <Stack spacing={2} sx={{ maxWidth: 480 }}>
          {hasPassword && (
            <PasswordField
              label={tAuth('fields.currentPassword')}
              name="currentPassword"
              autoComplete="current-password"
              required
              value={current}
              onChange={(e) => setCurrent(e.target.value)}
              error={invalid('current')}
            />
          )}
          <NewPasswordFields
            id="settings"
            labels={{ password: tAuth('fields.newPassword'), confirm: tAuth('fields.confirmNewPassword') }}
            names={{ password: 'newPassword', confirm: 'confirmNewPassword' }}
            password={password}
            confirm={confirmPassword}
            onPassword={(e) => setPassword(e.target.value)}
            onConfirm={(e) => setConfirmPassword(e.target.value)}
            invalid={invalid}
          />
        </Stack>
        <SaveButton busy={busy} label={t('security.password.submit')} />
      </Box>
    </SettingsSection>
  );
}
