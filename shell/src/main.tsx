import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { AppProviders } from './app/AppProviders.tsx';
import { fetchRuntimeConfig, setRuntimeConfig } from './lib/config/runtimeConfig.ts';
import { setupI18n } from './lib/i18n/setup.ts';

// i18n first (synchronous), so even a configuration error is shown in the visitor's language.
setupI18n();
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

fetchRuntimeConfig().then(
  (config) => {
    setRuntimeConfig(config);
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  },
  async (error: unknown) => {
    console.error('[portal] runtime configuration', error);
    const { default: ConfigErrorScreen } = await import('./app/screens/ConfigErrorScreen.tsx');
    root.render(
      <AppProviders>
        <ConfigErrorScreen error={error} />
      </AppProviders>,
    );
  },
);
