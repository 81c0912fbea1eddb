import { createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (backend/src/config.ts lives two levels below it). */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Stack configuration from the environment, with Supabase's local conventions as defaults
 * (API on 54321, mailbox page under the same server at /mailbox; every port overridable).
 */
export interface StackConfig {
  host: string; // always 127.0.0.1 unless HOST says otherwise
  port: number; // API_PORT, default 54321
  /** Public base URL of the API as the browser reaches it, e.g. http://127.0.0.1:54321 */
  publicUrl: string;
  /** PGlite data directory (DATA_DIR, default .data/pglite under the repo). Ignored with DATABASE_URL. */
  dataDir: string;
  /** When set, the PostgreSQL adapter is used instead of PGlite. */
  databaseUrl?: string;
  /** HS256 secret for every JWT; generated per data directory unless JWT_SECRET is set. */
  jwtSecret: string;
  anonKey: string;
  serviceRoleKey: string;
  /** AUTH_AUTOCONFIRM=true skips email confirmation on sign-up. */
  autoConfirm: boolean;
  /** Where links in emails and OAuth land when redirect_to is missing or not allowed (SITE_URL). */
  siteUrl: string;
  /** Allowed redirect_to prefixes besides siteUrl (ADDITIONAL_REDIRECT_URLS, comma separated). */
  redirectAllowList: string[];
  /** Seconds an access token lives (JWT_EXPIRY, default 3600). */
  jwtExpiry: number;
  /** Seconds a rotated refresh token may still be reused (default 10, as hosted projects). */
  refreshReuseInterval: number;
  /** RATE_LIMITS=off disables auth/forms rate limits (only for load benchmarks). */
  rateLimits: boolean;
  /**
   * The demo doors (DEMO_DOORS, default on): the Google stand-in, which signs anyone in as any typed
   * address, and the mailbox API, which shows every account's recovery links. Right for a local demo,
   * an open door anywhere else: they answer loopback clients only, and a non-loopback HOST needs
   * DEMO_DOORS=off.
   */
  demoDoors: boolean;
  /**
   * Reverse proxies whose forwarded headers tell the client's address (TRUSTED_PROXIES: addresses or
   * CIDR ranges, comma separated; none by default, so X-Forwarded-For is ignored). See
   * http/client-address.ts and docs/deploy.md.
   */
  trustedProxies?: string[];
  /**
   * A hosted project's JWKS (…/auth/v1/.well-known/jwks.json): user tokens signed with its asymmetric
   * signing keys verify against it; HS256 tokens still use jwtSecret. Set by the API-only mode.
   */
  jwksUrl?: string;
  /** A hosted project's publishable keys (`sb_publishable_…`, not JWTs): callers holding one are anon. */
  publishableKeys?: string[];
  /**
   * Where Storage keeps object bytes (STORAGE_DIR; default `storage` next to the PGlite data directory,
   * `postgres-storage` with DATABASE_URL, as the keys file). One directory per database: at start the
   * service deletes bytes no object row of its database names. Absent in API-only mode: a hosted
   * project has its own Storage.
   */
  storageDir?: string;
  /** Storage's global upload limit in bytes (STORAGE_FILE_SIZE_LIMIT, default 50 MiB as `supabase start`). */
  storageFileSizeLimit?: number;
}

const DEFAULT_PORT = 54321;
const DEFAULT_SITE_URL = 'http://127.0.0.1:5173';
/** Far enough that local keys never expire (2100-01-01), as Supabase's local demo keys do. */
const KEY_EXPIRY = 4_102_444_800;
/** Issued-at of keys derived from a given JWT_SECRET: fixed, so one secret always yields the same keys. */
const FIXED_IAT = 1_767_225_600;

export type Env = Record<string, string | undefined>;

/** Reads the stack configuration; creates (once) the JWT secret and keys of a data directory. */
export function loadConfig(env: Env = process.env): StackConfig {
  const host = env.HOST || '127.0.0.1';
  const demoDoors = boolSetting(env.DEMO_DOORS, true);
  if (demoDoors && !isLoopbackHost(host)) {
    throw new Error(
      `HOST=${host} would open the demo doors (the Google stand-in and the mailbox) to other machines: set DEMO_DOORS=off to listen there`,
    );
  }
  const port = intSetting(env, 'API_PORT', DEFAULT_PORT, 0, 65_535);
  const publicUrl = trimSlash(env.PUBLIC_URL || `http://${host}:${port}`);
  const baseDir = env.INIT_CWD || process.cwd(); // pnpm --filter changes cwd; INIT_CWD is where it ran
  const dataDir = path.resolve(baseDir, env.DATA_DIR || path.join(REPO_ROOT, '.data', 'pglite'));
  const databaseUrl = env.DATABASE_URL || undefined;
  const keys = env.JWT_SECRET
    ? deriveKeys(env.JWT_SECRET, FIXED_IAT)
    : loadOrCreateKeys(
        databaseUrl ? path.join(path.dirname(dataDir), 'postgres-keys.json') : keyFile(dataDir),
      );
  return {
    host,
    port,
    publicUrl,
    dataDir,
    databaseUrl,
    ...keys,
    autoConfirm: boolSetting(env.AUTH_AUTOCONFIRM, false),
    siteUrl: trimSlash(env.SITE_URL || DEFAULT_SITE_URL),
    redirectAllowList: (env.ADDITIONAL_REDIRECT_URLS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    jwtExpiry: intSetting(env, 'JWT_EXPIRY', 3600, 120, 7 * 24 * 3600),
    refreshReuseInterval: 10,
    rateLimits: (env.RATE_LIMITS ?? 'on').toLowerCase() !== 'off',
    demoDoors,
    trustedProxies: trustedProxiesSetting(env),
    storageDir: path.resolve(
      baseDir,
      env.STORAGE_DIR || path.join(path.dirname(dataDir), databaseUrl ? 'postgres-storage' : 'storage'),
    ),
    storageFileSizeLimit: intSetting(env, 'STORAGE_FILE_SIZE_LIMIT', 50 * 1024 * 1024, 1, 2 ** 48),
  };
}

/** 127.0.0.0/8, ::1 and localhost: addresses only this machine can reach. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').replace(/^::ffff:/, '');
  return bare === 'localhost' || bare === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(bare);
}

/** Where a PGlite data directory keeps its secret: inside it, so the two travel together. */
export function keyFile(dataDir: string): string {
  return path.join(dataDir, 'portal-keys.json');
}

type Keys = Pick<StackConfig, 'jwtSecret' | 'anonKey' | 'serviceRoleKey'>;

function loadOrCreateKeys(file: string): Keys {
  if (fs.existsSync(file)) {
    const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Keys>;
    if (!stored.jwtSecret || !stored.anonKey || !stored.serviceRoleKey) {
      throw new Error(`${file} is incomplete; delete it to generate new keys`);
    }
    return { jwtSecret: stored.jwtSecret, anonKey: stored.anonKey, serviceRoleKey: stored.serviceRoleKey };
  }
  const keys = deriveKeys(randomBytes(48).toString('base64url'), Math.floor(Date.now() / 1000));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  // 'wx': if two processes race on a fresh directory, the loser reads the winner's keys.
  try {
    fs.writeFileSync(file, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'EEXIST') return loadOrCreateKeys(file);
    throw e;
  }
  return keys;
}

/** The anon and service-role keys Supabase issues: HS256 JWTs with only a role, signed with the secret. */
export function deriveKeys(jwtSecret: string, iat: number): Keys {
  if (jwtSecret.length < 32) throw new Error('JWT_SECRET must be at least 32 characters long');
  return {
    jwtSecret,
    anonKey: signHs256({ role: 'anon', iss: 'supabase', iat, exp: KEY_EXPIRY }, jwtSecret),
    serviceRoleKey: signHs256({ role: 'service_role', iss: 'supabase', iat, exp: KEY_EXPIRY }, jwtSecret),
  };
}

// Synchronous on purpose (config loads before anything async); jose, used everywhere else, is async only.
function signHs256(payload: Record<string, unknown>, secret: string): string {
  const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
  const unsigned = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

/** An integer setting of the environment, `fallback` when unset; out of `[min, max]` stops the start. */
export function intSetting(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be an integer between ${min} and ${max}, got "${raw}"`);
  }
  return value;
}

/** TRUSTED_PROXIES: `10.0.0.5, 10.1.0.0/16, ::1`; a malformed entry stops the start. */
export function trustedProxiesSetting(env: Env): string[] {
  const entries = (env.TRUSTED_PROXIES ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address = '', bits, extra] = entry.split('/');
    const family = net.isIP(address);
    const maxBits = family === 6 ? 128 : 32;
    const validBits = bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= maxBits);
    if (family === 0 || !validBits || extra !== undefined) {
      throw new Error(`TRUSTED_PROXIES: "${entry}" is not an IP address or CIDR range`);
    }
  }
  return entries;
}

function boolSetting(raw: string | undefined, fallback: boolean): boolean {
  if (raw === undefined || raw === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(raw.toLowerCase());
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}
