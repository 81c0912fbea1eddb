import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { type FormEvent, useId, useState } from 'react';
import { useSettingsT } from '../i18n/index.ts';
import { SaveButton } from '../SaveButton.tsx';
import { SettingsSection } from '../SettingsSection.tsx';
import { useSettingsSave } from '../useSettingsSave.ts';
import { ReportSection } from './ReportSection.tsx';
import type { TabProps } from './types.ts';

const PREFERENCES = [
  { field: 'emailNotifications', label: 'notifications.email', help: 'notifications.emailHelp' },
  {
    field: 'workflowAlerts',
    label: 'notifications.workflowAlerts',
    help: 'notifications.workflowAlertsHelp',
  },
  { field: 'systemUpdates', label: 'notifications.systemUpdates', help: 'notifications.systemUpdatesHelp' },
] as const;

type Field = (typeof PREFERENCES)[number]['field'];

/**
 * Notifications: email notifications, workflow alerts and system updates, stored in the profile; then
 * the period report (ReportSection).
 */
export default function NotificationsTab({ profile, save }: TabProps) {
  const { t } = useSettingsT();
  const baseId = useId();
  const [values, setValues] = useState<Record<Field, boolean>>({
    emailNotifications: profile.emailNotifications,
    workflowAlerts: profile.workflowAlerts,
    systemUpdates: profile.systemUpdates,
  });
  const { busy, run } = useSettingsSave();

  async function submit(event: FormEvent) {
    event.preventDefault();
    await run(() => save(values), { saved: t('notifications.saved'), failed: t('notifications.failed') });
  }

  return (
    <>
      <SettingsSection title={t('notifications.heading')} description={t('notifications.description')}>
        <Box component="form" onSubmit={submit} aria-label={t('notifications.heading')}>
          <Stack spacing={2}>
            {PREFERENCES.map(({ field, label, help }) => (
              <Box key={field}>
                <FormControlLabel
                  control={
                    <Switch
                      name={field}
                      checked={values[field]}
                      onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.checked }))}
                      slotProps={{ input: { 'aria-describedby': `${baseId}-${field}` } }}
                    />
                  }
                  label={t(label)}
                />
                <Typography id={`${baseId}-${field}`} variant="body2" color="text.secondary" sx={{ pl: 6.5 }}>
                  {t(help)}
                </Typography>
              </Box>
            ))}
          </Stack>
          <SaveButton busy={busy} label={t('notifications.save')} />
        </Box>
      </SettingsSection>
      <ReportSection emailNotifications={profile.emailNotifications} />
    </>
  );
}
