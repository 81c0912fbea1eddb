import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { kitProvider } from '../scripts/vite/kit.ts';

/**
 * The prerender entry (src/prerender/entry.tsx) built for Node: scripts/prerender.mjs renders the public
 * pages with it after the browser build (docs/performance.md, "Prerendered frames"). Packages stay
 * imports of node_modules (emotion's and MUI's server builds); the workspace's own sources are bundled.
 * The output is a build tool, never deployed: it goes under node_modules/.cache.
 */
const root = fileURLToPath(new URL('.', import.meta.url));
export const PRERENDER_OUT_DIR = fileURLToPath(new URL('./node_modules/.cache/prerender', import.meta.url));

export default defineConfig({
  root,
  plugins: [react(), kitProvider({ publish: false })],
  resolve: {
    // The federated loader needs the browser's module loading; in Node the families are plain imports,
    // as in the comparison build of scripts/budgets.mjs.
    alias: [
      {
        find: /^(?:.*\/federation|\.)\/loadFamily\.ts$/,
        replacement: fileURLToPath(new URL('../scripts/vite/nonFederatedLoadFamily.ts', import.meta.url)),
      },
    ],
  },
  logLevel: 'warn',
  publicDir: false,
  // Its CommonJS default export would reach Node as the module object: bundled, Vite unwraps it.
  ssr: { noExternal: ['stylis-plugin-rtl'] },
  build: {
    ssr: 'src/prerender/entry.tsx',
    outDir: PRERENDER_OUT_DIR,
    emptyOutDir: true,
    target: 'node20',
    sourcemap: false,
  },
});
