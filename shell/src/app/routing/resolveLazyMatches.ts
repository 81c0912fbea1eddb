import { matchRoutes, type RouteObject } from 'react-router-dom';

/**
 * Loads the lazy parts (layout, page, guard, texts) of the routes `pathname` matches and writes them
 * into the route objects, so that a router made from them starts initialized: its first render is the
 * page itself, not the HydrateFallback. Both sides of a prerendered page need that (docs/performance.md,
 * "Prerendered frames"): the build renders the page, the client hydrates the same first render.
 */
export async function resolveLazyMatches(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      const { lazy } = route;
      if (typeof lazy !== 'function') return;
      Object.assign(route, await lazy());
      route.lazy = undefined;
    }),
  );
}
