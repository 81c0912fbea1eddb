import createCache from '@emotion/cache';
import { type Element, type Middleware, prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

/**
 * Text that cssjanus (behind stylis-plugin-rtl) may change: left/right and ltr/rtl anywhere, resize
 * cursors, translations, `@noflip`, shadows and background positions (their horizontal offset), radii
 * of more than one value, and the four-value shorthands it reorders (margin, padding, border-width,
 * *-color, border-style). Anything it rewrites matches this; a transition naming `box-shadow` or
 * `border-color` does not (no colon after them).
 */
const MAY_FLIP =
  /left|right|ltr|rtl|resize|translate|noflip|(?:box|text)-shadow:|background(?:-position(?:-x)?)?:|border-radius:\s*[^;\s]+\s|(?:margin|padding|border-width|-color|border-style):\s*[^;\s]+\s+[^;\s]+\s+[^;\s]+\s+[^;\s]+/i;

const mayFlip = (element: Element): boolean =>
  MAY_FLIP.test(element.value) || (Array.isArray(element.children) && element.children.some(mayFlip));

/**
 * The RTL plugin, skipped for rules it would leave as they are: for each rule it runs cssjanus's
 * two dozen regular expressions and parses the result again, which was most of the extra main-thread
 * time of an Arabic page (cssjanus 67 ms of a 4x CPU profile of /marketplace). About half the rules
 * of MUI's components mention no direction at all (60 of 121 for buttons, fields, tabs, chips, alerts).
 */
export const rtlWhereNeeded: Middleware = (element, index, children, callback) =>
  mayFlip(element) ? rtlPlugin(element, index, children, callback) : undefined;

/**
 * The right-to-left emotion cache: it flips every left/right rule (`margin-left` → `margin-right`) for
 * the shell and for every remote, which share it. The prefixer must run before the RTL plugin. Its own
 * chunk (emotionCaches.ts): the plugin, cssjanus and the stylis it needs are about 8 KB gzip that a
 * page in English never uses.
 */
export function createRtlCache() {
  return createCache({ key: 'mui-rtl', prepend: true, stylisPlugins: [prefixer, rtlWhereNeeded] });
}
