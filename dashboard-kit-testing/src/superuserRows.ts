/**
 * What a live loader should have read, read again by the superuser (no RLS) for a live test: the
 * owner's rows of a workflow, shaped as PostgREST sends them (row_to_json: timestamps and dates as
 * ISO text, numbers as numbers, jsonb as objects), so that a dashboard's figures can be computed from
 * both and compared.
 */
import type { WorkflowSlug } from '@portal/contract';
import type { DemoClient, LiveStack } from './live.ts';

export async function superuserRows<Row>(
  fixture: LiveStack,
  table: string,
  columns: readonly string[],
  who: DemoClient,
  slug: WorkflowSlug,
  /** An extra SQL condition, e.g. `created_at >= now() - interval '60 days'`. */
  where = 'true',
): Promise<Row[]> {
  return ownerRowsAsJson<Row>(
    fixture,
    `select ${columns.join(', ')} from public.${table} where user_id = $1 and workflow_slug = $2 and (${where})`,
    who,
    slug,
  );
}

/**
 * The owner's chat messages of a workflow's conversations, read as `superuserRows` reads a table
 * (messages have no workflow of their own: they are selected through their conversation). `where`
 * names the message's columns as `m.…`.
 */
export async function superuserMessages<Row>(
  fixture: LiveStack,
  columns: readonly string[],
  who: DemoClient,
  slug: WorkflowSlug,
  where = 'true',
): Promise<Row[]> {
  return ownerRowsAsJson<Row>(
    fixture,
    `select ${columns.map((c) => `m.${c}`).join(', ')} from public.chat_messages m
       join public.chat_sessions s on s.id = m.session_id
       where m.user_id = $1 and s.workflow_slug = $2 and (${where})`,
    who,
    slug,
  );
}

/** The rows of `select` ($1 the owner's id, $2 the workflow), each as PostgREST would send it. */
async function ownerRowsAsJson<Row>(
  fixture: LiveStack,
  select: string,
  who: DemoClient,
  slug: WorkflowSlug,
): Promise<Row[]> {
  const rows = await fixture.query<{ row: Row }>(`select row_to_json(x) as row from (${select}) x`, [
    fixture.session(who).userId,
    slug,
  ]);
  return rows.map((r) => r.row);
}
