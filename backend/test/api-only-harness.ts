/**
 * The API-only process (backend/src/api-only/main.ts) beside a test stack that stands in for a hosted
 * Supabase project: a separate Node process that knows only the stack's PostgreSQL URL and JWT secret,
 * as it would know a hosted project's.
 */
import net from 'node:net';
import path from 'node:path';
import { startProcess, waitForHttp } from '../../scripts/lib/proc.mjs';
import { REPO_ROOT } from '../src/config.ts';
import type { TestStack } from './harness.ts';

export interface ApiProcess {
  /** Base URL; the API is at `${url}/api`. */
  url: string;
  stop(): Promise<void>;
}

export async function startApiOnlyProcess(
  stack: TestStack,
  env: Record<string, string> = {},
): Promise<ApiProcess> {
  const databaseUrl = stack.storage.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('the API-only mode talks to PostgreSQL: start the stack on postgres');
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const tsx = path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx');
  const proc = startProcess(
    'api-only',
    tsx,
    [path.join(REPO_ROOT, 'backend', 'src', 'api-only', 'main.ts')],
    {
      cwd: REPO_ROOT,
      silent: !process.env.SHOW_API_ONLY_OUTPUT,
      env: {
        HOST: '127.0.0.1',
        API_PORT: String(port),
        DATABASE_URL: databaseUrl,
        DATABASE_LISTEN_URL: '',
        SUPABASE_JWT_SECRET: stack.jwtSecret,
        JWT_SECRET: '',
        SUPABASE_URL: '',
        SUPABASE_JWKS_URL: '',
        SUPABASE_PUBLISHABLE_KEY: '',
        SITE_URL: stack.config.siteUrl,
        MAIL_API_URL: '',
        ...env,
      },
    },
  );
  try {
    await waitForHttp(`${url}/api/health`, { timeoutMs: 60_000 });
  } catch (e) {
    await proc.stop();
    throw e;
  }
  return { url, stop: () => proc.stop() };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
