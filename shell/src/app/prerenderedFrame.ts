/**
 * The client's side of a prerendered page (docs/performance.md, "Prerendered frames"; the build writes
 * them with src/prerender/page.ts): the HTML holds the page's frame in each language, the head script
 * has displayed the visitor's. This keeps that one as the app's container and removes the rest.
 */
import { PRERENDERED_DASHBOARD_ATTRIBUTE } from '../lib/prerenderedDashboard.ts';

/** React's `identifierPrefix` of a language's frame: the same in the build and in hydration. */
export const frameIdPrefix = (language: string) => `${language}-`;

/** The page's address as the build names it: no trailing slash (`/login/` is `/login`). */
const pageOf = (pathname: string) => pathname.replace(/\/+$/, '') || '/';

/**
 * The frame prerendered for this address in `language`, now `#root`, or null (a page without one, or
 * one for another address: the SPA fallback's index.html), the other language's frame and the
 * stalled-load notice removed either way. Its `lang`/`dir` go too: `<html>` carries them (the language
 * switch changes them there).
 */
export function takePrerenderedFrame(language: string): HTMLElement | null {
  document.querySelector('.frame-stalled')?.remove();
  const frames = [...document.querySelectorAll<HTMLElement>('[data-frame]')];
  const chosen = frames.find(
    (frame) => frame.dataset.frame === language && frame.dataset.route === pageOf(window.location.pathname),
  );
  for (const frame of frames) if (frame !== chosen) frame.remove();
  if (chosen?.hasAttribute(SIGNED_IN_FRAME_ATTRIBUTE)) {
    coverUntilPageDrawn(chosen);
    return null;
  }
  if (!chosen) {
    if (!document.getElementById('root')) {
      const root = document.createElement('div');
      root.id = 'root';
      document.body.prepend(root);
    }
    return null;
  }
  chosen.id = 'root';
  for (const attribute of ['lang', 'dir', 'data-frame', 'data-route']) chosen.removeAttribute(attribute);
  return chosen;
}

/**
 * Marks the frame of a signed-in page (src/prerender/page.ts): drawn for no one, so it is never
 * hydrated; the app's own page replaces it (`coverUntilPageDrawn`).
 */
export const SIGNED_IN_FRAME_ATTRIBUTE = 'data-signed-in-frame';

/**
 * The header's account corner as the app draws it once it knows who is there: the signed-in person's
 * menu (features/auth/AccountMenu.tsx) or a visitor's sign-up link (UserMenu.tsx). Until then the
 * corner is empty, where the frame draws the account button.
 */
const ACCOUNT_CORNER = 'header [data-testid="user-menu-button"], header a[href="/signup"]';

/**
 * The app has drawn a page (its `<main id="main">`) with its header's account corner (a screen
 * without a header, the configuration error, has none to wait for).
 */
const pageDrawn = (root: HTMLElement) =>
  root.querySelector('#main') !== null &&
  (root.querySelector('header') === null || root.querySelector(ACCOUNT_CORNER) !== null);

/** Ends the cover now (the app draws what the frame cannot match: the dark theme). */
let uncover: (() => void) | undefined;

/**
 * A signed-in frame stays on screen, untouched, while the app renders its first commits (the route's
 * code, the sign-in check and their loaders) into an invisible `#root` beside it; the commit that
 * draws a page, whichever (`pageDrawn`: the page itself, /login for a visitor, an error screen),
 * swaps the two before the browser paints again (a MutationObserver's callback runs before
 * the next frame). So the visitor sees the frame, then the page, never a loader between them
 * (docs/performance.md, "Signed-in frames"). The invisible root lies over the frame, at its place, so
 * the page shows where the frame was.
 */
function coverUntilPageDrawn(frame: HTMLElement) {
  for (const attribute of ['id', 'lang', 'dir', 'data-frame', 'data-route']) frame.removeAttribute(attribute);
  const root = document.createElement('div');
  root.id = 'root';
  root.style.cssText = 'visibility:hidden;position:absolute;top:0;inset-inline:0';
  frame.after(root);
  const observer = new MutationObserver(() => {
    if (pageDrawn(root)) uncover?.();
  });
  uncover = () => {
    uncover = undefined;
    observer.disconnect();
    frame.remove();
    root.removeAttribute('style');
  };
  observer.observe(root, { childList: true, subtree: true });
}

/** The app draws the dark theme, which the (light) frame cannot match: it shows at once instead. */
export function endFrameCover() {
  uncover?.();
}

/**
 * Marks a control of the frame that the build disabled until the app takes it over
 * (src/prerender/page.ts, markControlsWaiting).
 */
export const WAITING_ATTRIBUTE = 'data-frame-waiting';

/**
 * Marks the element around one hydration unit's content (`HydratingSuspense`): React hydrates the
 * root first and each Suspense boundary of the HTML in a later pass of its own, so each unit lifts
 * the waiting mark from its own controls once React has hydrated it.
 */
export const UNIT_ATTRIBUTE = 'data-hydration-unit';

/**
 * Enables the controls the build disabled (the app drew them enabled: the build leaves the app's own
 * disabled ones alone) inside `scope` whose nearest unit is `unit`: a control of a nested unit waits
 * for its own. Called from a layout effect, in the commit that hydrated them, so React has not
 * rendered them otherwise since. `unit` null: the root's, the controls outside every unit.
 */
export function liftWaitingControls(scope: ParentNode, unit: Element | null) {
  for (const control of scope.querySelectorAll(`[${WAITING_ATTRIBUTE}]`)) {
    if (control.closest(`[${UNIT_ATTRIBUTE}]`) !== unit) continue;
    // A sample's dashboard in the HTML is replaced whole, not hydrated: nothing handles its controls.
    if (control.closest(`[${PRERENDERED_DASHBOARD_ATTRIBUTE}]`)) continue;
    control.removeAttribute(WAITING_ATTRIBUTE);
    control.removeAttribute('disabled');
  }
}

interface FrameWindow {
  __portalReady?: boolean;
  __portalHeldSubmit?: HTMLFormElement;
}

/**
 * The frame's global styles not taken over: emotion's `Global` adopts the prerendered tag of the styles
 * it renders itself (and renames it to its bare key), so once the app draws another colour mode than the
 * frame's light one, a tag still named `<key>-global <name>` holds the light page colours and would keep
 * them under a dark-mode client's app. Called on a change of colour mode only: before a boundary has
 * hydrated, its own global tag is still waiting to be adopted.
 */
export function dropFrameGlobalStyles() {
  for (const style of document.querySelectorAll('style[data-emotion*="-global "]')) style.remove();
}

/**
 * The app has taken over (its first effects run): a form submitted on the prerendered frame before
 * (held by the page's head script, scripts/lib/frame-language.mjs) is submitted again, now to the
 * app's handler. Its controls were enabled as React hydrated them (`liftWaitingControls`).
 */
export function markAppReady() {
  const frameWindow = window as FrameWindow;
  frameWindow.__portalReady = true;
  const held = frameWindow.__portalHeldSubmit;
  frameWindow.__portalHeldSubmit = undefined;
  if (held?.isConnected) held.requestSubmit();
}
