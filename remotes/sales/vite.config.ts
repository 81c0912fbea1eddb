import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { remoteViteConfig } from '../../scripts/vite/federation.ts';

// The command decides how MUI is shared (the kit in builds, federation in dev): see federation.ts.
export default defineConfig(({ command }) =>
  remoteViteConfig('sales', fileURLToPath(new URL('.', import.meta.url)), command),
);
