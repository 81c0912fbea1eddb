/**
 * Language and theme live in this browser (localStorage: i18next's choice and the preferences store) and
 * in the profile, so they follow the person to another device:
 * - at sign-in, the profile's values apply where this browser has no choice of its own yet;
 * - while signed in, a change made anywhere (header switch, Settings) is written to the profile.
 */

import { getI18nInstance, isLanguage, LANGUAGE_STORAGE_KEY } from '../../lib/i18n/setup.ts';
import { PREFERENCES_STORAGE_KEY, usePreferences } from '../../lib/preferences.ts';
import type { AuthController } from './authController.ts';
import type { ProfileSummary } from './profile.ts';

function hasLocalChoice(key: string): boolean {
  try {
    return localStorage.getItem(key) !== null;
  } catch {
    return true;
  }
}

export function adoptProfilePreferences(profile: ProfileSummary): void {
  if (profile.language && !hasLocalChoice(LANGUAGE_STORAGE_KEY)) {
    void getI18nInstance().changeLanguage(profile.language);
  }
  if (profile.theme && !hasLocalChoice(PREFERENCES_STORAGE_KEY)) {
    usePreferences.getState().setColorMode(profile.theme);
  }
}

type Field = 'language' | 'theme';

async function saveToProfile(auth: AuthController, field: Field, value: string) {
  const { user, profile } = auth.store.getState();
  if (!user || !profile || profile[field] === value) return;
  try {
    const client = await auth.client();
    const change = field === 'language' ? { language: value } : { theme: value };
    const { error } = await client.from('profiles').update(change).eq('id', user.id);
    if (error) return;
    const latest = auth.store.getState();
    if (latest.user?.id === user.id && latest.profile) {
      auth.store.setState({ profile: { ...latest.profile, [field]: value } });
    }
  } catch {
    // Best effort: the choice is kept in this browser either way.
  }
}

let started = false;

/** Starts writing language and theme changes of a signed-in person to their profile (once per page). */
export function startPreferenceSync(auth: AuthController): void {
  if (started) return;
  started = true;
  getI18nInstance().on('languageChanged', (language) => {
    if (isLanguage(language)) void saveToProfile(auth, 'language', language);
  });
  usePreferences.subscribe((state, previous) => {
    if (state.colorMode !== previous.colorMode) void saveToProfile(auth, 'theme', state.colorMode);
  });
}
