/**
 * Which npm packages a downloaded script contains, from the build reports that scripts/vite/federation.ts
 * writes next to every build (chunk file → modules). Used to prove that shared singletons are
 * downloaded once per page, by module, not by guessing from file names.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { FAMILIES, REPO_ROOT } from '../../scripts/lib/stack.mjs';

interface ChunkReport {
  file: string;
  modules: Record<string, number>;
}

const reports = new Map<string, Map<string, ChunkReport>>();

function reportOf(app: string): Map<string, ChunkReport> {
  let report = reports.get(app);
  if (!report) {
    const dir = app === 'shell' ? 'shell' : path.join('remotes', app);
    const file = path.join(REPO_ROOT, dir, 'node_modules', '.portal', 'build-report.json');
    const chunks = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')).chunks as ChunkReport[]) : [];
    report = new Map(chunks.map((chunk) => [chunk.file, chunk]));
    reports.set(app, report);
  }
  return report;
}

/** `@mui/material/Button/Button.mjs` from a module id inside node_modules (null for own code). */
export function packageModule(id: string): string | null {
  const match = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+\/.*)$/.exec(
    id.split('?')[0] ?? '',
  );
  return match?.[1] ?? null;
}

export function packageOf(moduleName: string): string {
  const parts = moduleName.split('/');
  return moduleName.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? moduleName);
}

/** The modules in a downloaded script: `app` is 'shell' or a family, `file` the path in its dist. */
export function modulesOf(app: string, file: string): string[] {
  const chunk = reportOf(app).get(file.replace(/^\//, ''));
  return chunk ? Object.keys(chunk.modules) : [];
}

export function appOfUrl(url: string, origins: Record<string, string>): string | undefined {
  const origin = new URL(url).origin;
  return Object.entries(origins).find(([, o]) => o === origin)?.[0];
}

export { FAMILIES };
