import type { Database } from '../../db/port.ts';
import type { TableInfo } from './metadata.ts';

/**
 * Stack-local change capture. Hosted Supabase streams changes from the WAL; PGlite cannot do logical
 * decoding, so on both engines we capture with row triggers instead. Everything lives in the
 * `_realtime` schema created here, never in supabase/migrations, so the app's migrations stay exactly
 * what runs on a hosted project.
 *
 * The trigger stores the row image in `_realtime.changes` and NOTIFYs only the id: NOTIFY payloads
 * are limited to 8,000 bytes, rows are not.
 */
export const CHANGES_CHANNEL = '_realtime_changes';
export const TRIGGER_NAME = '_realtime_capture';

const SETUP_SQL = `
create schema if not exists _realtime;
revoke all on schema _realtime from public;

create table if not exists _realtime.changes (
  id bigserial primary key,
  schema_name text not null,
  table_name text not null,
  op text not null,
  new_row jsonb,
  old_row jsonb,
  committed_at timestamptz not null default now()
);
revoke all on _realtime.changes from public;

-- security definer: the writer (anon/authenticated via the data API) must not need rights on _realtime.
create or replace function _realtime.capture_change() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  change_id bigint;
begin
  insert into _realtime.changes (schema_name, table_name, op, new_row, old_row)
  values (
    tg_table_schema, tg_table_name, tg_op,
    case when tg_op <> 'DELETE' then to_jsonb(new) end,
    case when tg_op <> 'INSERT' then to_jsonb(old) end
  )
  returning id into change_id;
  perform pg_notify('${CHANGES_CHANNEL}', change_id::text);
  return null;
end $$;
revoke all on function _realtime.capture_change() from public;

-- Which of several subscriber identities may SELECT one row, in one round trip: for each identity it
-- switches role and JWT claims exactly as PostgREST does (set_config, transaction-local) and runs the
-- primary-key lookup, so RLS policies decide. Not security definer on purpose: set_config('role')
-- is refused inside security-definer functions, and the caller is the superuser anyway.
-- Returns one character per identity: t (visible) or f.
create or replace function _realtime.visible_to(p_query text, p_key jsonb, p_identities jsonb)
returns text language plpgsql as $$
declare
  ident jsonb;
  seen boolean;
  result text := '';
begin
  for ident in select value from jsonb_array_elements(p_identities) loop
    begin
      perform set_config('role', ident->>'role', true);
      perform set_config('request.jwt.claims', ident->>'claims', true);
      execute p_query into seen using p_key;
    exception when others then
      seen := false;
    end;
    result := result || case when seen then 't' else 'f' end;
  end loop;
  perform set_config('role', 'none', true);
  perform set_config('request.jwt.claims', '', true);
  return result;
end $$;
revoke all on function _realtime.visible_to(text, jsonb, jsonb) from public;
`;

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Creates the capture objects and makes the triggers match the publication: one trigger on every
 * table of supabase_realtime, none elsewhere. Idempotent; run at every start after migrations.
 */
export async function installChangeCapture(db: Database): Promise<{ schema: string; table: string }[]> {
  await db.exec(SETUP_SQL);
  const { rows: published } = await db.query<{ schemaname: string; tablename: string }>(
    `select schemaname, tablename from pg_publication_tables where pubname = 'supabase_realtime'`,
  );
  const { rows: existing } = await db.query<{ schemaname: string; tablename: string }>(
    `select n.nspname as schemaname, c.relname as tablename
     from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
     where t.tgname = $1 and not t.tgisinternal`,
    [TRIGGER_NAME],
  );
  const key = (r: { schemaname: string; tablename: string }) => `${r.schemaname}.${r.tablename}`;
  const wanted = new Set(published.map(key));
  const statements: string[] = [];
  for (const r of existing) {
    if (!wanted.has(key(r))) {
      statements.push(
        `drop trigger if exists ${TRIGGER_NAME} on ${quoteIdent(r.schemaname)}.${quoteIdent(r.tablename)};`,
      );
    }
  }
  for (const r of published) {
    statements.push(
      `create or replace trigger ${TRIGGER_NAME} after insert or update or delete on ${quoteIdent(r.schemaname)}.${quoteIdent(r.tablename)} for each row execute function _realtime.capture_change();`,
    );
  }
  if (statements.length) await db.exec(statements.join('\n'));
  return published.map((r) => ({ schema: r.schemaname, table: r.tablename }));
}

/**
 * A table's own visibility function: the same check as `_realtime.visible_to`, but with the lookup
 * written out as static SQL, so PL/pgSQL plans it once per session and reuses the plan for every
 * identity of a role (EXECUTE would plan the RLS-expanded query for each one: 5-10x slower, worst on
 * PGlite). If any identity's check raises, every identity is checked again in its own subtransaction.
 */
export async function installVisibilityFunction(db: Database, info: TableInfo): Promise<boolean> {
  if (!info.keyCondition) return false;
  const loop = (guarded: boolean) => `
    for ident in select value from jsonb_array_elements(p_identities) loop
      ${guarded ? 'begin' : ''}
        if ident->>'role' is distinct from active_role then
          perform set_config('role', ident->>'role', true);
          active_role := ident->>'role';
        end if;
        perform set_config('request.jwt.claims', ident->>'claims', true);
        seen := exists(${info.keyCondition});
      ${
        guarded
          ? `exception when others then
        seen := false;
        active_role := ''; -- the failed subtransaction's settings were rolled back
      end;`
          : ''
      }
      result := result || case when seen then 't' else 'f' end;
    end loop;`;
  await db.exec(`
create or replace function ${info.visibilityFunction}(p_key jsonb, p_identities jsonb)
returns text language plpgsql as $$
declare
  ident jsonb;
  seen boolean;
  result text := '';
  active_role text := '';
begin
  begin
    ${loop(false)}
  exception when others then
    result := '';
    active_role := '';
    ${loop(true)}
  end;
  perform set_config('role', 'none', true);
  perform set_config('request.jwt.claims', '', true);
  return result;
end $$;
revoke all on function ${info.visibilityFunction}(jsonb, jsonb) from public;
comment on function ${info.visibilityFunction}(jsonb, jsonb) is 'Realtime: which identities may select a row of ${info.schema}.${info.table}';`);
  return true;
}
