import type { StackConfig } from '../config.ts';
import { openPglite } from './pglite.ts';
import type { Database } from './port.ts';
import { openPostgres } from './postgres.ts';

/** PostgreSQL when DATABASE_URL is set, otherwise PGlite on the data directory. */
export function openDatabase(config: Pick<StackConfig, 'dataDir' | 'databaseUrl'>): Promise<Database> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite(config.dataDir);
}
