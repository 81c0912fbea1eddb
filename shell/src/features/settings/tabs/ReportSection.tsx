import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useAuth } from '../../../domain/session/store.ts';
import { RetryAlert } from '../../../lib/screens/RetryAlert.tsx';
import { useServerState } from '../../../lib/useServerState.ts';
import { useSettingsT } from '../i18n/index.ts';
import {
  DEFAULT_REPORT_SETTINGS,
  loadReportSettings,
  type ReportSettings,
  saveReportSettings,
} from '../reportSettings.ts';
import { SaveButton } from '../SaveButton.tsx';
import { SettingsSection } from '../SettingsSection.tsx';
import { useSettingsSave } from '../useSettingsSave.ts';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/**
 * Settings > Notifications > Reports: weekly or monthly, by email or not, at which Doha hour. The
 * email also needs Email notifications on (the master switch above); Workflow alerts decides whether
 * it lists workflows that went silent or failed.
 */
export function ReportSection({ emailNotifications }: { emailNotifications: boolean }) {
  const { t, locale } = useSettingsT();
  const baseId = useId();
  const userId = useAuth((state) => state.user?.id);
  const loaded = useServerState(loadReportSettings, []);
  const [values, setValues] = useState<ReportSettings>(DEFAULT_REPORT_SETTINGS);
  const { busy, run } = useSettingsSave();
  const ready = loaded.state.status === 'ready' ? loaded.state.data : null;
  useEffect(() => {
    if (ready) setValues(ready);
  }, [ready]);
  const hour = new Intl.DateTimeFormat(locale === 'ar' ? 'ar-QA-u-nu-latn' : 'en-GB', {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  });
  // A Doha day of the period that ended last: a week ago, or the last day of the month before.
  const doha = new Date(Date.now() + 3 * 3_600_000);
  const previousPeriodDay = (
    values.frequency === 'week'
      ? new Date(doha.getTime() - 7 * 86_400_000)
      : new Date(Date.UTC(doha.getUTCFullYear(), doha.getUTCMonth(), 0))
  )
    .toISOString()
    .slice(0, 10);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!userId) return;
    await run(() => saveReportSettings(userId, values), {
      saved: t('reports.saved'),
      failed: t('reports.failed'),
    });
  }

  return (
    <SettingsSection title={t('reports.heading')} description={t('reports.description')}>
      {loaded.state.status === 'error' ? (
        <RetryAlert
          message={t('reports.loadFailed')}
          retryLabel={t('reports.retry')}
          onRetry={loaded.retry}
        />
      ) : (
        <Box component="form" onSubmit={submit} aria-label={t('reports.heading')}>
          <Stack spacing={2}>
            <TextField
              select
              name="frequency"
              label={t('reports.frequency')}
              value={values.frequency}
              onChange={(e) =>
                setValues((v) => ({ ...v, frequency: e.target.value === 'month' ? 'month' : 'week' }))
              }
              sx={{ maxWidth: 280 }}
            >
              <MenuItem value="week">{t('reports.weekly')}</MenuItem>
              <MenuItem value="month">{t('reports.monthly')}</MenuItem>
            </TextField>
            <Box>
              <FormControlLabel
                control={
                  <Switch
                    name="reportEmails"
                    checked={values.emailEnabled}
                    onChange={(e) => setValues((v) => ({ ...v, emailEnabled: e.target.checked }))}
                    slotProps={{ input: { 'aria-describedby': `${baseId}-email` } }}
                  />
                }
                label={t('reports.email')}
              />
              <Typography id={`${baseId}-email`} variant="body2" color="text.secondary" sx={{ pl: 6.5 }}>
                {emailNotifications ? t('reports.emailHelp') : t('reports.emailOff')}
              </Typography>
            </Box>
            <TextField
              select
              name="sendHour"
              label={t('reports.hour')}
              helperText={t('reports.hourHelp')}
              value={values.sendHour}
              disabled={!values.emailEnabled}
              // The help stays readable while the hour waits for the email switch (MUI greys a disabled
              // field's help below the contrast every page keeps).
              slotProps={{ formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } } }}
              onChange={(e) => setValues((v) => ({ ...v, sendHour: Number(e.target.value) }))}
              sx={{ maxWidth: 280 }}
            >
              {HOURS.map((h) => (
                <MenuItem key={h} value={h}>
                  {hour.format(new Date(Date.UTC(2026, 0, 1, h)))}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          <Stack direction="row" spacing={2} useFlexGap sx={{ mt: 3, flexWrap: 'wrap' }}>
            <SaveButton busy={busy} disabled={!ready} label={t('reports.save')} inRow />
            <Button component={RouterLink} to={`/reports/${values.frequency}/${previousPeriodDay}`}>
              {t('reports.open')}
            </Button>
          </Stack>
        </Box>
      )}
    </SettingsSection>
  );
}
