/**
 * The landing page's own bundle, built WITHOUT Module Federation: a fresh load of `/` then downloads
 * React, i18next and this feature only (about 100 KB gzip) instead of the portal frame (200+ KB).
 *
 *   vite build -c src/features/marketing/vite.landing.config.ts   (from shell/, after `vite build`)
 *
 * It writes landing.html and its assets into the portal's dist/ without emptying it; the server answers
 * exactly `/` with landing.html and every other route with index.html as before. Inside the portal
 * (client-side navigation to `/`) the same LandingPage still renders through the router.
 */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = fileURLToPath(new URL('.', import.meta.url));
const shellDist = fileURLToPath(new URL('../../../dist', import.meta.url));

export default defineConfig({
  root: here,
  plugins: [react()],
  // The portal build already copied public/ (robots.txt, sitemap.xml, og-image.jpg).
  publicDir: false,
  build: {
    target: 'es2022',
    outDir: process.env.LANDING_OUT_DIR ?? shellDist,
    emptyOutDir: false,
    sourcemap: false,
    rolldownOptions: { input: { landing: fileURLToPath(new URL('./landing.html', import.meta.url)) } },
  },
});
