/**
 * The light entry for `/`: the landing page with i18next only, without the router, MUI, emotion,
 * notistack or the federation remotes that the rest of the portal needs. main.tsx imports this
 * (dynamically) when `canServeStandalone()` says so; everyone else gets the full shell, whose public
 * guard sends signed-in users on to their dashboard (docs/product.md §2).
 */
import type { i18n as I18n } from 'i18next';
import { StrictMode, Suspense, startTransition } from 'react';
import type { Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { Toaster } from '../../lib/toast/index.ts';
import { LandingErrorBoundary } from './LandingErrorBoundary.tsx';
import LandingPage from './LandingPage.tsx';
import { MARKETING_NS } from './useMarketing.ts';

export function renderStandaloneLanding(root: Root, i18n: I18n): void {
  // The page's namespace is needed at once: ask for it now rather than when the page first suspends.
  void i18n.loadNamespaces(MARKETING_NS);
  // A transition renders in small slices, so drawing the long page never blocks input for long.
  startTransition(() =>
    root.render(
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <LandingErrorBoundary>
            {/* Nothing to show while the page's namespace loads: an empty frame does not shift. */}
            <Suspense fallback={null}>
              <LandingPage />
            </Suspense>
            {/* The portal's toasts: notistack loads with the first one (a form sent). */}
            <Toaster />
          </LandingErrorBoundary>
        </I18nextProvider>
      </StrictMode>,
    ),
  );
}
