import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { type ColorMode, usePreferences } from '../../../lib/preferences.ts';
import { useSettingsT } from '../i18n/index.ts';
import { SettingsSection } from '../SettingsSection.tsx';
import { useSettingsSave } from '../useSettingsSave.ts';
import type { TabProps } from './types.ts';

type Language = 'en' | 'ar';

/** One appearance setting chosen among a few: a radio group named by its visible label. */
function ChoiceGroup<T extends string>({
  name,
  label,
  value,
  disabled,
  onChange,
  options,
}: {
  name: string;
  label: string;
  value: T;
  disabled: boolean;
  onChange: (value: T) => void;
  options: { value: T; label: ReactNode }[];
}) {
  const labelId = `appearance-${name}`;
  return (
    <FormControl disabled={disabled}>
      <FormLabel id={labelId}>{label}</FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        name={name}
        value={value}
        onChange={(e) => onChange(e.target.value as T)}
      >
        {options.map((option) => (
          <FormControlLabel
            key={option.value}
            value={option.value}
            control={<Radio />}
            label={option.label}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

/**
 * Appearance: language and light/dark theme. Saved to the profile first, then applied here (i18next and
 * the preferences store keep them in localStorage), so the change follows the person to other devices.
 */
export default function AppearanceTab({ save }: TabProps) {
  const { t, i18n } = useSettingsT();
  const colorMode = usePreferences((state) => state.colorMode);
  const setColorMode = usePreferences((state) => state.setColorMode);
  const language: Language = i18n.resolvedLanguage === 'ar' ? 'ar' : 'en';
  const { busy, run } = useSettingsSave();

  async function apply(patch: { language?: Language; theme?: ColorMode }) {
    await run(
      async () => {
        await save(patch);
        if (patch.theme) setColorMode(patch.theme);
        if (patch.language) await i18n.changeLanguage(patch.language);
      },
      { saved: t('appearance.saved'), failed: t('appearance.failed') },
    );
  }

  return (
    <SettingsSection title={t('appearance.heading')} description={t('appearance.description')}>
      <Stack spacing={3}>
        <ChoiceGroup
          name="language"
          label={t('appearance.language')}
          value={language}
          disabled={busy}
          onChange={(next) => void apply({ language: next })}
          options={[
            { value: 'en', label: <span lang="en">{t('appearance.english')}</span> },
            { value: 'ar', label: <span lang="ar">{t('appearance.arabic')}</span> },
          ]}
        />
        <ChoiceGroup
          name="theme"
          label={t('appearance.theme')}
          value={colorMode}
          disabled={busy}
          onChange={(next) => void apply({ theme: next })}
          options={[
            { value: 'light', label: t('appearance.light') },
            { value: 'dark', label: t('appearance.dark') },
          ]}
        />
      </Stack>
    </SettingsSection>
  );
}
