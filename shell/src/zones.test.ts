/**
 * The shell's boundaries, as folder zones (docs/architecture.md, "Boundaries"), read from the folders
 * rather than listed by hand: `app → features → domain → lib`. A file imports from its own zone and
 * from the layers below it, never above; a feature never imports another feature (what two features
 * need moves down, to domain/ or lib/). Imports are resolved to files, so no spelling of a path
 * (`../../features/auth/…`) slips past a pattern.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = path.dirname(fileURLToPath(import.meta.url));

/** Top-level entries of shell/src and their layer, highest first; each feature folder is a zone of its own. */
const LAYERS = {
  'main.tsx': 'app',
  app: 'app',
  // The build's prerender entry (scripts/prerender.mjs): another entry of the app, like main.tsx.
  prerender: 'app',
  features: 'features',
  // Loading remote families: a service of the workflows feature, like the domain's.
  federation: 'domain',
  domain: 'domain',
  lib: 'lib',
} as const;
const ORDER = ['app', 'features', 'domain', 'lib'] as const;
/** Files that are not code of a zone: this test, type declarations. */
const NOT_ZONED = new Set(['zones.test.ts', 'vite-env.d.ts']);

type Layer = (typeof ORDER)[number];
interface Zone {
  layer: Layer;
  /** `features/<name>` for a feature, else the layer's folder. */
  name: string;
}

function zoneOf(file: string): Zone | null {
  const [top = '', second] = path.relative(SRC, file).split(path.sep);
  const layer = (LAYERS as Record<string, Layer>)[top];
  if (!layer) return null;
  return { layer, name: layer === 'features' && second ? `features/${second}` : top };
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry) ? [full] : [];
  });
}

/** Relative specifiers of a file's imports, dynamic imports, mocks and import.meta.glob patterns. */
function relativeImports(text: string): string[] {
  const specs = new Set<string>();
  for (const match of text.matchAll(/(?:from|import|vi\.mock\()\s*\(?\s*'(\.{1,2}\/[^']+)'/g))
    if (match[1]) specs.add(match[1]);
  // import.meta.glob('…') or (['…', …]): the folder before the first wildcard.
  for (const match of text.matchAll(/import\.meta\.glob(?:<[^>]*>)?\(\s*(\[[^\]]*\]|'[^']*')/g))
    for (const [, spec] of (match[1] ?? '').matchAll(/'(\.{1,2}\/[^'*{]*)/g)) if (spec) specs.add(spec);
  return [...specs];
}

const files = sourceFiles(SRC);

describe('the shell’s folder zones', () => {
  it('give every top-level folder of shell/src a layer, and every feature folder a zone', () => {
    for (const entry of readdirSync(SRC)) {
      if (NOT_ZONED.has(entry)) continue;
      expect(Object.keys(LAYERS), `shell/src/${entry} has no layer in zones.test.ts`).toContain(entry);
    }
    const features = readdirSync(path.join(SRC, 'features'));
    expect(features.length).toBeGreaterThan(5);
    for (const feature of features) {
      const zone = zoneOf(path.join(SRC, 'features', feature, 'index.ts'));
      expect(zone).toEqual({ layer: 'features', name: `features/${feature}` });
    }
  });

  it('let a file import only its own zone and the layers below it', () => {
    const wrong: string[] = [];
    for (const file of files) {
      const from = zoneOf(file);
      if (!from) continue;
      for (const spec of relativeImports(readFileSync(file, 'utf8'))) {
        const target = path.resolve(path.dirname(file), spec);
        if (!target.startsWith(SRC + path.sep)) continue; // federation.config.ts and other root files
        const to = zoneOf(target);
        if (!to || to.name === from.name) continue;
        const up = ORDER.indexOf(to.layer) < ORDER.indexOf(from.layer);
        const sideways = from.layer === 'features' && to.layer === 'features';
        if (up || sideways) wrong.push(`${path.relative(SRC, file)} imports ${spec} (${to.name})`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('catch an import that goes up or sideways, however the path is spelt', () => {
    const feature = path.join(SRC, 'features', 'settings', 'SettingsPage.tsx');
    const target = path.resolve(path.dirname(feature), '../../features/auth/guards.tsx');
    expect(zoneOf(target)).toEqual({ layer: 'features', name: 'features/auth' });
    expect(zoneOf(path.join(SRC, 'domain', 'session', 'store.ts'))?.layer).toBe('domain');
    expect(relativeImports("import { x } from '../../features/auth/guards.tsx';")).toEqual([
      '../../features/auth/guards.tsx',
    ]);
  });
});
