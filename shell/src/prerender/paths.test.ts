// @vitest-environment happy-dom
import { livePath, SAMPLE_PREFIX, WORKFLOW_SLUGS } from '@portal/contract/slugs';
import { describe, expect, it } from 'vitest';
import { PAGE_ROUTES } from '../app/routing/routes.tsx';
import { prerenderedPaths, signedInFrames } from './paths.ts';

describe('the prerendered addresses', () => {
  const paths = prerenderedPaths(PAGE_ROUTES, WORKFLOW_SLUGS);
  const frames = signedInFrames(PAGE_ROUTES, WORKFLOW_SLUGS);

  it("draw each workflow's live page (/<slug>) for a client, once, beside its sample", () => {
    for (const slug of WORKFLOW_SLUGS) {
      expect(frames.filter((frame) => frame.path === livePath(slug))).toEqual([
        { path: `/${slug}`, role: 'client' },
      ]);
      expect(paths).toContain(`${SAMPLE_PREFIX}${slug}`);
    }
    expect(frames.filter((frame) => WORKFLOW_SLUGS.some((slug) => frame.path === `/${slug}`))).toHaveLength(
      24,
    );
  });

  it('keep the fixed signed-in pages, the admin ones for an admin, and leave out addresses with a parameter', () => {
    expect(frames).toContainEqual({ path: '/dashboard', role: 'client' });
    expect(frames).toContainEqual({ path: '/admin/inbox', role: 'admin' });
    expect(paths.filter((path) => path.includes(':'))).toEqual([]);
    // Not the same for every visitor, or drawn by their own bundle: never prerendered.
    for (const path of ['/', '/reset-password', '/oauth/callback', '/sample-report'])
      expect(paths).not.toContain(path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
