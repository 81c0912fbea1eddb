-- The workflow manager and test runs (docs/product.md §1: admins have a workflow manager; clients
-- test-run workflows).
--
-- 1. Each workflow's test-run input form lives in the catalogue (workflows.input_schema, filled by the
--    generated migration *_workflow_input_fields.sql from dashboard-kit/src/catalogue/inputs.ts), and
--    workflow_input_problems() applies its rules so the API refuses bad input whatever the browser did.
-- 2. A client may start a limited number of test runs a minute (PT429 with the wait, on every path in).
-- 3. The catalogue gets the constraints an admin's edit needs to be refused with a clear reason, and
--    joins the realtime publication so an open marketplace shows an edit at once.
-- 4. client_workflows records who last changed a workflow's status and when.

-- ---------------------------------------------------------------------------------------------------
-- 1. Input schemas
-- ---------------------------------------------------------------------------------------------------

alter table public.workflows add column input_schema jsonb not null default '[]'::jsonb;
alter table public.workflows add constraint workflows_input_schema_is_array
  check (jsonb_typeof(input_schema) = 'array');

comment on column public.workflows.input_schema is
  'Fields of the test-run form: [{key, type (text|textarea|email|phone|number|url), required, label_en, label_ar, max_length?, min?, max?}].';

-- One value against one field: null when it is fine, else the rule it breaks. The same rules and patterns
-- as inputProblems() in dashboard-kit/src/catalogue/inputs.ts (a backend test runs both over the same cases).
create function private.input_value_problem(p_field jsonb, p_value jsonb)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  kind text := p_field ->> 'type';
  required boolean := coalesce((p_field ->> 'required')::boolean, false);
  v text;
  n numeric;
begin
  if p_value is null or jsonb_typeof(p_value) = 'null'
     or (jsonb_typeof(p_value) = 'string' and btrim(p_value #>> '{}', E' \t\n\r') = '') then
    return case when required then 'required' end;
  end if;
  if kind = 'number' then
    if jsonb_typeof(p_value) <> 'number' then return 'type'; end if;
    n := (p_value #>> '{}')::numeric;
    if p_field ? 'min' and n < (p_field ->> 'min')::numeric then return 'min'; end if;
    if p_field ? 'max' and n > (p_field ->> 'max')::numeric then return 'max'; end if;
    return null;
  end if;
  if jsonb_typeof(p_value) <> 'string' then return 'type'; end if;
  v := p_value #>> '{}';
  if p_field ? 'max_length' and char_length(v) > (p_field ->> 'max_length')::int then return 'tooLong'; end if;
  v := btrim(v, E' \t\n\r');
  if kind = 'email' and v !~ '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]+$' then return 'email'; end if;
  if kind = 'phone' and regexp_replace(v, '[[:space:]()-]', '', 'g') !~ '^\+?[0-9]{7,15}$' then
    return 'phone';
  end if;
  if kind = 'url' and v !~ '^https?://[^[:space:]]+$' then return 'url'; end if;
  return null;
end;
$$;

-- Every field of the workflow's form that the input breaks: [{field, rule}], empty when it is fine.
-- Security definer only to reach the private rule function; it reads nothing but the public catalogue.
create function public.workflow_input_problems(p_workflow_slug text, p_input jsonb)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    jsonb_agg(jsonb_build_object('field', f.field ->> 'key', 'rule', f.problem) order by f.position),
    '[]'::jsonb)
  from (
    select e.field, e.position, private.input_value_problem(e.field, p_input -> (e.field ->> 'key')) as problem
    from public.workflows w,
         jsonb_array_elements(w.input_schema) with ordinality as e (field, position)
    where w.slug = p_workflow_slug and jsonb_typeof(p_input) = 'object'
  ) f
  where f.problem is not null;
$$;

comment on function public.workflow_input_problems(text, jsonb) is
  'The fields of a workflow''s test-run form that p_input breaks: [{"field", "rule"}] (rule: required, type, tooLong, email, phone, url, min, max).';

-- ---------------------------------------------------------------------------------------------------
-- 2. Test-run rate limit
-- ---------------------------------------------------------------------------------------------------

-- The limit a client sees on /test-workflow-execution ("at most 10 test runs a minute").
create function public.test_run_limit_per_minute()
returns integer
language sql
immutable
set search_path = ''
as $$ select 10 $$;

create function private.limit_test_runs()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  lim integer := public.test_run_limit_per_minute();
  recent integer;
  oldest timestamptz;
  wait_seconds integer;
begin
  -- Clients only: admins, the service role (the executor, the seed) and the database itself are not limited.
  if coalesce((select auth.role()), '') <> 'authenticated' or public.is_admin() then
    return new;
  end if;
  -- Two runs started at the same moment by one client are counted one after the other.
  perform pg_advisory_xact_lock(hashtext('workflow_runs:' || new.user_id::text));
  select count(*)::int, min(created_at) into recent, oldest
  from (
    select created_at from public.workflow_runs
    where user_id = new.user_id and created_at > clock_timestamp() - interval '1 minute'
    order by created_at desc
    limit lim
  ) r;
  if recent >= lim then
    wait_seconds := greatest(1, ceil(extract(epoch from (oldest + interval '1 minute' - clock_timestamp())))::int);
    raise exception using
      errcode = 'PT429',
      message = format('You can start at most %s test runs a minute', lim),
      detail = jsonb_build_object('limit', lim, 'retry_after_seconds', wait_seconds)::text,
      hint = format('Try again in %s seconds', wait_seconds);
  end if;
  return new;
end;
$$;

create trigger workflow_runs_limit_test_runs
before insert on public.workflow_runs
for each row execute function private.limit_test_runs();

-- ---------------------------------------------------------------------------------------------------
-- 3. Catalogue edits: refused with a reason the workflow manager can name
-- ---------------------------------------------------------------------------------------------------

alter table public.workflows
  add constraint workflows_descriptions_present
    check (btrim(description_en) <> '' and btrim(description_ar) <> ''),
  add constraint workflows_name_length check (char_length(name_en) <= 100 and char_length(name_ar) <= 100),
  add constraint workflows_description_length
    check (char_length(description_en) <= 1000 and char_length(description_ar) <= 1000),
  add constraint workflows_features_match
    check (cardinality(features_en) = cardinality(features_ar) and cardinality(features_en) <= 12),
  add constraint workflows_cost_limit check (setup_cost_qar <= 10000000 and monthly_cost_qar <= 10000000),
  add constraint workflows_sort_order_check check (sort_order between 0 and 100000);

alter table public.workflows replica identity full;
alter publication supabase_realtime add table public.workflows;

-- ---------------------------------------------------------------------------------------------------
-- 4. Who changed a client's workflow status, and when
-- ---------------------------------------------------------------------------------------------------

alter table public.client_workflows
  add column status_changed_at timestamptz not null default now(),
  add column status_changed_by uuid references public.profiles (id) on delete set null;

comment on column public.client_workflows.status_changed_by is
  'Who set the current status (an admin, or the admin whose decision changed it); null = the system.';

create index client_workflows_status_changed_by_idx on public.client_workflows (status_changed_by);

update public.client_workflows set status_changed_at = updated_at;

create function private.stamp_status_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  -- The system (seed, migrations, the service role) may write the stamp itself, e.g. to backfill history;
  -- a row it adds dates from its updated_at, a status it changes without a new stamp is stamped now.
  if coalesce((select auth.role()), '') <> 'authenticated' then
    if tg_op = 'INSERT' then
      new.status_changed_at := coalesce(new.updated_at, now());
    elsif new.status is distinct from old.status
       and new.status_changed_at is not distinct from old.status_changed_at then
      new.status_changed_at := now();
      new.status_changed_by := null;
    end if;
    return new;
  end if;
  -- A signed-in caller (an admin's edit, rpc or decision) is stamped as who and when, never as they say.
  if tg_op = 'INSERT' or new.status is distinct from old.status then
    new.status_changed_at := now();
    new.status_changed_by := (select auth.uid());
  else
    new.status_changed_at := old.status_changed_at;
    new.status_changed_by := old.status_changed_by;
  end if;
  return new;
end;
$$;

create trigger client_workflows_stamp_status_change
before insert or update on public.client_workflows
for each row execute function private.stamp_status_change();

-- ---------------------------------------------------------------------------------------------------
-- Privileges (the grants migration took EXECUTE away from everything before these existed)
-- ---------------------------------------------------------------------------------------------------

revoke execute on function public.workflow_input_problems(text, jsonb) from public, anon;
grant execute on function public.workflow_input_problems(text, jsonb) to authenticated, service_role;
revoke execute on function public.test_run_limit_per_minute() from public, anon;
grant execute on function public.test_run_limit_per_minute() to authenticated, service_role;
revoke execute on function private.input_value_problem(jsonb, jsonb) from public, anon, authenticated;
revoke execute on function private.limit_test_runs() from public, anon, authenticated;
revoke execute on function private.stamp_status_change() from public, anon, authenticated;
