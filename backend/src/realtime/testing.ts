/**
 * Helpers for realtime and /api tests and the realtime benchmark (framework-free, never used by the
 * server): users straight in the database, GoTrue-shaped access tokens, supabase-js clients for Node 20,
 * and an inbox that waits for realtime events without timed assertions.
 */
import { randomUUID } from 'node:crypto';
import { createClient, type RealtimeChannel, type SupabaseClient } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import WebSocket from 'ws';
import type { Database, RequestIdentity } from '../db/port.ts';

export interface TestUser {
  id: string;
  email: string;
  role: 'client' | 'admin';
}

/**
 * Creates confirmed users in auth.users (the sign-up trigger adds their profiles) in one statement;
 * `role: 'admin'` then promotes the profile. Much faster than signing up through auth for many users.
 */
export async function createUsers(
  db: Database,
  specs: { email?: string; role?: 'client' | 'admin'; fullName?: string }[],
): Promise<TestUser[]> {
  const users = specs.map((s) => ({
    id: randomUUID(),
    email: s.email ?? `rt-${randomUUID().slice(0, 8)}@test.qa`,
    role: s.role ?? 'client',
    fullName: s.fullName ?? 'Test User',
  }));
  await db.query(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
       raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
     select '00000000-0000-0000-0000-000000000000', (u->>'id')::uuid, 'authenticated', 'authenticated', u->>'email', '',
       now(), '{"provider":"email","providers":["email"]}', jsonb_build_object('full_name', u->>'fullName'), now(), now()
     from jsonb_array_elements($1::jsonb) u`,
    [JSON.stringify(users)],
  );
  const admins = users.filter((u) => u.role === 'admin').map((u) => u.id);
  if (admins.length) {
    await db.query(`update public.profiles set role = 'admin' where id = any($1::uuid[])`, [
      `{${admins.join(',')}}`,
    ]);
  }
  return users.map(({ id, email, role }) => ({ id, email, role }));
}

/** An access token with the claims GoTrue puts in one (HS256, the stack's secret). */
export function mintAccessToken(
  jwtSecret: string,
  user: Pick<TestUser, 'id' | 'email'>,
  { expiresIn = 3600, sessionId = randomUUID() }: { expiresIn?: number; sessionId?: string } = {},
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    aud: 'authenticated',
    sub: user.id,
    email: user.email,
    phone: '',
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: {},
    role: 'authenticated',
    aal: 'aal1',
    amr: [{ method: 'password', timestamp: now }],
    session_id: sessionId,
    is_anonymous: false,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer('supabase')
    .setIssuedAt(now)
    .setExpirationTime(now + expiresIn)
    .sign(new TextEncoder().encode(jwtSecret));
}

/** The identity PostgREST would use for this user (for writes through db.withIdentity). */
export function identityOf(user: Pick<TestUser, 'id' | 'email'>): RequestIdentity {
  return {
    role: 'authenticated',
    claims: { sub: user.id, email: user.email, role: 'authenticated', aud: 'authenticated' },
  };
}

/**
 * supabase-js as a Node 20 app creates it (a WebSocket transport is required before Node 22), without
 * session storage. `token` makes the client act as that user through supabase-js's `accessToken`
 * option (the callback realtime-js re-reads on connect and after every heartbeat): pass a function to
 * change the token later, then call `client.realtime.setAuth()` to push it at once.
 */
export function userClient(
  url: string,
  anonKey: string,
  token?: string | (() => string),
  options: { heartbeatIntervalMs?: number } = {},
): SupabaseClient {
  const current = typeof token === 'function' ? token : token ? () => token : undefined;
  return createClient(url, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never, ...options },
    ...(current ? { accessToken: async () => current() } : {}),
  });
}

/** A client signed in with email + password through the stack's auth (real GoTrue flow). */
export async function signedInClient(url: string, anonKey: string, email: string, password: string) {
  const client = createClient(url, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  });
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  if (error || !data.session)
    throw new Error(`sign-in of ${email} failed: ${error?.message ?? 'no session'}`);
  return { client, session: data.session, user: data.user };
}

/** Subscribes and resolves on SUBSCRIBED; rejects on CHANNEL_ERROR / TIMED_OUT. */
export function subscribed(channel: RealtimeChannel): Promise<RealtimeChannel> {
  return new Promise((resolve, reject) => {
    channel.subscribe((status, err) => {
      if (status === 'SUBSCRIBED') resolve(channel);
      else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') {
        reject(err ?? new Error(`channel ${channel.topic}: ${status}`));
      }
    });
  });
}

/** Collects events and lets a test wait for the next one that fits. */
export class Inbox<T> {
  readonly items: T[] = [];
  private waiters: { test: (item: T) => boolean; resolve: (item: T) => void }[] = [];

  push = (item: T) => {
    this.items.push(item);
    const waiting = this.waiters;
    this.waiters = [];
    for (const w of waiting) {
      if (w.test(item)) w.resolve(item);
      else this.waiters.push(w);
    }
  };

  /** The first collected item (past or future) that fits. */
  next(test: (item: T) => boolean = () => true): Promise<T> {
    const found = this.items.find(test);
    if (found !== undefined) return Promise.resolve(found);
    return new Promise((resolve) => this.waiters.push({ test, resolve }));
  }

  /** Waits until `count` items fit. */
  async count(test: (item: T) => boolean, count: number): Promise<T[]> {
    for (;;) {
      const fitting = this.items.filter(test);
      if (fitting.length >= count) return fitting;
      await new Promise<T>((resolve) => this.waiters.push({ test, resolve }));
    }
  }
}
