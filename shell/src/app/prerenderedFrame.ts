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
