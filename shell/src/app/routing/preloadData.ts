/**
 * The rows a signed-in page draws first, requested at start instead of when the page first renders
 * (lib/earlyRead.ts). A page opts in with a `<Page>.preload.ts` beside it whose `preload()` starts its
 * early reads; the module is small, so it arrives long before the page and its imports do.
 */
import { PAGE_ROUTES } from './routes.tsx';

const preloaders = import.meta.glob<{ preload: () => void }>('../../features/*/*Page.preload.ts');

/** Starts the early reads of the page at `pathname`, if it has any (call once a session is stored). */
export function preloadPageData(pathname: string): void {
  const path = pathname.replace(/\/+$/, '') || '/';
  const page = PAGE_ROUTES.find((spec) => spec.path === path && spec.access !== 'public');
  const load = page && preloaders[`../../features/${page.module}.preload.ts`];
  load?.().then(
    ({ preload }) => preload(),
    () => undefined,
  );
}
