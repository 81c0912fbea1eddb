import createCache from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

/**
 * The right-to-left emotion cache: it flips every left/right rule (`margin-left` → `margin-right`) for
 * the shell and for every remote, which share it. The prefixer must run before the RTL plugin. Its own
 * chunk (emotionCaches.ts): the plugin, cssjanus and the stylis it needs are about 8 KB gzip that a
 * page in English never uses.
 */
export function createRtlCache() {
  return createCache({ key: 'mui-rtl', prepend: true, stylisPlugins: [prefixer, rtlPlugin] });
}
