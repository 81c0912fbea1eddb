import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

/**
 * One emotion cache per direction. Switching language swaps the cache; the RTL cache flips every
 * left/right rule (`margin-left` → `margin-right`) for the shell and for every remote, which share it.
 * The prefixer must run before the RTL plugin.
 */
const caches: Partial<Record<'ltr' | 'rtl', EmotionCache>> = {};

export function emotionCacheFor(direction: 'ltr' | 'rtl'): EmotionCache {
  caches[direction] ??=
    direction === 'rtl'
      ? createCache({ key: 'mui-rtl', prepend: true, stylisPlugins: [prefixer, rtlPlugin] })
      : createCache({ key: 'mui', prepend: true, stylisPlugins: [prefixer] });
  return caches[direction];
}
