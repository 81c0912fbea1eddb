/**
 * The stack's core on both engines: database port semantics, bootstrap and migrations, durability, and
 * the HTTP server's own behaviour (CORS, 404, 413, 500).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { loadConfig, REPO_ROOT } from '../src/config.ts';
import { migrate } from '../src/db/migrate.ts';
import { openDatabase } from '../src/db/open.ts';
import { openPglite } from '../src/db/pglite.ts';
import type { RequestIdentity } from '../src/db/port.ts';
import { readBody } from '../src/http/body.ts';
import { verifyToken } from '../src/http/identity.ts';
import { sendJson } from '../src/http/respond.ts';
import type { Service } from '../src/http/types.ts';
import { createMailbox } from '../src/mail/mailbox.ts';
import { createTestStorage, startTestStack, type TestStack, testEngines } from './harness.ts';

const MIGRATIONS_DIR = path.join(REPO_ROOT, 'supabase', 'migrations');
const USER_A = '0a0a0a0a-0000-4000-8000-00000000000a';

/** A service that exists only in these tests: body limits and failing handlers. */
const probeService: Service = {
  prefix: '/__probe',
  async handle(req, res, _url, subpath) {
    if (subpath === '/echo') {
      const body = await readBody(req, 1024);
      sendJson(res, 200, { bytes: body.length });
      return;
    }
    if (subpath === '/throw') throw new Error('probe handler failed on purpose');
    if (subpath === '/throw-later') {
      await new Promise((r) => setTimeout(r, 5));
      throw new TypeError('probe handler failed after an await');
    }
    sendJson(res, 404, { message: 'unknown probe' });
  },
};

describe('loadConfig', () => {
  it('creates a JWT secret and keys once per data directory and signs them as Supabase does', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-config-'));
    try {
      const first = loadConfig({ DATA_DIR: path.join(dir, 'pglite') });
      const second = loadConfig({ DATA_DIR: path.join(dir, 'pglite') });
      expect(second.jwtSecret).toBe(first.jwtSecret);
      expect(second.anonKey).toBe(first.anonKey);
      expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
      const anon = await verifyToken(first.anonKey, first);
      const service = await verifyToken(first.serviceRoleKey, first);
      expect(anon.ok && anon.identity.role).toBe('anon');
      expect(service.ok && service.identity.role).toBe('service_role');
      expect(anon.ok && anon.identity.claims.iss).toBe('supabase');

      const other = loadConfig({ DATA_DIR: path.join(dir, 'other') });
      expect(other.jwtSecret).not.toBe(first.jwtSecret);
      expect((await verifyToken(first.anonKey, other)).ok).toBe(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('derives the same keys from the same JWT_SECRET and validates settings', () => {
    const env = { JWT_SECRET: 'a-secret-that-is-long-enough-for-hs256-0123', DATA_DIR: '/nonexistent' };
    expect(loadConfig(env).anonKey).toBe(loadConfig(env).anonKey);
    const config = loadConfig({
      ...env,
      API_PORT: '6000',
      AUTH_AUTOCONFIRM: 'true',
      ADDITIONAL_REDIRECT_URLS: 'http://a.test/cb, http://b.test',
      RATE_LIMITS: 'off',
      SITE_URL: 'http://127.0.0.1:5173/',
    });
    expect(config).toMatchObject({
      port: 6000,
      publicUrl: 'http://127.0.0.1:6000',
      autoConfirm: true,
      redirectAllowList: ['http://a.test/cb', 'http://b.test'],
      rateLimits: false,
      siteUrl: 'http://127.0.0.1:5173',
      jwtExpiry: 3600,
    });
    expect(() => loadConfig({ ...env, API_PORT: 'eighty' })).toThrow(/API_PORT/);
    expect(() => loadConfig({ ...env, JWT_SECRET: 'short' })).toThrow(/at least 32/);
  });

  it('keeps the demo doors (Google stand-in, mailbox) on loopback: another HOST needs DEMO_DOORS=off', () => {
    const env = { JWT_SECRET: 'a-secret-that-is-long-enough-for-hs256-0123', DATA_DIR: '/nonexistent' };
    expect(loadConfig(env).demoDoors).toBe(true);
    for (const host of ['127.0.0.1', 'localhost', '::1', '127.0.0.2']) {
      expect(loadConfig({ ...env, HOST: host }).demoDoors).toBe(true);
    }
    expect(() => loadConfig({ ...env, HOST: '0.0.0.0' })).toThrow(/DEMO_DOORS=off/);
    expect(() => loadConfig({ ...env, HOST: '10.0.0.5' })).toThrow(/DEMO_DOORS=off/);
    expect(loadConfig({ ...env, HOST: '0.0.0.0', DEMO_DOORS: 'off' }).demoDoors).toBe(false);
  });
});

describe.each(testEngines())('core on %s', (engine) => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startTestStack({ engine, services: [probeService] });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  describe('bootstrap and migrations', () => {
    it('applied every migration once, tracked like the Supabase CLI, and the Supabase basics exist', async () => {
      const files = fs.existsSync(MIGRATIONS_DIR)
        ? fs.readdirSync(MIGRATIONS_DIR).filter((f) => /^\d+_.+\.sql$/.test(f))
        : [];
      const { rows } = await stack.db.query<{ version: string; name: string }>(
        'select version, name from supabase_migrations.schema_migrations order by version',
      );
      expect(rows.map((r) => `${r.version}_${r.name}.sql`)).toEqual(files.sort());

      const basics = await stack.db.query<Record<string, unknown>>(`
        select
          (select array_agg(rolname::text order by rolname) from pg_roles
            where rolname in ('anon', 'authenticated', 'service_role', 'authenticator')) as roles,
          (select rolbypassrls from pg_roles where rolname = 'service_role') as service_bypasses_rls,
          (select count(*) from pg_publication where pubname = 'supabase_realtime') as publications,
          (select array_agg(extname::text order by extname) from pg_extension e
            join pg_namespace n on n.oid = e.extnamespace
            where n.nspname = 'extensions') as extensions,
          to_regprocedure('auth.uid()') is not null as has_uid,
          to_regprocedure('auth.jwt()') is not null as has_jwt,
          has_schema_privilege('anon', '_local', 'usage') as anon_sees_local`);
      expect(basics.rows[0]).toEqual({
        roles: ['anon', 'authenticated', 'authenticator', 'service_role'],
        service_bypasses_rls: true,
        publications: 1,
        extensions: ['pgcrypto', 'uuid-ossp'],
        has_uid: true,
        has_jwt: true,
        anon_sees_local: false,
      });
    });

    it('is idempotent: bootstrapping and migrating the same database again changes nothing', async () => {
      const before = await stack.db.query('select version from supabase_migrations.schema_migrations');
      const report = await migrate(stack.db);
      expect(report.bootstrap).toContain('10-supabase.sql');
      expect(report.applied).toEqual([]);
      expect(report.seeded).toBe(false);
      const after = await stack.db.query('select version from supabase_migrations.schema_migrations');
      expect(after.rows).toEqual(before.rows);
    });

    it('applies a new migration once, and rolls back a failing one without recording it', async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-migrations-'));
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      try {
        fs.writeFileSync(
          path.join(dir, '29990101000000_probe_table.sql'),
          'create table public.migration_probe (id int primary key);\ninsert into public.migration_probe values (1);',
        );
        const first = await migrate(stack.db, { migrationsDir: dir, seed: false });
        const second = await migrate(stack.db, { migrationsDir: dir, seed: false });
        expect(first.applied).toEqual(['29990101000000_probe_table.sql']);
        expect(second.applied).toEqual([]);
        expect((await stack.db.query('select * from public.migration_probe')).rows).toEqual([{ id: 1 }]);

        // The real migrations are "missing" from this folder: reported, not re-run or dropped.
        expect(warn.mock.calls.some(([m]) => String(m).includes('no longer exists on disk'))).toBe(
          fs.existsSync(MIGRATIONS_DIR) && fs.readdirSync(MIGRATIONS_DIR).length > 0,
        );

        fs.writeFileSync(
          path.join(dir, '29990102000000_broken.sql'),
          'create table public.broken_probe (id int);\nselect * from public.no_such_table;',
        );
        await expect(migrate(stack.db, { migrationsDir: dir, seed: false })).rejects.toMatchObject({
          code: '42P01',
          message: expect.stringContaining('29990102000000_broken.sql'),
        });
        const state = await stack.db.query<{ broken: string | null; recorded: number }>(
          `select to_regclass('public.broken_probe')::text as broken,
             (select count(*) from supabase_migrations.schema_migrations where version = '29990102000000') as recorded`,
        );
        expect(state.rows[0]).toEqual({ broken: null, recorded: 0 });
      } finally {
        warn.mockRestore();
        await stack.db.exec(
          `drop table if exists public.migration_probe;
           delete from supabase_migrations.schema_migrations where version like '2999%';`,
        );
        fs.rmSync(dir, { recursive: true, force: true });
      }
    });
  });

  describe('withIdentity', () => {
    it('runs as the role with the claims (auth.uid(), auth.jwt()) and is back to postgres after commit', async () => {
      const identity: RequestIdentity = {
        role: 'authenticated',
        claims: { sub: USER_A, role: 'authenticated', email: 'a@example.test', aal: 'aal1' },
      };
      const inside = await stack.db.withIdentity(identity, async (tx) => {
        const r = await tx.query(
          `select current_user::text as "user", auth.uid() as uid, auth.role() as role,
             auth.email() as email, auth.jwt() ->> 'aal' as aal, 5::int8 as big`,
        );
        return r.rows[0];
      });
      expect(inside).toEqual({
        user: 'authenticated',
        uid: USER_A,
        role: 'authenticated',
        email: 'a@example.test',
        aal: 'aal1',
        big: 5,
      });

      const after = await stack.db.query(
        `select current_user::text as "user", auth.uid() as uid,
           coalesce(current_setting('request.jwt.claims', true), '') as claims`,
      );
      expect(after.rows[0]).toEqual({ user: 'postgres', uid: null, claims: '' });
    });

    it('lets RLS decide, rolls back on error or on request, and enforces read only', async () => {
      await stack.db.exec(`
        create table public.identity_probe (owner uuid not null, note text not null);
        alter table public.identity_probe enable row level security;
        create policy own_rows on public.identity_probe for all to authenticated
          using (owner = (select auth.uid())) with check (owner = (select auth.uid()));
        grant all on public.identity_probe to authenticated, service_role;
        insert into public.identity_probe values ('${USER_A}', 'mine'), (gen_random_uuid(), 'theirs');`);
      try {
        const asA: RequestIdentity = {
          role: 'authenticated',
          claims: { sub: USER_A, role: 'authenticated' },
        };
        const seen = await stack.db.withIdentity(
          asA,
          (tx) => tx.query('select note from public.identity_probe'),
          {
            readOnly: true,
          },
        );
        expect(seen.rows).toEqual([{ note: 'mine' }]);

        await expect(
          stack.db.withIdentity(asA, (tx) =>
            tx.query(`insert into public.identity_probe values (gen_random_uuid(), 'forged')`),
          ),
        ).rejects.toMatchObject({ code: '42501' });

        await expect(
          stack.db.withIdentity(
            asA,
            (tx) => tx.query(`insert into public.identity_probe values ($1, 'x')`, [USER_A]),
            {
              readOnly: true,
            },
          ),
        ).rejects.toMatchObject({ code: '25006' });

        const service: RequestIdentity = { role: 'service_role', claims: { role: 'service_role' } };
        const rolledBack = await stack.db.withIdentity(
          service,
          async (tx) =>
            (await tx.query(`insert into public.identity_probe values ($1, 'temp') returning note`, [USER_A]))
              .rows,
          { rollback: true },
        );
        expect(rolledBack).toEqual([{ note: 'temp' }]);

        await expect(
          stack.db.withIdentity(service, async (tx) => {
            await tx.query(`insert into public.identity_probe values ($1, 'lost')`, [USER_A]);
            throw new Error('handler failed');
          }),
        ).rejects.toThrow('handler failed');

        const all = await stack.db.query('select note from public.identity_probe order by note');
        expect(all.rows).toEqual([{ note: 'mine' }, { note: 'theirs' }]);
      } finally {
        await stack.db.exec('drop table public.identity_probe');
      }
    });

    it('never leaks an identity between 200 overlapping transactions', async () => {
      const identities = Array.from({ length: 200 }, (_, i): RequestIdentity => {
        if (i % 5 === 0) return { role: 'anon', claims: { role: 'anon' } };
        if (i % 5 === 1) return { role: 'service_role', claims: { role: 'service_role', n: i } };
        const sub = `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
        return { role: 'authenticated', claims: { sub, role: 'authenticated', n: i } };
      });
      const work = identities.map((identity) =>
        stack.db.withIdentity(identity, async (tx) => {
          const first = await tx.query<{ who: string; uid: string | null }>(
            'select current_user::text as who, auth.uid()::text as uid',
          );
          await tx.query('select pg_sleep(0.001)');
          const second = await tx.query<{ claims: string }>(`select auth.jwt()::text as claims`);
          return { ...first.rows[0], claims: JSON.parse(second.rows[0]?.claims ?? 'null') };
        }),
      );
      // Plain superuser queries interleaved with the identity transactions must stay postgres.
      const plain = Array.from({ length: 20 }, () =>
        stack.db.query<{ who: string }>('select current_user::text as who'),
      );
      const results = await Promise.all(work);
      results.forEach((r, i) => {
        const identity = identities[i] as RequestIdentity;
        expect(r.who).toBe(identity.role);
        expect(r.uid).toBe((identity.claims.sub as string | undefined) ?? null);
        expect(r.claims).toEqual(identity.claims);
      });
      for (const p of await Promise.all(plain)) expect(p.rows[0]?.who).toBe('postgres');
    });
  });

  it('delivers NOTIFY payloads to listeners after commit, and stops after unlisten', async () => {
    const received: string[] = [];
    const unlisten = await stack.db.listen('Core Probe', (payload) => received.push(payload));
    await stack.db
      .transaction(async (tx) => {
        await tx.query(`select pg_notify('Core Probe', 'rolled back')`);
        throw new Error('abort');
      })
      .catch(() => {});
    await stack.db.query(`select pg_notify('Core Probe', 'first')`);
    await vi.waitFor(() => expect(received).toEqual(['first']));
    await unlisten();
    await stack.db.query(`select pg_notify('Core Probe', 'after unlisten')`);
    await stack.db.query(`select pg_notify('Core Probe', 'still after')`);
    // A marker on another channel proves delivery happened meanwhile, so absence is meaningful.
    const marker: string[] = [];
    const unlistenMarker = await stack.db.listen('core_marker', (p) => marker.push(p));
    await stack.db.query(`select pg_notify('core_marker', 'm')`);
    await vi.waitFor(() => expect(marker).toEqual(['m']));
    await unlistenMarker();
    expect(received).toEqual(['first']);
  });

  describe('HTTP server', () => {
    it('answers CORS preflights and exposes the headers supabase-js reads', async () => {
      const preflight = await fetch(`${stack.url}/rest/v1/profiles?select=*`, {
        method: 'OPTIONS',
        headers: {
          Origin: 'http://127.0.0.1:5173',
          'Access-Control-Request-Method': 'PATCH',
          'Access-Control-Request-Headers': 'authorization,apikey,content-type,prefer,x-client-info',
        },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
      expect(preflight.headers.get('access-control-allow-methods')).toContain('PATCH');
      expect(preflight.headers.get('access-control-allow-headers')).toBe(
        'authorization,apikey,content-type,prefer,x-client-info',
      );

      for (const url of [`${stack.url}/mailbox/api/messages`, `${stack.url}/no/such/route`]) {
        const res = await fetch(url, { headers: { Origin: 'http://127.0.0.1:5173' } });
        expect(res.headers.get('access-control-allow-origin')).toBe('*');
        const exposed = (res.headers.get('access-control-expose-headers') ?? '').toLowerCase().split(/,\s*/);
        for (const h of ['content-range', 'x-supabase-api-version', 'x-total-count', 'link', 'retry-after']) {
          expect(exposed).toContain(h);
        }
      }
    });

    it('answers unknown routes with a JSON 404', async () => {
      for (const route of ['/nope', '/rest', '/authx/v1/token', '//rest/v1/profiles']) {
        const res = await fetch(`${stack.url}${route}`);
        expect(res.status).toBe(404);
        expect(res.headers.get('content-type')).toContain('application/json');
        expect(await res.json()).toEqual({ message: 'no Route matched with those values' });
      }
    });

    it('refuses an oversized body with 413 in PostgREST shape and accepts one within the limit', async () => {
      const small = await fetch(`${stack.url}/__probe/echo`, { method: 'POST', body: 'x'.repeat(1000) });
      expect(small.status).toBe(200);
      expect(await small.json()).toEqual({ bytes: 1000 });

      for (const size of [1025, 2 * 1024 * 1024]) {
        const big = await fetch(`${stack.url}/__probe/echo`, { method: 'POST', body: 'x'.repeat(size) });
        expect(big.status).toBe(413);
        expect(await big.json()).toEqual({
          code: 'PGRST413',
          details: 'The request body exceeds 1024 bytes',
          hint: null,
          message: 'Payload Too Large',
        });
      }
    });

    it('turns a throwing handler into a JSON 500 and keeps serving', async () => {
      const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
      try {
        for (const route of ['/__probe/throw', '/__probe/throw-later']) {
          const res = await fetch(`${stack.url}${route}`);
          expect(res.status).toBe(500);
          expect(await res.json()).toEqual({
            code: 'XX000',
            details: null,
            hint: null,
            message: 'Internal server error',
          });
        }
        expect(errors).toHaveBeenCalled();
      } finally {
        errors.mockRestore();
      }
      const alive = await fetch(`${stack.url}/mailbox/api/messages`);
      expect(alive.status).toBe(200);
    });
  });

  describe('mailbox', () => {
    it('lists sent mail newest first with its links, as JSON and as an accessible page', async () => {
      const mailbox = createMailbox(stack.db);
      const to = `mail-${engine}@example.test`;
      await mailbox.send({
        to,
        subject: 'Confirm your signup',
        text: 'Follow this link: http://127.0.0.1:54321/auth/v1/verify?token=abc&type=signup.',
        html: '<a href="http://127.0.0.1:54321/auth/v1/verify?token=abc&amp;type=signup">Confirm</a>',
      });
      await mailbox.send({ to: to.toUpperCase(), subject: 'Second <b>', text: 'no links', html: '' });
      await mailbox.send({ to: 'someone-else@example.test', subject: 'Other', text: 'x', html: '' });

      const messages = await stack.mailbox(to);
      expect(messages.map((m) => m.subject)).toEqual(['Second <b>', 'Confirm your signup']);
      expect(messages[1]?.links).toEqual(['http://127.0.0.1:54321/auth/v1/verify?token=abc&type=signup']);
      expect(messages[1]?.to).toBe(to);
      expect(Number.isNaN(Date.parse(messages[1]?.sentAt ?? ''))).toBe(false);

      const page = await fetch(`${stack.url}/mailbox/?to=${encodeURIComponent(to)}`);
      const html = await page.text();
      expect(page.headers.get('content-type')).toContain('text/html');
      expect(html).toContain('<html lang="en"');
      expect(html).toContain('Local mailbox — development only');
      expect(html).toContain('<label for="to">');
      expect(html).toContain(
        '<a href="http://127.0.0.1:54321/auth/v1/verify?token=abc&amp;type=signup">http://127.0.0.1:54321/auth/v1/verify?token=abc&amp;type=signup</a>',
      );
      expect(html).toContain('Second &lt;b&gt;');
      expect(html).not.toContain('Second <b>');
      expect(html).not.toContain('someone-else@example.test');
    });
  });

  it('keeps data, mail and keys across a stop and restart on the same storage', async () => {
    await stack.db.exec(
      'create table public.restart_probe (id int primary key); insert into public.restart_probe values (7);',
    );
    const to = `restart-${engine}@example.test`;
    await createMailbox(stack.db).send({ to, subject: 'Kept', text: 'http://x.test/kept', html: '' });
    const anonKey = stack.anonKey;

    stack = await stack.restart();
    expect(stack.anonKey).toBe(anonKey);
    expect((await stack.db.query('select id from public.restart_probe')).rows).toEqual([{ id: 7 }]);
    expect((await stack.mailbox(to)).map((m) => m.links)).toEqual([['http://x.test/kept']]);
    const report = await migrate(stack.db);
    expect(report.applied).toEqual([]);
    await stack.db.exec('drop table public.restart_probe');
  });

  it('keeps every acknowledged write when the writing process is killed with SIGKILL', async () => {
    const storage = await createTestStorage(engine);
    try {
      const acked = await runAndKillWriter(storage.env, 300);
      expect(acked).toBeGreaterThanOrEqual(300);

      const db = await openDatabase(loadConfig({ ...storage.env }));
      try {
        const { rows } = await db.query<{ total: number; upto: number }>(
          'select count(*) as total, count(*) filter (where n <= $1) as upto from public.crash_probe',
          [acked],
        );
        expect(rows[0]?.upto).toBe(acked); // every acknowledged row is there
        expect(rows[0]?.total).toBeGreaterThanOrEqual(acked);
      } finally {
        await db.close();
      }
    } finally {
      await storage.dispose();
    }
  });
});

describe.each(testEngines())('the start command on %s', (engine) => {
  it('prints its URL, keys and demo accounts, which work, and stops cleanly on SIGTERM', async () => {
    const storage = await createTestStorage(engine);
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: path.dirname(fileDir()), // backend/, as `pnpm --filter @portal/backend start` runs it
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...storage.env, API_PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.stderr.on('data', (d) => {
      err += d;
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      await vi.waitFor(() => expect(out, err).toContain('Press Ctrl+C to stop.'), { timeout: 60_000 });
      const printed = (label: string) => new RegExp(`${label} +(\\S+)`).exec(out)?.[1] ?? '';
      const url = printed('API URL');
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const expected = loadConfig({ ...storage.env });
      expect(printed('anon key')).toBe(expected.anonKey);
      expect(printed('service_role key')).toBe(expected.serviceRoleKey);
      expect(out).toContain(`${url}/mailbox/`);
      const sara = /client A +(\S+) +(\S+)/.exec(out);
      expect(sara?.[1]).toBe('sara@demo.qa');
      expect(out).toMatch(/admin +admin@demo\.qa +\S+/);
      expect(out).toMatch(/client B +omar@demo\.qa +\S+/);

      // What was printed is enough to use the stack.
      const client = createClient(url, printed('anon key'), {
        auth: { persistSession: false },
        realtime: { transport: WebSocket as never },
      });
      const signIn = await client.auth.signInWithPassword({
        email: sara?.[1] ?? '',
        password: sara?.[2] ?? '',
      });
      expect(signIn.error).toBeNull();
      const profile = await client.from('profiles').select('email').single();
      expect(profile.data).toEqual({ email: 'sara@demo.qa' });

      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(out).toContain('SIGTERM: stopping');
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      await exited;
      await storage.dispose();
    }
  }, 90_000);
});

describe.runIf(testEngines().includes('pglite'))('PGlite upkeep', () => {
  it('refuses to open a data directory that is already open (two single-user engines corrupt it)', async () => {
    const storage = await createTestStorage('pglite');
    const dataDir = storage.env.DATA_DIR as string;
    const db = await openPglite(dataDir);
    try {
      await expect(openPglite(dataDir)).rejects.toThrow(/already open/);
    } finally {
      await db.close();
    }
    const again = await openPglite(dataDir); // closing released it
    await again.close();
    await storage.dispose();
  });

  it('runs ANALYZE by itself after enough writes (PGlite has no autovacuum)', async () => {
    const storage = await createTestStorage('pglite');
    const db = await openPglite(storage.env.DATA_DIR as string, { analyzeAfterWrites: 25 });
    try {
      await db.exec('create table public.analyze_probe (id int primary key)');
      const reltuples = async () =>
        (
          await db.query<{ n: number }>(
            `select reltuples::int as n from pg_class where oid = 'public.analyze_probe'::regclass`,
          )
        ).rows[0]?.n;
      expect(await reltuples()).toBe(-1); // never analyzed
      for (let i = 1; i <= 30; i++) await db.query('insert into public.analyze_probe values ($1)', [i]);
      await vi.waitFor(async () => expect(await reltuples()).toBeGreaterThan(0), { timeout: 30_000 });
    } finally {
      await db.close();
      await storage.dispose();
    }
  });

  it('runs that ANALYZE once for a burst of writes, not once per write past the threshold', async () => {
    const storage = await createTestStorage('pglite');
    const db = await openPglite(storage.env.DATA_DIR as string, { analyzeAfterWrites: 25 });
    try {
      await db.exec('create table public.burst_probe (id int primary key)');
      // One unbroken chain of awaited writes, as a loop sending emails is: no immediate runs in between.
      for (let i = 1; i <= 200; i++) await db.query('insert into public.burst_probe values ($1)', [i]);
      const analyzed = async () =>
        (
          await db.query<{ n: number }>(
            `select analyze_count::int as n from pg_stat_user_tables where relname = 'burst_probe'`,
          )
        ).rows[0]?.n;
      await vi.waitFor(async () => expect(await analyzed()).toBeGreaterThan(0), { timeout: 30_000 });
      await new Promise((resolve) => setTimeout(resolve, 500)); // any ANALYZE still queued would run now
      expect(await analyzed()).toBe(1);
    } finally {
      await db.close();
      await storage.dispose();
    }
  });
});

/**
 * Starts a child process that inserts rows 1, 2, 3… one autocommit statement at a time and prints
 * "ack n" after each insert returned; SIGKILLs it once `killAfter` acks arrived, mid-stream.
 * Returns the highest acknowledged n.
 */
async function runAndKillWriter(env: Record<string, string>, killAfter: number): Promise<number> {
  const openUrl = new URL('../src/db/open.ts', import.meta.url).href;
  const configUrl = new URL('../src/config.ts', import.meta.url).href;
  const script = `
    const { openDatabase } = await import(${JSON.stringify(openUrl)});
    const { loadConfig } = await import(${JSON.stringify(configUrl)});
    const db = await openDatabase(loadConfig(process.env));
    await db.exec('create table if not exists public.crash_probe (n int primary key, at timestamptz default now())');
    for (let n = 1; ; n++) {
      await db.query('insert into public.crash_probe (n) values ($1)', [n]);
      process.stdout.write('ack ' + n + '\\n');
    }`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: path.dirname(fileDir()), // backend/, where tsx is installed
    // Only what the child needs: a DATABASE_URL from the developer's shell must not pick its engine.
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d) => {
    stderr += d;
  });
  let acked = 0;
  let buffer = '';
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) {
        const match = /^ack (\d+)$/.exec(line);
        if (match) acked = Number(match[1]);
      }
      if (acked >= killAfter && child.exitCode === null && !child.killed) child.kill('SIGKILL');
    });
    child.on('exit', (code, signal) => {
      if (signal === 'SIGKILL') resolve(acked);
      else reject(new Error(`writer exited early (code ${code}): ${stderr}`));
    });
  });
}

function fileDir(): string {
  return path.dirname(new URL(import.meta.url).pathname);
}
