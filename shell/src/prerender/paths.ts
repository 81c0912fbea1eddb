/**
 * Which addresses the build prerenders, and for whom (docs/performance.md, "Prerendered frames" and
 * "Signed-in frames"). Only the route table's facts go in, so the list is tested without a build
 * (paths.test.ts); src/prerender/entry.tsx renders it.
 */
import { livePath, SAMPLE_PREFIX, type WorkflowSlug } from '@portal/contract/slugs';
import type { PageRouteSpec } from '../app/routing/routes.tsx';
import type { Role } from '../domain/session/redirects.ts';

/** A page drawn for no one signed in with `role`: never hydrated, the app's page replaces it whole. */
export interface SignedInFrame {
  path: string;
  role: Role;
}

/**
 * The signed-in pages at a fixed address: the protected and admin framed routes without a parameter,
 * and each workflow's live page (`/<slug>`, a route of its own per workflow in the route table:
 * app/routing/routes.tsx, `workflowRoute`), which a client opens (its gate is the protected one).
 */
export function signedInFrames(
  pages: readonly PageRouteSpec[],
  slugs: readonly WorkflowSlug[],
): SignedInFrame[] {
  return [
    ...pages
      .filter(
        (spec) =>
          (spec.access === 'protected' || spec.access === 'admin') && spec.framed && !spec.path.includes(':'),
      )
      .map(
        (spec): SignedInFrame => ({ path: spec.path, role: spec.access === 'admin' ? 'admin' : 'client' }),
      ),
    ...slugs.map((slug): SignedInFrame => ({ path: livePath(slug), role: 'client' })),
  ];
}

/**
 * Every prerendered address: the public framed pages, the samples (drawn whole), the signed-in frames.
 */
export function prerenderedPaths(pages: readonly PageRouteSpec[], slugs: readonly WorkflowSlug[]): string[] {
  return [
    ...pages.filter((spec) => spec.access === 'public' && spec.framed).map((spec) => spec.path),
    ...slugs.map((slug) => `${SAMPLE_PREFIX}${slug}`),
    ...signedInFrames(pages, slugs).map((frame) => frame.path),
  ];
}
