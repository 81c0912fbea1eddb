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
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { reportChunk, writesBuildReport } from '../../../../scripts/vite/buildReport.ts';

const here = fileURLToPath(new URL('.', import.meta.url));
const shellDist = fileURLToPath(new URL('../../../dist', import.meta.url));
/** The shell's build report (scripts/vite/federation.ts writes it; e2e and budgets read it). */
const buildReportFile = fileURLToPath(
  new URL('../../../node_modules/.portal/build-report.json', import.meta.url),
);

interface ReportChunk {
  file: string;
  modules: Record<string, number>;
}

/**
 * Adds this bundle's chunks to the shell's build report, in its format, so that the checks which
 * tell what a page downloaded (e2e, budgets) see the landing bundle too.
 */
function appendToShellBuildReport(): Plugin {
  return {
    name: 'marketing-landing-build-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (!writesBuildReport()) return;
      const report: { chunks: ReportChunk[]; importers?: Record<string, string[]> } = existsSync(
        buildReportFile,
      )
        ? JSON.parse(readFileSync(buildReportFile, 'utf8'))
        : { chunks: [], importers: {} };
      const ours = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk' ? [reportChunk(output)] : [],
      );
      const replaced = new Set(ours.map((chunk) => chunk.file));
      report.chunks = [...report.chunks.filter((chunk) => !replaced.has(chunk.file)), ...ours];
      mkdirSync(path.dirname(buildReportFile), { recursive: true });
      writeFileSync(buildReportFile, JSON.stringify(report));
    },
  };
}

const outDir = process.env.LANDING_OUT_DIR ?? shellDist;

export default defineConfig({
  root: here,
  plugins: [react(), appendToShellBuildReport()],
  // The portal build already copied public/ (robots.txt, sitemap.xml, og-image.jpg).
  publicDir: false,
  build: {
    target: 'es2022',
    outDir,
    emptyOutDir: false,
    sourcemap: false,
    rolldownOptions: { input: { landing: fileURLToPath(new URL('./landing.html', import.meta.url)) } },
  },
});
