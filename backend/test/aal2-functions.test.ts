/**
 * Two-factor on every door: a user with a verified factor acts only at aal2, through functions as
 * through tables (supabase/migrations/20261129100000_aal2_for_every_function.sql). The test reads the
 * list of functions `authenticated` may execute from the live catalogue, so a function added later is
 * called too: at aal1, as an administrator and as a client who both hold a verified factor, each one
 * must refuse (42501) or answer nothing (false, null, empty) and write nothing.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { RequestIdentity } from '../src/db/port.ts';
import { startTestStack, type TestStack, testEngines } from './harness.ts';

const PASSWORD = 'Factor#2026';

/**
 * Functions that read no row of anyone's: what they answer follows from their arguments or from the
 * caller's own token. Everything else `authenticated` may execute is called below.
 */
const DATA_FREE = new Set([
  'auth.uid', // the caller's own claims
  'auth.jwt',
  'auth.role',
  'auth.email',
  'storage.foldername', // path helpers of storage policies: string functions
  'storage.filename',
  'storage.extension',
]);

interface CallableFunction {
  schema: string;
  name: string;
  /** `schema.name(arg => $1::type, …)` */
  argNames: string[];
  argTypes: string[];
  anonToo: boolean;
}

interface Person {
  id: string;
  email: string;
  /** The claims of a password-only session, as the stack issued them. */
  aal1: RequestIdentity;
  aal2: RequestIdentity;
}

describe.each(testEngines())('functions and two-factor sessions on %s', (engine) => {
  let stack: TestStack;
  let service: SupabaseClient;
  let admin: Person;
  let client: Person;
  const fixtures: Record<string, unknown> = {};

  const connect = (key = stack.anonKey) =>
    createClient(stack.url, key, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as never },
    });

  const claimsOf = async (session: SupabaseClient): Promise<RequestIdentity> => {
    const { data } = await session.auth.getSession();
    const token = data.session?.access_token as string;
    const claims = JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString('utf8'));
    return { role: 'authenticated', claims };
  };

  /** A user with a verified TOTP factor: the identity of its aal2 session and of a password-only one. */
  const enrolledUser = async (label: string, role: 'admin' | 'client'): Promise<Person> => {
    const email = `${label}-${Date.now()}@factor.qa`;
    const created = await service.auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
    const id = created.data.user?.id as string;
    if (role === 'admin')
      await stack.db.query(`update public.profiles set role = 'admin' where id = $1`, [id]);
    const strong = connect();
    await strong.auth.signInWithPassword({ email, password: PASSWORD });
    const enrolled = await strong.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
    const secret = enrolled.data?.type === 'totp' ? enrolled.data.totp.secret : '';
    const code = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate();
    const verified = await strong.auth.mfa.challengeAndVerify({
      factorId: enrolled.data?.id as string,
      code,
    });
    expect(verified.error).toBeNull();
    const weak = connect();
    expect((await weak.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
    const aal1 = await claimsOf(weak);
    const aal2 = await claimsOf(strong);
    expect([aal1.claims.aal, aal2.claims.aal]).toEqual(['aal1', 'aal2']);
    return { id, email, aal1, aal2 };
  };

  /** Every function `authenticated` may call by name (trigger functions cannot be called). */
  const callableFunctions = async (): Promise<CallableFunction[]> => {
    const { rows } = await stack.db.query<{
      schema: string;
      name: string;
      arg_names: string[] | null;
      arg_types: string[];
      anon_too: boolean;
    }>(
      `select n.nspname as schema, p.proname as name, p.proargnames as arg_names,
              array(select format_type(t, null) from unnest(p.proargtypes) as t) as arg_types,
              has_function_privilege('anon', p.oid, 'EXECUTE') as anon_too
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace join pg_language l on l.oid = p.prolang
       where has_function_privilege('authenticated', p.oid, 'EXECUTE')
         and has_schema_privilege('authenticated', n.oid, 'USAGE')
         and n.nspname not in ('pg_catalog', 'information_schema')
         and p.prokind = 'f' and p.prorettype <> 'trigger'::regtype
         and l.lanname <> 'c' -- extension code (pgcrypto, uuid-ossp): computes from its arguments
         and p.provolatile <> 'i' -- immutable: by its contract it reads no table
       order by 1, 2`,
    );
    return rows
      .filter((r) => !DATA_FREE.has(`${r.schema}.${r.name}`))
      .map((r) => ({
        schema: r.schema,
        name: r.name,
        argNames: r.arg_names ?? [],
        argTypes: r.arg_types,
        anonToo: r.anon_too,
      }));
  };

  /** Arguments that make each function do its work for a caller allowed to (checked at aal2 below). */
  const argumentFor = (name: string, type: string): unknown => {
    if (name in fixtures) return fixtures[name];
    if (type === 'uuid') return client.id;
    if (type === 'jsonb' || type === 'json') return {};
    if (type === 'text[]') return ['lead-generation'];
    if (type === 'integer' || type === 'bigint') return 1;
    if (type === 'boolean') return true;
    return 'lead-generation';
  };

  /**
   * Calls the function as `identity` inside a transaction that is rolled back, and reports what it
   * answered and whether it wrote anything (a write assigns the transaction an id).
   */
  const call = async (fn: CallableFunction, identity: RequestIdentity) => {
    const params = fn.argTypes.map((type, i) => argumentFor(fn.argNames[i] ?? '', type));
    const args = fn.argTypes
      .map((type, i) => (fn.argNames[i] ? `${fn.argNames[i]} => $${i + 1}::${type}` : `$${i + 1}::${type}`))
      .join(', ');
    try {
      return await stack.db.withIdentity(
        identity,
        async (tx) => {
          const result = await tx.query<{ answer: unknown }>(
            `select to_jsonb(f) as answer from ${fn.schema}.${fn.name}(${args}) as f`,
            params.map((p) =>
              typeof p === 'object' && p !== null && !Array.isArray(p) ? JSON.stringify(p) : p,
            ),
          );
          const { rows } = await tx.query<{ xid: unknown }>('select txid_current_if_assigned() as xid');
          return { answers: result.rows.map((r) => r.answer), wrote: rows[0]?.xid != null };
        },
        { rollback: true },
      );
    } catch (e) {
      return { error: e as { code?: string; message: string } };
    }
  };

  const revealsNothing = (answers: unknown[]) =>
    answers.every((a) => a === null || a === false || (Array.isArray(a) && a.length === 0));

  beforeAll(async () => {
    stack = await startTestStack({ engine });
    service = connect(stack.serviceRoleKey);
    admin = await enrolledUser('factor-admin', 'admin');
    client = await enrolledUser('factor-client', 'client');
    const owned = await stack.db.query<{ id: string }>(
      `insert into public.client_workflows (user_id, workflow_slug) values ($1, 'lead-generation') returning id`,
      [client.id],
    );
    await stack.db.query(
      `insert into public.workflow_runs (user_id, workflow_slug, status) values ($1, 'lead-generation', 'queued')`,
      [client.id],
    );
    const request = await stack.db.query<{ id: string }>(
      `insert into public.workflow_access_requests (user_id, workflow_name, workflow_slug)
       values ($1, 'Odoo Sales', 'odoo-sales') returning id`,
      [client.id],
    );
    Object.assign(fixtures, {
      p_kind: 'access',
      p_request_id: request.rows[0]?.id,
      p_decision: 'approved',
      p_client_workflow_id: owned.rows[0]?.id,
      p_status: 'paused',
      p_workflow_slug: 'lead-generation',
      p_source: 'workflow_runs', // dashboard_figures: the client has a run of lead-generation
      p_measure: 'value', // dashboard_stats, dashboard_top, dashboard_ages: the runs' durations, statuses, ages
      p_fractions: [0.5],
      p_bounds: [1],
      p_statuses: null,
      p_group: 'status',
      p_as_of: new Date(Date.now() + 60_000).toISOString(),
      p_input: { unknown: 'x'.repeat(10) },
      slugs: ['odoo-sales'],
      p_email: `factor-${Date.now()}@newsletter.qa`,
      p_locale: 'en',
      p_title: 'Maintenance tonight',
      p_message: 'The portal pauses at 23:00.',
      p_title_ar: null,
      p_message_ar: null,
      p_link: null,
    });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('finds the functions a signed-in user may call, including the admin ones', async () => {
    const names = (await callableFunctions()).map((f) => `${f.schema}.${f.name}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'public.admin_clients',
        'public.decide_request',
        'public.set_client_workflow_status',
        'public.announce_system_update',
        'public.purchase_workflows',
        'public.is_admin',
      ]),
    );
  });

  it('lets no function answer with data or write anything for a password-only session of a two-factor user', async () => {
    const leaks: string[] = [];
    for (const fn of await callableFunctions()) {
      // A visitor may call these too (the newsletter form): an aal1 session gains nothing by them.
      if (fn.anonToo && fn.name !== 'is_admin') continue;
      for (const [who, person] of [
        ['admin', admin],
        ['client', client],
      ] as const) {
        const outcome = await call(fn, person.aal1);
        if ('error' in outcome) {
          if (outcome.error.code !== '42501') leaks.push(`${fn.name} as ${who}: ${outcome.error.message}`);
        } else if (outcome.wrote || !revealsNothing(outcome.answers)) {
          leaks.push(
            `${fn.name} as ${who} answered ${JSON.stringify(outcome.answers)} (wrote: ${outcome.wrote})`,
          );
        }
      }
    }
    expect(leaks).toEqual([]);
  });

  it('gives the same people their rights back at aal2 (the calls above could have answered)', async () => {
    const fns = await callableFunctions();
    const byName = (name: string) => fns.find((f) => f.name === name) as CallableFunction;
    const clients = await call(byName('admin_clients'), admin.aal2);
    expect('answers' in clients && clients.answers.length).toBeGreaterThan(0);
    const decided = await call(byName('decide_request'), admin.aal2);
    expect('answers' in decided && decided.wrote).toBe(true);
    const owns = await call(byName('owns_workflow'), client.aal2);
    expect('answers' in owns && owns.answers).toEqual([true]);
    const activity = await call(byName('client_run_activity'), client.aal2);
    expect('answers' in activity && activity.answers.length).toBe(1);
    const problems = await call(byName('workflow_input_problems'), client.aal2);
    expect('answers' in problems && problems.answers.length).toBe(1);
  });

  it('refuses the admin functions at aal1 through /rest/v1/rpc with 403', async () => {
    const weak = connect();
    await weak.auth.signInWithPassword({ email: admin.email, password: PASSWORD });
    const listed = await weak.rpc('admin_clients');
    expect(listed.status).toBe(403);
    expect(listed.data).toBeNull();
    const announced = await weak.rpc('announce_system_update', { p_title: 'x', p_message: 'y' });
    expect(announced.status).toBe(403);
    const strong = connect();
    await strong.auth.signInWithPassword({ email: 'admin@demo.qa', password: 'Admin#2026' });
    expect((await strong.rpc('admin_clients')).data?.length).toBeGreaterThan(0);
  });
});
