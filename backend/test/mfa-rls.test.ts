/**
 * Two-factor protects data, not only the sign-in screen: once a user has a verified factor, a session
 * signed in with the password alone (aal1) reads and writes nothing through /rest/v1 and realtime, while
 * the same user's aal2 session keeps its normal rights. Every table with RLS carries the restrictive
 * policy, including tables added after the migration that introduced it.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestStack, type TestStack, testEngines } from './harness.ts';

const PASSWORD = 'Client#2026';

describe.each(testEngines())('two-factor sessions and RLS on %s', (engine) => {
  let stack: TestStack;
  let service: SupabaseClient;

  const connect = (key: string) =>
    createClient(stack.url, key, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as never },
    });

  const signIn = async (email: string) => {
    const client = connect(stack.anonKey);
    const { error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
    if (error) throw new Error(`sign-in of ${email} failed: ${error.message}`);
    return client;
  };

  beforeAll(async () => {
    stack = await startTestStack({ engine });
    service = connect(stack.serviceRoleKey);
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('puts the restrictive aal2 policies on every table with row-level security, for every command', async () => {
    const { rows } = await stack.db.query<{ relname: string; commands: string }>(
      `select c.relname, string_agg(p.polcmd::text, '' order by p.polcmd::text) as commands
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       left join pg_policy p on p.polrelid = c.oid and not p.polpermissive
         and concat(pg_get_expr(p.polqual, p.polrelid), pg_get_expr(p.polwithcheck, p.polrelid)) like '%mfa_requirement_met%'
       where n.nspname = 'public' and c.relkind = 'r' and c.relrowsecurity
       group by c.relname order by 1`,
    );
    // r = select, a = insert, w = update, d = delete
    expect(rows.filter((r) => r.commands !== 'adrw').map((r) => r.relname)).toEqual([]);
    expect(rows.length).toBeGreaterThan(20);
  });

  it('gives a password-only session of a two-factor user nothing, and its aal2 session everything it had', async () => {
    const email = `mfa-rls-${Date.now()}@demo.qa`;
    const created = await service.auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
    const userId = created.data.user?.id as string;
    const { error: notifyError } = await service
      .from('notifications')
      .insert({ user_id: userId, title: 'Hello', message: 'A notification of my own', type: 'info' });
    expect(notifyError).toBeNull();

    const strong = await signIn(email);
    const before = await strong.from('notifications').select('id');
    expect(before.data).toHaveLength(1);

    const enrolled = await strong.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
    const secret = enrolled.data?.type === 'totp' ? enrolled.data.totp.secret : '';
    const factorId = enrolled.data?.id as string;
    const code = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate();
    expect((await strong.auth.mfa.challengeAndVerify({ factorId, code })).error).toBeNull();

    // aal2: the user's own rows, as before.
    expect((await strong.from('notifications').select('id')).data).toHaveLength(1);
    expect((await strong.from('profiles').select('id').eq('id', userId)).data).toHaveLength(1);

    // aal1 (password only): nothing to read, nothing to write.
    const weak = await signIn(email);
    expect((await weak.from('notifications').select('id')).data).toEqual([]);
    expect((await weak.from('profiles').select('id').eq('id', userId)).data).toEqual([]);
    const update = await weak.from('profiles').update({ full_name: 'Changed' }).eq('id', userId).select('id');
    expect(update.data ?? []).toEqual([]);
    const { data: profile } = await service.from('profiles').select('full_name').eq('id', userId).single();
    expect(profile?.full_name).not.toBe('Changed');
    const insert = await weak
      .from('workflow_access_requests')
      .insert({ user_id: userId, workflow_name: 'Lead Generation', workflow_slug: 'lead-generation' });
    expect(insert.error?.code).toBe('42501');
  });
});
