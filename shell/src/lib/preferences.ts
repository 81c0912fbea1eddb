/**
 * Display preferences that outlive a session (kept in localStorage). Settings → Appearance writes here;
 * the theme provider reads it. The language is not here: i18next owns it (see i18n/setup.ts).
 */
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export type ColorMode = 'light' | 'dark';

export interface PreferencesState {
  colorMode: ColorMode;
  setColorMode(mode: ColorMode): void;
  toggleColorMode(): void;
}

export const PREFERENCES_STORAGE_KEY = 'portal.preferences';

export const usePreferences = create<PreferencesState>()(
  persist(
    (set) => ({
      colorMode: 'light',
      setColorMode: (colorMode) => set({ colorMode }),
      toggleColorMode: () => set((state) => ({ colorMode: state.colorMode === 'light' ? 'dark' : 'light' })),
    }),
    {
      name: PREFERENCES_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ colorMode }) => ({ colorMode }),
    },
  ),
);
