/**
 * The client's side of a prerendered page (docs/performance.md, "Prerendered frames"; the build writes
 * them with src/prerender/page.ts): the HTML holds the page's frame in each language, the head script
 * has displayed the visitor's. This keeps that one as the app's container and removes the rest.
 */

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
