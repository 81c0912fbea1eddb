import { SAMPLE_PREFIX } from '@portal/contract/slugs';
import { toLocale } from '@portal/dashboard-kit/i18n';
import { nextTask } from '@portal/dashboard-kit/ui/afterNextPaint';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { App } from './app/App.tsx';
import { AppProviders } from './app/AppProviders.tsx';
import { frameIdPrefix, takePrerenderedFrame } from './app/prerenderedFrame.ts';
import { preloadLocale, workflowOfPath } from './app/routing/preloadLocale.ts';
import { resolveLazyMatches } from './app/routing/resolveLazyMatches.ts';
import { buildRoutes } from './app/routing/routes.tsx';
import { hasStoredSession } from './lib/authStorage/authStorage.ts';
import { fetchRuntimeConfig, setRuntimeConfig } from './lib/config/runtimeConfig.ts';
import { directionOf, setupI18n } from './lib/i18n/setup.ts';
import { getSupabase } from './lib/supabase.ts';
import { warmUpIntl } from './lib/warmUpIntl.ts';

// i18n first (synchronous), so even a configuration error is shown in the visitor's language.
const i18n = setupI18n();
// The route's texts in the visitor's language, fetched now rather than when its page first renders.
preloadLocale(window.location.pathname, i18n.language);
// A page in Arabic needs the right-to-left styles (a chunk of their own): asked for now, in parallel.
if (directionOf(i18n.language) === 'rtl') {
  import('./app/theme/emotionCaches.ts').then(({ loadRtlCache }) => loadRtlCache()).catch(() => undefined);
}
// A public page's HTML carries its frame (docs/performance.md, "Prerendered frames").
const frame = takePrerenderedFrame(i18n.language);
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/**
 * A router for hydrating the prerendered frame, when this first render is the build's: a first visit
 * (signed out, light theme). The page's lazy parts are loaded first, so that the router starts on the
 * page itself, as the build's did. Otherwise (a stored session, the dark theme) the app replaces the
 * frame as it renders any page.
 */
async function preparedRouter() {
  if (!frame) return undefined;
  const routes = buildRoutes();
  const [{ usePreferences }, { auth }] = await Promise.all([
    import('./lib/preferences.ts'),
    import('./domain/session/store.ts'),
    resolveLazyMatches(routes, window.location.pathname),
    directionOf(i18n.language) === 'rtl'
      ? import('./app/theme/emotionCaches.ts').then(({ loadRtlCache }) => loadRtlCache())
      : undefined,
  ]);
  // The auth store's first state is what hydration renders with (zustand's server snapshot): it must
  // be the visitor's, not a stored session or a sign-in redirect still to be read.
  const firstVisit = !auth.store.getInitialState().loading && usePreferences.getState().colorMode === 'light';
  return firstVisit ? createBrowserRouter(routes) : undefined;
}

const appOn = (router: ReturnType<typeof createBrowserRouter>) => (
  <StrictMode>
    <App router={router} />
  </StrictMode>
);

async function startApp(): Promise<Root> {
  const prepared = await preparedRouter().catch(() => undefined);
  if (container && prepared)
    return hydrateRoot(container, appOn(prepared), { identifierPrefix: frameIdPrefix(i18n.language) });
  // The router (its routes, the address matched, its history) is made in a task of its own: made by the
  // first render, it was that render's first slice, which React cannot cut (about 90 of a 120 ms task
  // at 4x CPU); made at once, it joined the entry chunk's evaluation (the runtime configuration is
  // usually in already), a task of 200 ms at Lighthouse's 4x (docs/performance.md, "Live dashboards'
  // main thread").
  await nextTask();
  const router = createBrowserRouter(buildRoutes());
  const root = createRoot(container as HTMLElement);
  // A transition renders in small slices that yield to the browser, so drawing the first page never
  // blocks input for long (docs/performance.md).
  startTransition(() => root.render(appOn(router)));
  return root;
}

/**
 * A workflow route loads its remote's dashboard in parallel with the frame (federation/prefetch.ts);
 * a live one, for a signed-in client, then starts reading the dashboard's rows
 * (features/workflows/liveReads.ts).
 */
function prefetchDashboard() {
  const { pathname } = window.location;
  const slug = workflowOfPath(pathname);
  if (!slug) return;
  const live = !pathname.startsWith(SAMPLE_PREFIX) && hasStoredSession();
  const rows = live ? import('./features/workflows/liveReads.ts') : undefined;
  import('./federation/prefetch.ts')
    .then(({ prefetchWorkflow }) => Promise.all([prefetchWorkflow(slug), rows]))
    .then(([dashboard, reads]) => {
      if (dashboard && reads) reads.liveReadOf(dashboard, slug, toLocale(i18n.language)).start();
    })
    .catch(() => undefined);
}

// index.html preloads /runtime-config.json, so this fetch is usually answered already.
fetchRuntimeConfig().then(
  (config) => {
    setRuntimeConfig(config);
    prefetchDashboard();
    // With a stored session, the sign-in check needs supabase-js before any signed-in page can show:
    // its download starts now, beside the page's code, not after the route's guard has arrived.
    if (hasStoredSession()) getSupabase().catch(() => undefined);
    void startApp();
    // The browser's number and date data, loaded in tasks of their own, not in the first render that
    // formats a figure.
    warmUpIntl(i18n.language);
    // docs/product.md §7's performance helper: a chunk of its own, after the first page has started.
    import('./lib/webVitals.ts')
      .then(({ reportWebVitals }) =>
        reportWebVitals({ apiBaseUrl: config.apiBaseUrl, language: () => i18n.language }),
      )
      .catch(() => undefined);
  },
  async (error: unknown) => {
    console.error('[portal] runtime configuration', error);
    const { default: ConfigErrorScreen } = await import('./app/screens/ConfigErrorScreen.tsx');
    createRoot(container).render(
      <AppProviders>
        <ConfigErrorScreen error={error} />
      </AppProviders>,
    );
  },
);
