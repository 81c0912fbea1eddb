/**
 * Settings of the API-only mode (docs/deploy.md): the product API beside a Supabase project that is not
 * this repository's local stack. Only what /api needs: the project's Postgres (through its pooler), the
 * secrets that verify its users' tokens, and where email notifications go.
 */
import { deriveKeys, type Env, intSetting, type StackConfig, trustedProxiesSetting } from '../config.ts';

export interface ApiOnlyConfig {
  /** What the API's handlers read (identity verification, SITE_URL); the auth-only fields are unused. */
  stack: StackConfig;
  database: {
    /** The pooler's address (transaction mode is fine: every request is one transaction). */
    url: string;
    /** Connections this process may hold (DATABASE_POOL_SIZE): keep replicas × size under the pooler's limit. */
    poolSize: number;
    /** How long a request waits for a free connection before it fails with a 500 (DATABASE_POOL_TIMEOUT_MS). */
    poolTimeoutMs: number;
    /** A session connection for LISTEN (DATABASE_LISTEN_URL: the direct or session-pooler address). */
    listenUrl: string;
  };
  notify: NotifySettings;
}

export interface NotifySettings {
  /** NOTIFY_EMAILS=off leaves the outbox to another process. */
  enabled: boolean;
  /** An HTTP email API taking {from, to, subject, text, html} (Resend's shape), MAIL_API_URL. */
  mailApiUrl?: string;
  mailApiKey?: string;
  /** MAIL_FROM, e.g. "AI Automation Portal <no-reply@example.qa>". */
  from: string;
  /** The portal's public URL for links in emails (SITE_URL). */
  siteUrl: string;
}

const DEFAULT_PORT = 8787;

export function loadApiOnlyConfig(env: Env = process.env): ApiOnlyConfig {
  const url = env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is required: the project’s Postgres (its pooler’s address)');
  const jwtSecret = env.SUPABASE_JWT_SECRET || env.JWT_SECRET;
  if (!jwtSecret) throw new Error('SUPABASE_JWT_SECRET is required: the project’s JWT secret');
  const supabaseUrl = env.SUPABASE_URL?.replace(/\/+$/, '');
  const jwksUrl =
    env.SUPABASE_JWKS_URL || (supabaseUrl ? `${supabaseUrl}/auth/v1/.well-known/jwks.json` : undefined);
  const host = env.HOST || '127.0.0.1';
  const port = intSetting(env, 'API_PORT', DEFAULT_PORT, 0, 65_535);
  const siteUrl = (env.SITE_URL || 'http://127.0.0.1:5173').replace(/\/+$/, '');
  const keys = deriveKeys(jwtSecret, 0);
  const stack: StackConfig = {
    host,
    port,
    publicUrl: (env.PUBLIC_URL || `http://${host}:${port}`).replace(/\/+$/, ''),
    dataDir: '',
    databaseUrl: url,
    ...keys,
    autoConfirm: false,
    siteUrl,
    redirectAllowList: [],
    jwtExpiry: 3600,
    refreshReuseInterval: 10,
    rateLimits: true,
    demoDoors: false,
    trustedProxies: trustedProxiesSetting(env),
    jwksUrl: env.SUPABASE_JWKS_URL === 'off' ? undefined : jwksUrl,
    publishableKeys: (env.SUPABASE_PUBLISHABLE_KEY ?? '')
      .split(',')
      .map((k) => k.trim())
      .filter(Boolean),
  };
  return {
    stack,
    database: {
      url,
      poolSize: intSetting(env, 'DATABASE_POOL_SIZE', 10, 1, 200),
      poolTimeoutMs: intSetting(env, 'DATABASE_POOL_TIMEOUT_MS', 10_000, 100, 600_000),
      listenUrl: env.DATABASE_LISTEN_URL || url,
    },
    notify: {
      enabled: (env.NOTIFY_EMAILS ?? 'on').toLowerCase() !== 'off',
      mailApiUrl: env.MAIL_API_URL || undefined,
      mailApiKey: env.MAIL_API_KEY || undefined,
      from: env.MAIL_FROM || 'AI Automation Portal <no-reply@localhost>',
      siteUrl,
    },
  };
}
