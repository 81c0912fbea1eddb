/**
 * `pnpm --filter @portal/backend start`: the local Supabase-compatible stack in one process.
 * Settings come from the environment (see config.ts); the first start creates, migrates and seeds the
 * data directory.
 */
import { loadConfig } from './config.ts';
import { startStack } from './server.ts';
import { exitWith, settingsOrExit } from './startup.ts';

/** The seeded demo accounts (supabase/seed.sql); printed so that nobody has to look them up. */
const DEMO_ACCOUNTS = [
  { role: 'admin', email: 'admin@demo.qa', password: 'Admin#2026', who: 'Portal administrator' },
  {
    role: 'client A',
    email: 'sara@demo.qa',
    password: 'Client#2026',
    who: 'Sara Al-Kuwari, Al Noor Trading',
  },
  { role: 'client B', email: 'omar@demo.qa', password: 'Client#2026', who: 'Omar Haddad, Doha Smile Dental' },
] as const;

// A local dev stack should report a bug and keep serving, not vanish mid-demo.
process.on('unhandledRejection', (e) => console.error('[main] unhandled rejection:', e));
process.on('uncaughtException', (e) => console.error('[main] uncaught exception:', e));

const started = Date.now();
const config = settingsOrExit('stack', loadConfig);
const stack = await startStack(config).catch((e: Error & { code?: string }) => {
  const hint = e.code === 'EADDRINUSE' ? ` (set API_PORT to use another port)` : '';
  return exitWith('stack', `${e.message}${hint}`);
});
const engine = config.databaseUrl
  ? `PostgreSQL (${redact(config.databaseUrl)})`
  : `PGlite (${config.dataDir})`;

console.log(`
Local Supabase-compatible stack ready in ${((Date.now() - started) / 1000).toFixed(1)} s

  API URL            ${stack.url}
  Database           ${engine}
  anon key           ${stack.config.anonKey}
  service_role key   ${stack.config.serviceRoleKey}
  Mailbox            ${stack.config.demoDoors ? `${stack.url}/mailbox/` : 'off (DEMO_DOORS=off)'}
  Demo doors         ${stack.config.demoDoors ? 'on: the Google stand-in and the mailbox answer this machine only' : 'off'}
  Email confirmation ${stack.config.autoConfirm ? 'off (AUTH_AUTOCONFIRM=true)' : 'on (links arrive in the mailbox)'}

Demo accounts:
${DEMO_ACCOUNTS.map((a) => `  ${a.role.padEnd(9)} ${a.email.padEnd(15)} ${a.password.padEnd(12)} ${a.who}`).join('\n')}

Press Ctrl+C to stop.`);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping…`);
  try {
    await stack.stop();
    process.exit(0);
  } catch (e) {
    console.error('[main] stop failed:', e);
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

function redact(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'DATABASE_URL';
  }
}
