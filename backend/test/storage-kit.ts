/**
 * What the Storage tests share: a stack, supabase-js clients for the service key and for fresh users,
 * and the product's bucket names.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { TestStack } from './harness.ts';

export const PASSWORD = 'Client#2026';

export function connect(stack: Pick<TestStack, 'url'>, key: string): SupabaseClient {
  return createClient(stack.url, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
}

export interface TestUser {
  id: string;
  email: string;
  client: SupabaseClient;
}

let counter = 0;

/** A confirmed user, signed in; `admin: true` makes their profile an admin's. */
export async function newUser(stack: TestStack, options: { admin?: boolean } = {}): Promise<TestUser> {
  const service = connect(stack, stack.serviceRoleKey);
  const email = `storage-${Date.now()}-${++counter}@demo.qa`;
  const created = await service.auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
  if (created.error || !created.data.user) throw new Error(`createUser failed: ${created.error?.message}`);
  const id = created.data.user.id;
  if (options.admin) await stack.db.query(`update public.profiles set role = 'admin' where id = $1`, [id]);
  return { id, email, client: await signIn(stack, email) };
}

export async function signIn(stack: TestStack, email: string): Promise<SupabaseClient> {
  const client = connect(stack, stack.anonKey);
  const { error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
  if (error) throw new Error(`sign-in of ${email} failed: ${error.message}`);
  return client;
}

/** The body of a Storage error answer as supabase-js exposes it. */
export function storageFailure(error: unknown) {
  const e = error as { status?: number; statusCode?: string; code?: string; message?: string } | null;
  return { status: e?.status, statusCode: e?.statusCode, code: e?.code, message: e?.message };
}
