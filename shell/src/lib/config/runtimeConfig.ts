/**
 * Settings the built shell reads at start from /runtime-config.json (never cached), so one build can
 * point at the local stack or at a hosted Supabase project, and remotes can move without a rebuild.
 */

/** Remote federation name (e.g. 'portal_sales') → URL of its mf-manifest.json or remoteEntry.js. */
export type RemoteMap = Record<string, string>;

export interface RuntimeConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
  /** Base address of the product API (docs/product.md §7), e.g. http://127.0.0.1:54321/api */
  apiBaseUrl: string;
  /** Either the map itself or the URL of a JSON file holding it (fetched no-cache on first use). */
  remotes: RemoteMap | string;
}

export const RUNTIME_CONFIG_URL = '/runtime-config.json';

/** The spec's error for a missing setting (docs/product.md §5): 'Missing required environment variable: {name}'. */
export class MissingConfigError extends Error {
  constructor(readonly variable: string) {
    super(`Missing required environment variable: ${variable}`);
    this.name = 'MissingConfigError';
  }
}

export class InvalidConfigError extends Error {
  constructor(readonly reason: string) {
    super(`Invalid runtime configuration: ${reason}`);
    this.name = 'InvalidConfigError';
  }
}

function requiredString(raw: Record<string, unknown>, name: string): string {
  const value = raw[name];
  if (typeof value !== 'string' || value.trim() === '') throw new MissingConfigError(name);
  return value.trim();
}

function parseRemotes(value: unknown): RemoteMap | string {
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const entries = Object.entries(value as Record<string, unknown>);
    for (const [name, url] of entries) {
      if (typeof url !== 'string' || url === '') throw new InvalidConfigError(`REMOTES.${name} is not a URL`);
    }
    return Object.fromEntries(entries) as RemoteMap;
  }
  throw new MissingConfigError('REMOTES');
}

/** Validates the JSON object of /runtime-config.json (keys named like the environment variables). */
export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw))
    throw new InvalidConfigError('not a JSON object');
  const record = raw as Record<string, unknown>;
  return {
    supabaseUrl: requiredString(record, 'SUPABASE_URL'),
    supabaseAnonKey: requiredString(record, 'SUPABASE_ANON_KEY'),
    apiBaseUrl: requiredString(record, 'API_BASE_URL'),
    remotes: parseRemotes(record.REMOTES),
  };
}

export async function fetchRuntimeConfig(url = RUNTIME_CONFIG_URL): Promise<RuntimeConfig> {
  const response = await fetch(url, { cache: 'no-store', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new InvalidConfigError(`${url} answered ${response.status}`);
  let raw: unknown;
  try {
    raw = await response.json();
  } catch {
    throw new InvalidConfigError(`${url} is not JSON`);
  }
  return parseRuntimeConfig(raw);
}

let current: RuntimeConfig | undefined;

export function setRuntimeConfig(config: RuntimeConfig) {
  current = config;
}

/** The configuration read at start; main.tsx renders nothing that needs it before it is there. */
export function getRuntimeConfig(): RuntimeConfig {
  if (!current) throw new Error('getRuntimeConfig() called before the runtime configuration was loaded');
  return current;
}
