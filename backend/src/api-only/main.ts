/**
 * `pnpm --filter @portal/backend start:api`: the product API alone, beside a Supabase project
 * (docs/deploy.md). Settings from the environment: api-only/config.ts.
 */

import { exitWith, settingsOrExit } from '../startup.ts';
import { loadApiOnlyConfig } from './config.ts';
import { startApiOnly } from './server.ts';

const config = settingsOrExit('API', loadApiOnlyConfig);
const api = await startApiOnly(config).catch((e: Error) => exitWith('API', e.message));
const { notify, database, stack } = config;
console.log(`Product API (API-only mode) ready

  API                ${api.url}/api
  Database pool      ${database.poolSize} connections (DATABASE_POOL_SIZE)
  Token verification HS256 (project JWT secret)${stack.jwksUrl ? ` + JWKS ${stack.jwksUrl}` : ''}
  Email notifications ${notify.enabled && notify.mailApiUrl ? `outbox → ${notify.mailApiUrl}` : 'off (set MAIL_API_URL)'}
`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    api.stop().then(
      () => process.exit(0),
      (e: unknown) => {
        console.error('[api-only] stop failed:', e);
        process.exit(1);
      },
    );
  });
}
