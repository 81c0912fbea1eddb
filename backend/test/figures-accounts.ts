/**
 * The clients of the figures tests (figures.test.ts, figures-sources.test.ts): supabase-js clients of a
 * test stack, and fresh accounts that sign in once their rows are seeded.
 */
import { createClient } from '@supabase/supabase-js';
import { expect } from 'vitest';
import WebSocket from 'ws';
import type { TestStack } from './harness.ts';

const PASSWORD = 'Figures#2026';

/** A supabase-js client of the stack (anonymous unless another key is given). */
export const connect = (stack: TestStack, key = stack.anonKey) =>
  createClient(stack.url, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });

/** A client account, signed in once the data is seeded. */
export async function account(stack: TestStack, label: string) {
  const email = `${label}-${Date.now()}@figures.qa`;
  const service = connect(stack, stack.serviceRoleKey);
  const created = await service.auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
  const client = connect(stack);
  const signIn = async () =>
    expect((await client.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
  return { id: created.data.user?.id as string, client, signIn };
}

export type FiguresAccount = Awaited<ReturnType<typeof account>>;
