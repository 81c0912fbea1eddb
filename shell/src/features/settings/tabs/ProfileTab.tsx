import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { type FormEvent, useState } from 'react';
import { authActions } from '../../../domain/session/browserActions.ts';
import { useAuth } from '../../../domain/session/store.ts';
import { TextInput } from '../../../lib/forms/TextInput.tsx';
import { useSnackbar } from '../../../lib/toast/index.ts';
import { useBusyTask } from '../../../lib/useBusyTask.ts';
import { useSettingsT } from '../i18n/index.ts';
import { SaveButton } from '../SaveButton.tsx';
import { SettingsSection } from '../SettingsSection.tsx';
import { type FieldIssue, type ProfileField, type ProfileForm, validateProfileForm } from '../validation.ts';
import { AvatarSection } from './AvatarSection.tsx';
import type { TabProps } from './types.ts';

/** Profile: name and contact details; a new email address waits for its confirmation link. */
export default function ProfileTab({ profile, save }: TabProps) {
  const { t } = useSettingsT();
  const { enqueueSnackbar } = useSnackbar();
  const authEmail = useAuth((state) => state.user?.email ?? '');
  const pendingEmail = useAuth((state) => state.user?.new_email ?? null);
  const [form, setForm] = useState<ProfileForm>({
    fullName: profile.fullName,
    email: authEmail || profile.email,
    company: profile.company,
    phone: profile.phone,
    position: profile.position,
  });
  const [issues, setIssues] = useState<Partial<Record<ProfileField, FieldIssue>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(pendingEmail);
  const { busy, run } = useBusyTask();

  const field = (name: ProfileField) => ({
    name,
    value: form[name],
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [name]: e.target.value })),
    error: Boolean(issues[name]),
    helperText: issues[name] ? t(issues[name].key, { max: issues[name].max }) : undefined,
    fullWidth: true,
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateProfileForm(form);
    setIssues(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    await run(
      async () => {
        await save({
          fullName: form.fullName,
          company: form.company,
          phone: form.phone,
          position: form.position,
        });
        const newEmail = form.email.trim();
        if (newEmail.toLowerCase() !== authEmail.toLowerCase()) {
          const outcome = await authActions.requestEmailChange(newEmail);
          if (!outcome.ok) {
            setFailure(outcome.kind === 'emailExists' ? t('profile.emailTaken') : t('profile.failed'));
            enqueueSnackbar(t('profile.failed'), { variant: 'error' });
            return;
          }
          setSentTo(newEmail);
          // The address shown stays the confirmed one until the link is opened.
          setForm((f) => ({ ...f, email: authEmail }));
        }
        enqueueSnackbar(t('profile.saved'), { variant: 'success' });
      },
      () => {
        setFailure(t('profile.failed'));
        enqueueSnackbar(t('profile.failed'), { variant: 'error' });
      },
    );
  }

  return (
    <Stack spacing={3}>
      <AvatarSection name={profile.fullName || authEmail} />
      <SettingsSection title={t('profile.heading')} description={t('profile.description')}>
        {failure && (
          <Alert severity="error" sx={{ mb: 2 }} data-testid="profile-error">
            {failure}
          </Alert>
        )}
        {sentTo && (
          <Alert severity="info" role="status" sx={{ mb: 2 }} data-testid="email-pending">
            {t('profile.emailPending', { email: sentTo })}
          </Alert>
        )}
        <Box component="form" noValidate onSubmit={submit} aria-label={t('profile.heading')}>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextInput {...field('fullName')} label={t('profile.fullName')} autoComplete="name" required />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextInput
                {...field('email')}
                label={t('profile.email')}
                type="email"
                autoComplete="email"
                required
                helperText={issues.email ? t(issues.email.key) : t('profile.emailHelp')}
                slotProps={{ htmlInput: { dir: 'ltr' } }}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextInput {...field('company')} label={t('profile.company')} autoComplete="organization" />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextInput
                {...field('phone')}
                label={t('profile.phone')}
                type="tel"
                autoComplete="tel"
                slotProps={{ htmlInput: { dir: 'ltr' } }}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextInput
                {...field('position')}
                label={t('profile.position')}
                autoComplete="organization-title"
              />
            </Grid>
          </Grid>
          <SaveButton busy={busy} label={t('profile.save')} />
        </Box>
      </SettingsSection>
    </Stack>
  );
}
