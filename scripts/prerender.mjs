#!/usr/bin/env node
/**
 * Prerenders the shell's public pages and signed-in frames after its browser build
 * (docs/performance.md, "Prerendered frames", "Signed-in frames"): builds shell/src/prerender/entry.tsx
 * for Node, renders every page of its list once per language (each language in a process of its own:
 * the app's i18n, auth and emotion state are per page load, as in a browser), and writes
 * `<page>/index.html` next to index.html, which the server and the CDN answer for `/<page>`
 * (scripts/serve.mjs, docs/deploy.md).
 *
 *   node scripts/prerender.mjs            after `vite build` of the shell (its `build` script runs it)
 *   PORTAL_OUT_DIR=<dir>                   the shell's output folder when it is not shell/dist
 */
import { execFile } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { FRAME_LANGUAGE_SCRIPT, LANGUAGE_STORAGE_KEY } from './lib/frame-language.mjs';

const SHELL = fileURLToPath(new URL('../shell/', import.meta.url));
const BUNDLE = path.join(SHELL, 'node_modules/.cache/prerender/entry.js');
const LANGUAGES = ['en', 'ar'];

/**
 * What the app reads of the browser while it is imported and rendered, as a first visit has it:
 * nothing stored but the language. No `document`: emotion and MUI then take their server paths.
 */
function pretendFirstVisit(language) {
  const stored = new Map([[LANGUAGE_STORAGE_KEY, language]]);
  globalThis.localStorage = {
    getItem: (key) => stored.get(key) ?? null,
    setItem: (key, value) => void stored.set(key, String(value)),
    removeItem: (key) => void stored.delete(key),
    clear: () => stored.clear(),
    key: (index) => [...stored.keys()][index] ?? null,
    get length() {
      return stored.size;
    },
  };
  globalThis.window = globalThis;
  globalThis.location = new URL('https://prerender.invalid/');
}

/** In the child: every page in `language`, as JSON on stdout. */
async function renderLanguage(language) {
  process.env.NODE_ENV = 'production';
  pretendFirstVisit(language);
  const { PRERENDERED_PATHS, renderFrame } = await import(pathToFileURL(BUNDLE).href);
  const frames = [];
  for (const page of PRERENDERED_PATHS) frames.push(await renderFrame(page));
  process.stdout.write(JSON.stringify(frames));
}

async function buildEntry() {
  const { build } = await import('vite');
  await build({ configFile: path.join(SHELL, 'vite.prerender.config.ts'), mode: 'production' });
}

async function prerender() {
  const outDir = process.env.PORTAL_OUT_DIR
    ? path.resolve(process.env.PORTAL_OUT_DIR)
    : path.join(SHELL, 'dist');
  const template = await readFile(path.join(outDir, 'index.html'), 'utf8');
  await buildEntry();
  const run = promisify(execFile);
  const rendered = await Promise.all(
    LANGUAGES.map(async (language) => {
      const { stdout } = await run(process.execPath, [fileURLToPath(import.meta.url), '--render', language], {
        maxBuffer: 256 * 1024 * 1024,
      });
      return JSON.parse(stdout);
    }),
  );
  const { composePage } = await import(pathToFileURL(BUNDLE).href);
  const byPath = new Map();
  for (const frames of rendered) {
    for (const frame of frames) byPath.set(frame.path, [...(byPath.get(frame.path) ?? []), frame]);
  }
  let bytes = 0;
  for (const [page, frames] of byPath) {
    const html = composePage(template, page, frames, FRAME_LANGUAGE_SCRIPT);
    const file = path.join(outDir, page, 'index.html');
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, html);
    bytes += Buffer.byteLength(html);
  }
  console.log(
    `prerendered ${byPath.size} pages in ${LANGUAGES.join(' and ')} (${Math.round(bytes / 1024)} KB of HTML)`,
  );
}

const renderAt = process.argv.indexOf('--render');
if (renderAt >= 0) await renderLanguage(process.argv[renderAt + 1]);
else await prerender();
