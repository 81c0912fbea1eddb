import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { fingerprint, recordedVersions, report, reportFile, surface } from '../../scripts/api-report.ts';
import { CONTRACT_VERSION } from './version.ts';

const SOURCE_DIR = path.dirname(fileURLToPath(import.meta.url));
const PACKAGE_DIR = path.dirname(SOURCE_DIR);

describe('the API report of @portal/contract', () => {
  const body = surface(PACKAGE_DIR);

  it('is the surface the code has (pnpm --filter @portal/contract report rewrites it)', () => {
    expect(readFileSync(reportFile(PACKAGE_DIR), 'utf8')).toBe(report(PACKAGE_DIR, body, CONTRACT_VERSION));
  });

  it('changes only with CONTRACT_VERSION: each version keeps the surface it was released with', () => {
    expect(fingerprint(body), `the surface changed: bump CONTRACT_VERSION (now ${CONTRACT_VERSION})`).toBe(
      recordedVersions(PACKAGE_DIR)[CONTRACT_VERSION],
    );
  });

  it('reports every shared name and leaves the generated schema out', () => {
    for (const name of [
      'CONTRACT_VERSION',
      'RemoteModule',
      'LiveContext',
      'WORKFLOW_FAMILY',
      'isWorkflowSlug',
    ])
      expect(body).toContain(name);
    expect(body).not.toContain('src/database.d.ts');
  });
});

describe('@portal/contract is a leaf', () => {
  it('imports nothing of the repository: only its own files and libraries (its tests may)', () => {
    const sources = readdirSync(SOURCE_DIR, { recursive: true, encoding: 'utf8' }).filter((f) =>
      /(?<!\.test)\.tsx?$/.test(f),
    );
    expect(sources.length).toBeGreaterThan(5);
    for (const file of sources) {
      const text = readFileSync(path.join(SOURCE_DIR, file), 'utf8');
      for (const [, specifier = ''] of text.matchAll(/(?:from|import)\s+'([^']+)'/g)) {
        const inside =
          !specifier.startsWith('.') ||
          path.resolve(SOURCE_DIR, path.dirname(file), specifier).startsWith(SOURCE_DIR);
        expect(inside && !specifier.startsWith('@portal/'), `${file} imports ${specifier}`).toBe(true);
      }
    }
  });
});
