/**
 * What the /auth/v1 tests share (auth*.test.ts): a supabase-js client of a test stack, the mailbox's
 * newest link, following a link as a browser would, a confirmed sign-up, and a stack started with
 * auth settings that exist only as environment variables.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { expect } from 'vitest';
import WebSocket from 'ws';
import { startTestStack, type TestStack } from './harness.ts';
export const APP = 'http://localhost:5173';
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
let seq = 0;
export const uniqueEmail = (tag: string) => `${tag}.${Date.now().toString(36)}.${++seq}@example.qa`;

export function client(
  stack: TestStack,
  key = stack.anonKey,
  flowType: 'implicit' | 'pkce' = 'implicit',
): SupabaseClient {
  return createClient(stack.url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, flowType },
    realtime: { transport: WebSocket as never },
  });
}

/** The newest email to `to` and its first link. */
export async function lastMail(stack: TestStack, to: string) {
  const [mail] = await stack.mailbox(to);
  if (!mail) throw new Error(`no mail to ${to}`);
  const link = mail.links.find((l) => l.includes('/auth/v1/verify')) as string;
  return { mail, link, code: /code:\s*(\d{6})/.exec(mail.text)?.[1] as string };
}

/** Follows an email link like a browser would, without following the redirect into the app. */
export async function follow(link: string) {
  const res = await fetch(link, { redirect: 'manual' });
  const location = res.headers.get('location') ?? '';
  const u = new URL(location);
  const fragment = new URLSearchParams(u.hash.slice(1));
  return { status: res.status, location, query: u.searchParams, fragment };
}

export async function signUpConfirmed(
  stack: TestStack,
  email: string,
  password: string,
  data: Record<string, unknown> = {},
) {
  const c = client(stack);
  const { error } = await c.auth.signUp({ email, password, options: { data } });
  expect(error).toBeNull();
  const { link } = await lastMail(stack, email);
  expect((await follow(link)).status).toBe(303);
  return c;
}

/** Starts a stack with auth settings that only exist as environment variables of the auth service. */
export async function startWithAuthEnv(
  engine: TestStack['engine'],
  authEnv: Record<string, string>,
  stackEnv: Record<string, string> = {},
): Promise<TestStack> {
  const saved = Object.fromEntries(Object.keys(authEnv).map((k) => [k, process.env[k]]));
  Object.assign(process.env, authEnv);
  try {
    return await startTestStack({
      engine,
      env: { SITE_URL: APP, ADDITIONAL_REDIRECT_URLS: 'http://127.0.0.1:4173/**', ...stackEnv },
    });
  } finally {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  }
}
