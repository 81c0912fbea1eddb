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
}
