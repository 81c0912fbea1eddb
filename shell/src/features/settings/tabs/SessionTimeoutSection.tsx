import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { INTL_LOCALE } from '@portal/dashboard-kit/format';
import { useState } from 'react';
import {
  isSessionTimeout,
  SESSION_TIMEOUTS,
  type SessionTimeout,
  timeoutParts,
} from '../../../domain/session/sessionTimeout.ts';
import { useSettingsT } from '../i18n/index.ts';
import { SettingsSection } from '../SettingsSection.tsx';
import { useSettingsSave } from '../useSettingsSave.ts';
import type { TabProps } from './types.ts';

/** "1 hour", "8 hours", "24 hours", "7 days" (and their Arabic forms) through Intl. */
export function formatTimeout(timeout: SessionTimeout, language: 'en' | 'ar'): string {
  const { value, unit } = timeoutParts(timeout);
  return new Intl.NumberFormat(INTL_LOCALE[language], { style: 'unit', unit, unitDisplay: 'long' }).format(
    value,
  );
}

/** Security → session timeout (docs/product.md §9: 1h, 8h, 24h, 7d), saved as soon as it is chosen. */
export function SessionTimeoutSection({ profile, save }: TabProps) {
  const { t, i18n } = useSettingsT();
  const [value, setValue] = useState<SessionTimeout>(profile.sessionTimeout);
  const { busy, run } = useSettingsSave();
  const language = i18n.resolvedLanguage === 'ar' ? 'ar' : 'en';

  async function choose(next: string) {
    if (!isSessionTimeout(next) || next === value) return;
    const previous = value;
    setValue(next);
    const saved = await run(() => save({ sessionTimeout: next }), {
      saved: t('security.timeout.saved'),
      failed: t('security.timeout.failed'),
    });
    if (!saved) setValue(previous);
  }

  return (
    <SettingsSection title={t('security.timeout.heading')} description={t('security.timeout.description')}>
      <TextField
        select
        label={t('security.timeout.label')}
        name="sessionTimeout"
        value={value}
        onChange={(e) => void choose(e.target.value)}
        disabled={busy}
        sx={{ minWidth: 240 }}
      >
        {SESSION_TIMEOUTS.map((option) => (
          <MenuItem key={option} value={option}>
            {formatTimeout(option, language)}
          </MenuItem>
        ))}
      </TextField>
    </SettingsSection>
  );
}
