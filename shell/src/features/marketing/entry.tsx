/**
 * Entry of the separately built, federation-free landing bundle (see the marketing notes): it serves
 * a fresh load of `/` with React, i18next and this feature only. Signed-in visitors go to /login,
 * whose public guard in the full shell sends them on to their dashboard or the admin area (docs/product.md §2).
 */
import { createRoot } from 'react-dom/client';
import { fetchRuntimeConfig, setRuntimeConfig } from '../../lib/config/runtimeConfig.ts';
import { setupI18n } from '../../lib/i18n/setup.ts';
import { languageFromSearch } from './lib/head.ts';
import { waitBeforeSubmitting } from './lib/submitReady.ts';
import { renderStandaloneLanding } from './standalone.tsx';
import { canServeStandalone } from './standaloneRoute.ts';

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

if (window.location.pathname === '/' && !canServeStandalone('/', storage())) {
  window.location.replace('/login');
} else {
  const i18n = setupI18n();
  // `/?lang=ar` is the Arabic page's address: switch before the first render, not after it.
  const requested = languageFromSearch(window.location.search);
  if (requested && requested !== i18n.language) void i18n.changeLanguage(requested);
  // The page needs the configuration only to send a form: fetch it alongside, never before, the page.
  const config = fetchRuntimeConfig().then(setRuntimeConfig);
  config.catch((error: unknown) => console.error('[marketing] runtime configuration', error));
  waitBeforeSubmitting(() => config);
  const container = document.getElementById('root');
  if (!container) throw new Error('The landing page has no #root element');
  renderStandaloneLanding(createRoot(container), i18n);
}
