/**
 * What the write benches (support-writes.ts, knowledge-writes.ts) share: a client of their own, and on
 * PostgreSQL a connection of their own that counts its functions' time (track_functions = all) and, when
 * asked, logs the plan of each nested statement of 300 ms or more (auto_explain).
 */
import { createClient } from '@supabase/supabase-js';
import pg from 'pg';
import WebSocket from 'ws';
import type { Engine } from '../src/db/port.ts';
import type { TestStack } from '../test/harness.ts';

/** On PostgreSQL, a connection that counts its functions' time (and explains slow statements when `explain`). */
export async function directConnection(stack: TestStack, engine: Engine, explain: boolean) {
  if (engine !== 'postgres') return undefined;
  const direct = new pg.Client({ connectionString: stack.storage.env.DATABASE_URL });
  await direct.connect();
  await direct.query(`set track_functions = 'all'`);
  if (explain) {
    await direct.query(`load 'auto_explain'`);
    await direct.query(`set auto_explain.log_min_duration = 300; set auto_explain.log_analyze = on;
      set auto_explain.log_nested_statements = on; set auto_explain.log_level = notice`);
    direct.on('notice', (n) => console.log(n.message));
  }
  return direct;
}

/** A new client (auth user) named after the bench, with the given workflows; its id. */
export async function benchClient(stack: TestStack, name: string, workflows: string[]) {
  const service = createClient(stack.url, stack.serviceRoleKey, {
    auth: { persistSession: false },
    realtime: { transport: WebSocket as never },
  });
  const created = await service.auth.admin.createUser({
    email: `${name}-${Date.now()}@bench.qa`,
    email_confirm: true,
  });
  const userId = created.data.user?.id as string;
  await stack.db.query(
    `insert into public.client_workflows (user_id, workflow_slug) select $1, w from unnest($2::text[]) as w`,
    [userId, workflows],
  );
  return userId;
}
