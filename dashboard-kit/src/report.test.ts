// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { report, reportFile, surface } from '../../scripts/api-report.ts';

const PACKAGE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('the API report of @portal/dashboard-kit', () => {
  // The surface is read by the TypeScript checker over the whole kit: 25 s on the 2-core machine while
  // the backend tests ran beside it, past the suite's 20 s for a render.
  it('is the surface the code has (pnpm --filter @portal/dashboard-kit report rewrites it)', () => {
    expect(readFileSync(reportFile(PACKAGE_DIR), 'utf8')).toBe(report(PACKAGE_DIR, surface(PACKAGE_DIR)));
  }, 120_000);
});
