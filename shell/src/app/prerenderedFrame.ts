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

/**
 * Marks a control of the frame that the build disabled until the app takes it over
 * (src/prerender/page.ts, markControlsWaiting).
 */
export const WAITING_ATTRIBUTE = 'data-frame-waiting';

/**
 * React's props on a node it has hydrated (an internal key, `__reactProps$<random>`, the only sign
 * per node that a Suspense boundary around it is hydrated too), or undefined before.
 */
function reactPropsOf(node: Element): { disabled?: unknown } | undefined {
  const key = Object.keys(node).find((name) => name.startsWith('__reactProps$'));
  return key ? (node as unknown as Record<string, { disabled?: unknown }>)[key] : undefined;
}

/** How long the waiting controls are looked after: far longer than any hydration takes. */
const LIFT_FOR_MS = 30_000;

/**
 * Enables each control the build disabled as soon as React has hydrated it (its props are on the
 * node), frame after frame until none waits: a control in a boundary that hydrates later stays
 * disabled until then. One the app renders disabled keeps its `disabled`.
 */
function liftWaitingControls(startedAt = performance.now()) {
  const waiting = document.querySelectorAll<HTMLElement>(`[${WAITING_ATTRIBUTE}]`);
  for (const control of waiting) {
    const props = reactPropsOf(control);
    if (!props) continue;
    control.removeAttribute(WAITING_ATTRIBUTE);
    if (!props.disabled) control.removeAttribute('disabled');
  }
  const left = document.querySelector(`[${WAITING_ATTRIBUTE}]`);
  if (left && performance.now() - startedAt < LIFT_FOR_MS)
    requestAnimationFrame(() => liftWaitingControls(startedAt));
}

interface FrameWindow {
  __portalReady?: boolean;
  __portalHeldSubmit?: HTMLFormElement;
}

/**
 * The app has taken over (its first effects run): the frame's controls become usable as React
 * hydrates them, and a form submitted on the prerendered frame before (held by the page's head
 * script, scripts/lib/frame-language.mjs) is submitted again, now to the app's handler.
 */
export function markAppReady() {
  liftWaitingControls();
  const frameWindow = window as FrameWindow;
  frameWindow.__portalReady = true;
  const held = frameWindow.__portalHeldSubmit;
  frameWindow.__portalHeldSubmit = undefined;
  if (held?.isConnected) held.requestSubmit();
}
