/**
 * The build's prerender entry (docs/performance.md, "Prerendered frames"): scripts/prerender.mjs builds
 * it for Node and renders each public route with it, once per language, so the page's HTML carries its
 * frame and the styles of that frame. The client (main.tsx) then hydrates the same first render. The
 * signed-in pages are rendered too, for no one ("Signed-in frames"): those are shown, never hydrated.
 */
import type { EmotionCache } from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import type { Locale } from '@portal/contract';
import { SAMPLE_PREFIX, WORKFLOW_SLUGS, type WorkflowSlug } from '@portal/contract/slugs';
import type { User } from '@supabase/supabase-js';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createMemoryRouter } from 'react-router-dom';
import { App } from '../app/App.tsx';
import { frameIdPrefix } from '../app/prerenderedFrame.ts';
import { resolveLazyMatches } from '../app/routing/resolveLazyMatches.ts';
import { buildRoutes, PAGE_ROUTES } from '../app/routing/routes.tsx';
import { emotionCacheFor, loadRtlCache } from '../app/theme/emotionCaches.ts';
import type { AuthState } from '../domain/session/authController.ts';
import type { Role } from '../domain/session/redirects.ts';
import { preloadSample } from '../features/workflows/sampleDashboard.ts';
import { directionOf, setupI18n } from '../lib/i18n/setup.ts';
import { prerenderedPaths, signedInFrames } from './paths.ts';

/**
 * A signed-in client's (or an admin's) pages at a fixed address, a workflow's live page included: their
 * frame is drawn for no one (`framePerson`), never hydrated, and shown until the app's own page
 * replaces it whole (docs/performance.md, "Signed-in frames").
 */
const SIGNED_IN_FRAMES = signedInFrames(PAGE_ROUTES, WORKFLOW_SLUGS);

/** Pages a visitor sees the same way whoever they are: the public framed pages, the samples, the signed-in frames. */
export const PRERENDERED_PATHS: readonly string[] = prerenderedPaths(PAGE_ROUTES, WORKFLOW_SLUGS);

export interface RenderedFrame {
  path: string;
  language: string;
  direction: 'ltr' | 'rtl';
  /** The app's markup: what `#root` holds. */
  html: string;
  /** `<style data-emotion="…">` tags of exactly the rules that markup uses. */
  styles: string;
  /** Drawn for a signed-in person (no one's data): replaced by the app, never hydrated. */
  signedIn: boolean;
}

/**
 * The person a signed-in frame is drawn for: signed in, with a role, and nothing else. No name, no
 * address, no picture, no data: the HTML is the same file for everyone (a CDN caches it), so the
 * header's account button shows a blank avatar and the page its loading placeholders.
 */
function framePerson(role: Role): Partial<AuthState> {
  const user = {
    id: '',
    email: '',
    aud: 'authenticated',
    app_metadata: {},
    user_metadata: {},
    created_at: '',
  };
  return { loading: false, user: user as User, role, roleStatus: 'ready', needsMfa: false, profile: null };
}

/**
 * Renders `render()` as `person` sees it. The server render reads the auth store's initial state
 * (zustand's server snapshot), not its current one, so that is the object set for the render and put
 * back after it: the build's process renders public pages before and after.
 */
async function renderedAs<T>(person: Partial<AuthState> | null, render: () => Promise<T>): Promise<T> {
  if (!person) return render();
  // Imported here: the build's main process imports this module for `composePage`, without a window.
  const { auth } = await import('../domain/session/store.ts');
  const initial = auth.store.getInitialState();
  const before = { ...initial };
  Object.assign(initial, person);
  try {
    return await render();
  } finally {
    Object.assign(initial, before);
  }
}

const sampleOf = (path: string): WorkflowSlug | undefined =>
  WORKFLOW_SLUGS.find((slug) => path === `${SAMPLE_PREFIX}${slug}`);

async function textOf(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

/** Starts the next render with an empty cache, so that its styles are that page's only. */
function emptied(cache: EmotionCache): EmotionCache {
  for (const id of Object.keys(cache.inserted)) delete cache.inserted[id];
  for (const id of Object.keys(cache.registered)) delete cache.registered[id];
  return cache;
}

/** Renders the app at `path` once, to markup. */
async function renderOnce(path: string, language: string): Promise<string> {
  const routes = buildRoutes();
  await resolveLazyMatches(routes, path);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
    {
      onError: (error) => void errors.push(error),
      // No boundary is split out of place for streaming (the whole page is written at once).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // Both languages' frames are in one document: their ids (labels, fields) must not collide.
      identifierPrefix: frameIdPrefix(language),
    },
  );
  if (errors.length > 0) throw new AggregateError(errors, `prerendering ${path} failed`);
  return textOf(prelude);
}

/**
 * The page with every Suspense boundary resolved in place. A boundary that waited during the render
 * (a lazy component, a namespace's texts) comes out as its fallback plus an inline script that swaps
 * the content in later: the CSP refuses that script, and without JavaScript the fallback would stay.
 * Everything it waited for is loaded by then, so the next render has nothing to wait for.
 */
async function renderSettled(path: string, language: string): Promise<string> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const html = await renderOnce(path, language);
    if (!html.includes('<script')) return html;
  }
  throw new Error(`prerendering ${path}: a Suspense boundary still waits after three renders`);
}

/**
 * Renders `path` in the language the process was started with (its stored preference): a visitor
 * with nothing stored, signed out, in the light theme, which is what main.tsx hydrates over. A sample
 * page is rendered whole: its dashboard with its sample data (features/workflows/sampleDashboard.ts),
 * loaded first.
 */
export async function renderFrame(path: string): Promise<RenderedFrame> {
  const i18n = setupI18n();
  const slug = sampleOf(path);
  if (slug) {
    const sample = await preloadSample(slug, i18n.language as Locale);
    if (!sample) throw new Error(`prerendering ${path}: its sample dashboard did not load`);
  }
  const signedIn = SIGNED_IN_FRAMES.find((frame) => frame.path === path);
  const direction = directionOf(i18n.language);
  const cache = emptied(
    direction === 'rtl' ? await loadRtlCache() : (emotionCacheFor('ltr') as EmotionCache),
  );
  // Before the render: it sets `compat`, which makes emotion collect the rules instead of writing
  // <style> elements into the markup.
  const emotionServer = createEmotionServer(cache);
  const person = signedIn ? framePerson(signedIn.role) : null;
  const html = await renderedAs(person, () => renderSettled(path, i18n.language));
  const styles = emotionServer.constructStyleTagsFromChunks(emotionServer.extractCriticalToChunks(html));
  return { path, language: i18n.language, direction, html, styles, signedIn: Boolean(signedIn) };
}
export { composePage } from './page.ts';
