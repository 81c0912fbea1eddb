/**
 * The API host (docs/deploy.md, "The product API"): `pnpm pack:api` makes a folder with production
 * dependencies only, which runs with `node` outside the repository and talks to the database over
 * TLS, verifying the server against the project's CA (`sslmode=verify-full&sslrootcert=…` in
 * DATABASE_URL). The database stands in for the hosted one: PostgreSQL that refuses unencrypted
 * connections, with a certificate signed by a CA of the test's own.
 */
import { execFileSync, spawn } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort, REPO_ROOT, startBackend } from '../scripts/lib/stack.mjs';
import { type RunningPostgres, startPostgres } from '../scripts/postgres.mjs';

const work = mkdtempSync(path.join(os.tmpdir(), 'portal-api-host-'));
const out = path.join(work, 'pack');
const tls = path.join(work, 'tls');
let postgres: RunningPostgres;
const JWT_SECRET = 'a-test-jwt-secret-of-at-least-32-characters';

function openssl(args: string[]) {
  execFileSync('openssl', args, { cwd: tls, stdio: 'ignore' });
}

/** A CA, a server certificate it signs for 127.0.0.1, and a second CA that signed nothing here. */
function makeCertificates() {
  openssl([
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '1',
    '-subj',
    '/CN=Portal test CA',
    '-keyout',
    'ca.key',
    '-out',
    'ca.crt',
  ]);
  openssl([
    'req',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-subj',
    '/CN=127.0.0.1',
    '-keyout',
    'server.key',
    '-out',
    'server.csr',
  ]);
  writeFileSync(path.join(tls, 'san.ext'), 'subjectAltName=IP:127.0.0.1\n');
  openssl([
    'x509',
    '-req',
    '-in',
    'server.csr',
    '-CA',
    'ca.crt',
    '-CAkey',
    'ca.key',
    '-CAcreateserial',
    '-days',
    '1',
    '-extfile',
    'san.ext',
    '-out',
    'server.crt',
  ]);
  openssl([
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '1',
    '-subj',
    '/CN=Another CA',
    '-keyout',
    'other.key',
    '-out',
    'other.crt',
  ]);
  // Unencrypted connections are refused: a connection that works went over TLS.
  writeFileSync(
    path.join(tls, 'hba.conf'),
    'local all all trust\nhostnossl all all 127.0.0.1/32 reject\nhostssl all all 127.0.0.1/32 trust\n',
  );
  // PostgreSQL runs as `nobody` when the tests run as root (scripts/postgres.mjs) and must own its key.
  if (process.getuid?.() === 0) {
    for (const dir of [work, tls]) chmodSync(dir, 0o755); // mkdtemp's folders are the owner's only
    const uid = Number(execFileSync('id', ['-u', 'nobody']).toString());
    for (const file of ['server.key', 'server.crt', 'hba.conf']) chownSync(path.join(tls, file), uid, 0);
  }
}

const databaseUrl = (query: string) => `${postgres.url}${query}`;
const verifyFull = (ca: string) => databaseUrl(`?sslmode=verify-full&sslrootcert=${path.join(tls, ca)}`);

/** The packed API as the service unit starts it: node, in the folder, with nothing but its settings. */
function startPackedApi(url: string, port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/api-only/main.ts'], {
    cwd: path.join(out, 'backend'),
    env: {
      PATH: process.env.PATH,
      DATABASE_URL: url,
      SUPABASE_JWT_SECRET: JWT_SECRET,
      HOST: '127.0.0.1',
      API_PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

test.beforeAll(async () => {
  test.setTimeout(300_000);
  execFileSync('mkdir', ['-p', tls]);
  makeCertificates();
  const packed = execFileSync(
    process.execPath,
    [path.join(REPO_ROOT, 'scripts', 'pack-api.mjs'), '--out', out],
    {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  ).toString();
  expect(packed).toContain(`cd ${path.join(out, 'backend')} && node --import tsx src/api-only/main.ts`);
  postgres = await startPostgres({
    settings: [
      'ssl=on',
      `ssl_cert_file=${path.join(tls, 'server.crt')}`,
      `ssl_key_file=${path.join(tls, 'server.key')}`,
      `hba_file=${path.join(tls, 'hba.conf')}`,
    ],
  });
  // The hosted project is migrated by `supabase db push`; here the local stack migrates it (over TLS too).
  const stack = await startBackend({
    port: await freePort(),
    dataDir: path.join(work, 'stack', 'data'),
    siteUrl: 'http://127.0.0.1:1',
    env: { DATABASE_URL: verifyFull('ca.crt') },
    silent: true,
  });
  await stack.stop();
});

test.afterAll(async () => {
  await postgres?.stop();
  rmSync(work, { recursive: true, force: true });
});

test('the packed folder holds the API, its production dependencies only, the migrations and a service unit', () => {
  const modules = readdirSync(path.join(out, 'backend', 'node_modules'));
  const manifest = JSON.parse(readFileSync(path.join(REPO_ROOT, 'backend', 'package.json'), 'utf8'));
  for (const dependency of Object.keys(manifest.dependencies)) {
    const [scope] = dependency.split('/');
    expect(modules, dependency).toContain(dependency.startsWith('@') ? scope : dependency);
  }
  for (const dev of Object.keys(manifest.devDependencies)) {
    expect(existsSync(path.join(out, 'backend', 'node_modules', dev)), dev).toBe(false);
  }
  expect(existsSync(path.join(out, 'backend', 'test'))).toBe(false);
  expect(
    readdirSync(path.join(out, 'backend', 'src'), { recursive: true }).filter((f) =>
      String(f).endsWith('.test.ts'),
    ),
  ).toEqual([]);
  expect(readdirSync(path.join(out, 'supabase', 'migrations')).sort()).toEqual(
    readdirSync(path.join(REPO_ROOT, 'supabase', 'migrations')).sort(),
  );
  const unit = readFileSync(path.join(out, 'portal-api.service'), 'utf8');
  expect(unit).toContain('ExecStart=/usr/bin/node --import tsx src/api-only/main.ts');
  expect(unit).toContain('WorkingDirectory=/opt/portal-api/backend');
  expect(JSON.parse(readFileSync(path.join(out, 'portal-api.json'), 'utf8')).commit).toMatch(
    /^[0-9a-f]{40}$/,
  );
});

test("the packed API runs with node alone and reaches the database over TLS verified with the project's CA", async () => {
  test.setTimeout(120_000);
  const port = await freePort();
  const api = startPackedApi(verifyFull('ca.crt'), port);
  try {
    let health: Response | undefined;
    for (let attempt = 0; attempt < 120 && !health; attempt++) {
      health = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
      if (!health) await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(health?.status, api.output()).toBe(200);
    const body = await health?.json();
    expect(body).toMatchObject({
      status: 'ok',
      database: { reachable: true, engine: 'postgres' },
      migrations: { pending: [] },
    });
  } finally {
    api.child.kill('SIGTERM');
    expect(await api.exited).toBe(0);
  }
});

test('the packed API refuses a database whose certificate the CA did not sign, and an unencrypted one is refused', async () => {
  test.setTimeout(120_000);
  const wrongCa = startPackedApi(verifyFull('other.crt'), await freePort());
  expect(await wrongCa.exited).toBe(1);
  expect(wrongCa.output()).toMatch(/Could not start the API: .*certificate/);
  const plain = startPackedApi(databaseUrl(''), await freePort());
  expect(await plain.exited).toBe(1);
  expect(plain.output()).toContain('no encryption');
});
