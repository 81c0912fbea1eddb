import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { type ColorMode, usePreferences } from '../../../lib/preferences.ts';
import { useSettingsT } from '../i18n/index.ts';
import { SettingsSection } from '../SettingsSection.tsx';
import { useSettingsSave } from '../useSettingsSave.ts';
import type { TabProps } from './types.ts';

type Language = 'en' | 'ar';

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
        <FormControl disabled={busy}>
          <FormLabel id="appearance-language">{t('appearance.language')}</FormLabel>
          <RadioGroup
            aria-labelledby="appearance-language"
            name="language"
            value={language}
            onChange={(e) => void apply({ language: e.target.value as Language })}
          >
            <FormControlLabel
              value="en"
              control={<Radio />}
              label={<span lang="en">{t('appearance.english')}</span>}
            />
            <FormControlLabel
              value="ar"
              control={<Radio />}
              label={<span lang="ar">{t('appearance.arabic')}</span>}
            />
          </RadioGroup>
        </FormControl>
        <FormControl disabled={busy}>
          <FormLabel id="appearance-theme">{t('appearance.theme')}</FormLabel>
          <RadioGroup
            aria-labelledby="appearance-theme"
            name="theme"
            value={colorMode}
            onChange={(e) => void apply({ theme: e.target.value as ColorMode })}
          >
            <FormControlLabel value="light" control={<Radio />} label={t('appearance.light')} />
            <FormControlLabel value="dark" control={<Radio />} label={t('appearance.dark')} />
          </RadioGroup>
        </FormControl>
      </Stack>
    </SettingsSection>
  );
}
