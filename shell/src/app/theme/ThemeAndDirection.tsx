import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { type ReactNode, use, useLayoutEffect, useMemo } from 'react';
import { useCommonT } from '../../lib/i18n/common.ts';
import { directionOf } from '../../lib/i18n/setup.ts';
import { usePreferences } from '../../lib/preferences.ts';
import { dropFrameGlobalStyles, endFrameCover } from '../prerenderedFrame.ts';
import { emotionCacheFor } from './emotionCaches.ts';
import { createPortalTheme } from './theme.ts';

/**
 * Theme (light/dark) and direction (from the language) for everything below, remotes included. In the
 * rare case the right-to-left cache is not there yet (the language changed from elsewhere than the
 * switch), this suspends until it is.
 */
export function ThemeAndDirection({ children }: { children: ReactNode }) {
  const { i18n } = useCommonT();
  const direction = directionOf(i18n.resolvedLanguage ?? i18n.language);
  const colorMode = usePreferences((state) => state.colorMode);
  const theme = useMemo(() => createPortalTheme(colorMode, direction), [colorMode, direction]);
  const cache = emotionCacheFor(direction);
  // A prerendered frame is drawn light: under the dark mode its page colours must not stay, and a
  // signed-in frame still shown gives way to the app at once.
  useLayoutEffect(() => {
    if (colorMode !== 'light') {
      dropFrameGlobalStyles();
      endFrameCover();
    }
  }, [colorMode]);
  return (
    <CacheProvider value={cache instanceof Promise ? use(cache) : cache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
