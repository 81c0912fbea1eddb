/**
 * Once per `vitest run`: the seeded PGlite template directory and a throwaway PostgreSQL cluster with a
 * seeded template database, built side by side (PGlite works in this process, PostgreSQL in its own).
 * Test stacks copy them (see harness.ts). TEST_ENGINES limits which engines are prepared.
 */
import type { TestProject } from 'vitest/node';
import { startPostgres } from '../../scripts/postgres.mjs';
import { buildPgliteTemplate, buildPostgresTemplate, testEngines } from './harness.ts';

export default async function setup(project: TestProject) {
  const engines = testEngines();
  const teardown: Array<() => Promise<void>> = [];
  const timings: string[] = [];
  const timed = async <T>(label: string, fn: () => Promise<T>): Promise<T> => {
    const started = Date.now();
    const result = await fn();
    timings.push(`${label} ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return result;
  };

  const pglite = engines.includes('pglite')
    ? timed('PGlite template', buildPgliteTemplate).then((dir) => project.provide('pgliteTemplateDir', dir))
    : Promise.resolve();
  const postgres = engines.includes('postgres')
    ? (async () => {
        const cluster = await timed('PostgreSQL cluster', () => startPostgres());
        teardown.push(() => cluster.stop());
        await timed('PostgreSQL template', () => buildPostgresTemplate(cluster.url));
        project.provide('postgresAdminUrl', cluster.url);
      })()
    : Promise.resolve();

  try {
    await Promise.all([pglite, postgres]);
  } catch (e) {
    await Promise.allSettled([pglite, postgres]);
    for (const stop of teardown) await stop();
    throw e;
  }
  console.log(`[test setup] ${engines.join(' + ')}: ${timings.join(', ')}`);

  return async () => {
    for (const stop of teardown) await stop();
  };
}
