/** Types for scripts/postgres.mjs (a plain Node script, also imported by the backend test harness). */
export interface RunningPostgres {
  /** Superuser URL of the `postgres` database, e.g. postgres://postgres@127.0.0.1:41234/postgres */
  url: string;
  port: number;
  /** Temp dir holding the cluster (data/, server.log, the unix socket). */
  dir: string;
  /** Stops the cluster and removes its directory. */
  stop(): Promise<void>;
}

export function findPgBin(): string;

export function startPostgres(options?: {
  port?: number;
  maxConnections?: number;
  settings?: string[];
}): Promise<RunningPostgres>;
