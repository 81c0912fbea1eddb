import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * One emotion cache per direction; switching language swaps the cache. Left-to-right is emotion's
 * default cache (its own prefixer). Right-to-left (rtlCache.ts) is a chunk fetched when a page is first
 * shown in Arabic: main.tsx asks for it at start when the visitor's language is Arabic and the
 * language switch before it changes the language, so it is normally there before it is needed.
 */
const ltrCache = createCache({ key: 'mui', prepend: true });
let rtlCache: EmotionCache | undefined;
let rtlLoading: Promise<EmotionCache> | undefined;

/** Fetches the right-to-left cache once (again after a failure). */
export function loadRtlCache(): Promise<EmotionCache> {
  rtlLoading ??= import('./rtlCache.ts').then(
    ({ createRtlCache }) => {
      rtlCache = createRtlCache();
      return rtlCache;
    },
    (error: unknown) => {
      rtlLoading = undefined;
      throw error;
    },
  );
  return rtlLoading;
}

/** The cache of `direction`, or the promise of it while the right-to-left one is on its way. */
export function emotionCacheFor(direction: 'ltr' | 'rtl'): EmotionCache | Promise<EmotionCache> {
  if (direction === 'ltr') return ltrCache;
  return rtlCache ?? loadRtlCache();
}
