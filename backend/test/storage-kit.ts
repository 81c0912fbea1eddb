/**
 * What the Storage tests share: a stack, supabase-js clients for the service key and for fresh users,
 * and the product's bucket names.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { loadConfig, REPO_ROOT } from '../src/config.ts';
import type { Engine } from '../src/db/port.ts';
import { createTestStorage, type TestStack, type TestStorage } from './harness.ts';

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

export interface StackProcess {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  storageDir: string;
  child: ChildProcess;
  /** Starts the stack again on the same database and storage directory (after stop or a kill). */
  restart(): Promise<StackProcess>;
  /** SIGTERM, then deletes the database and the storage directory. */
  stop(): Promise<void>;
}

/**
 * `npm start`'s stack (src/main.ts) in a process of its own, on a fresh copy of the seeded database and
 * a storage directory of its own, on a free port: for a kill -9, and for benchmarks where the client
 * must not share the server's thread.
 */
export async function startStackProcess(
  engine: Engine,
  env: Record<string, string> = {},
  reuse?: { storage: TestStorage; storageDir: string },
): Promise<StackProcess> {
  const storage = reuse?.storage ?? (await createTestStorage(engine));
  const storageDir = reuse?.storageDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'portal-storage-process-'));
  const fullEnv = {
    ...process.env,
    ...storage.env,
    HOST: '127.0.0.1',
    API_PORT: '0',
    STORAGE_DIR: storageDir,
    ...env,
  };
  const { anonKey, serviceRoleKey } = loadConfig(fullEnv);
  // node itself, with tsx as a loader: the tsx command would run the server in a child of its own,
  // which a SIGKILL of ours would never reach.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(REPO_ROOT, 'backend'),
    env: fullEnv,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /API URL\s+(\S+)/.exec(out);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', (code) =>
      reject(new Error(`the stack exited (${code}) before it was ready:\n${out}`)),
    );
  });
  child.stdout?.resume();
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  return {
    url,
    anonKey,
    serviceRoleKey,
    storageDir,
    child,
    async restart() {
      child.kill('SIGTERM');
      await exited;
      return startStackProcess(engine, env, { storage, storageDir });
    },
    async stop() {
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(storageDir, { recursive: true, force: true });
      await storage.dispose();
    },
  };
}
