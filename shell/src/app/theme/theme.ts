import { createTheme, type Theme } from '@mui/material/styles';
import type { ColorMode } from '../../lib/preferences.ts';

/**
 * The portal's MUI theme. Colours are picked for WCAG AA contrast in both modes (axe checks every page);
 * Both stacks start with the platform's own UI font (`system-ui`), as the marketing site's does: no web
 * font ships, and the platform draws Arabic with its own Arabic face, through its own fallback where its
 * UI font has no Arabic letters (Android, Apple), as its native apps do. Every family named before one
 * the device has is a font lookup on each new text style, and a named face without Arabic letters sends
 * every Arabic run through the browser's slowest path, a search of all fonts (measured on Linux
 * Chromium at 4x CPU: /marketplace's 24 Arabic cards laid out in 517 ms with "Noto Sans Arabic" first,
 * which that machine lacks, and 69–89 ms now; a dashboard's layouts with "Inter" first, 166 and 223 ms,
 * against 21 and 27). The named Arabic faces stay as fallbacks for browsers without `system-ui`.
 */
export function createPortalTheme(mode: ColorMode, direction: 'ltr' | 'rtl'): Theme {
  const latin = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
  const arabic = 'system-ui, "Noto Sans Arabic", "Segoe UI", Tahoma, "Geeza Pro", Arial, sans-serif';
  return createTheme({
    direction,
    palette: {
      mode,
      primary: { main: mode === 'light' ? '#0b5cad' : '#8cc4ff' },
      secondary: { main: mode === 'light' ? '#7a1f5c' : '#f3a6d7' },
      background:
        mode === 'light'
          ? { default: '#f6f8fb', paper: '#ffffff' }
          : { default: '#0f141a', paper: '#161d25' },
    },
    shape: { borderRadius: 10 },
    typography: { fontFamily: direction === 'rtl' ? arabic : latin },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
    },
  });
}
