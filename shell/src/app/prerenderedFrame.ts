/**
 * The client's side of a prerendered page (docs/performance.md, "Prerendered frames"; the build writes
 * them with src/prerender/page.ts): the HTML holds the page's frame in each language, the head script
 * has displayed the visitor's. This keeps that one as the app's container and removes the rest.
 */

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
