-- Workflow intake (docs/intake.md): a client's automations (n8n, Make, a script) feed the dashboards
-- through POST /api/intake/:workflow/:entity with a narrow key, one per client workflow.
--
--   intake_keys                 who may send for which client workflow (the secret's hash lives in
--                               private.intake_key_secrets, never readable through the Data API)
--   private.intake_key_usage    requests and rows per key and hour (the "last 24 h" figures)
--   workflow_data_freshness     when each client workflow's data last arrived, how often it should,
--                               and which alert episodes are open (never twice for one episode)
--   external_id                 on every table the intake writes: a re-send updates, never duplicates
--   workflow_runs.executor      'engine': a run the client's engine reported. Engine runs are real
--                               work and count in the client's figures; 'sandbox' and 'webhook' runs
--                               are test runs started from the portal and do not.

-- ---------------------------------------------------------------------------------------------------
-- Keys
-- ---------------------------------------------------------------------------------------------------

create table public.intake_keys (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  workflow_slug text not null references public.workflows (slug) on update cascade on delete cascade,
  label text not null,
  -- The first characters of the key (`pik_` + 8), enough to recognise it in a list, useless to send.
  prefix text not null,
  rate_limit_per_minute integer not null default 120,
  created_by uuid,
  created_at timestamptz not null default now(),
  last_used_at timestamptz,
  revoked_at timestamptz,
  revoked_by uuid,
  constraint intake_keys_label_length check (char_length(btrim(label)) between 1 and 100),
  constraint intake_keys_prefix_format check (prefix ~ '^pik_[A-Za-z0-9_-]{8}$'),
  constraint intake_keys_rate_check check (rate_limit_per_minute between 1 and 100000)
);

comment on table public.intake_keys is
  'Intake keys: each lets one client workflow''s engine send rows (POST /api/intake). The secret is stored only as a hash, in private.intake_key_secrets.';
comment on column public.intake_keys.rate_limit_per_minute is 'Requests a minute this key may send (429 beyond).';

create index intake_keys_user_workflow_idx on public.intake_keys (user_id, workflow_slug, created_at desc);
create index intake_keys_workflow_slug_idx on public.intake_keys (workflow_slug);

alter table public.intake_keys enable row level security;

-- A client sees its own keys (prefix, label, last used); admins see all. Keys are created by the API
-- (which shows the secret once) and revoked through revoke_intake_key(): no insert/update/delete policy.
create policy "intake_keys: read own, admins read all"
on public.intake_keys for select
to authenticated
using (user_id = (select auth.uid()) or (select public.is_admin()));

select private.require_aal2_once_enrolled('public.intake_keys');

-- Stated, not left to default privileges: clients and admins read (RLS decides), the API writes.
revoke all on public.intake_keys from anon, authenticated;
grant select on public.intake_keys to authenticated;
grant all on public.intake_keys to service_role;

create table private.intake_key_secrets (
  key_id uuid primary key references public.intake_keys (id) on delete cascade,
  -- SHA-256 of the whole key (hex). The key holds 256 random bits, so a fast hash is right here.
  secret_sha256 text not null unique
);

revoke all on private.intake_key_secrets from public, anon, authenticated;

create table private.intake_key_usage (
  key_id uuid not null references public.intake_keys (id) on delete cascade,
  hour timestamptz not null,
  requests integer not null default 0,
  rows_written integer not null default 0,
  primary key (key_id, hour)
);

revoke all on private.intake_key_usage from public, anon, authenticated;

-- The API writes these two as the service role (as it does every intake row); nothing else in
-- `private` is granted to it, and its functions keep EXECUTE revoked from public.
grant usage on schema private to service_role;
grant select, insert, update, delete on private.intake_key_secrets, private.intake_key_usage to service_role;

-- Every key operation in the audit log: creation, revocation (and a key removed with its client).
create trigger intake_keys_audit
after insert or delete on public.intake_keys
for each row execute function public.write_audit_log();

create trigger intake_keys_audit_revocation
after update of revoked_at on public.intake_keys
for each row
when (old.revoked_at is distinct from new.revoked_at)
execute function public.write_audit_log();

-- Revokes a key at once: its client or an admin. True when this call revoked it.
create function public.revoke_intake_key(p_id uuid)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  done boolean;
begin
  perform private.require_mfa_requirement_met();
  update public.intake_keys k
  set revoked_at = now(), revoked_by = (select auth.uid())
  where k.id = p_id and k.revoked_at is null
    and (k.user_id = (select auth.uid()) or (select public.is_admin()))
  returning true into done;
  return coalesce(done, false);
end;
$$;

comment on function public.revoke_intake_key(uuid) is
  'Revokes an intake key (its client or an admin); true when this call revoked it.';

revoke all on function public.revoke_intake_key(uuid) from public, anon;
grant execute on function public.revoke_intake_key(uuid) to authenticated, service_role;

-- The keys the caller may see with their use in the last 24 hours (what GET /api/intake/keys answers,
-- and what the portal reads through rpc('intake_key_overview')).
create function public.intake_key_overview(p_user_id uuid default null, p_workflow_slug text default null)
returns table (
  id uuid,
  user_id uuid,
  workflow_slug text,
  label text,
  prefix text,
  rate_limit_per_minute integer,
  created_at timestamptz,
  created_by uuid,
  last_used_at timestamptz,
  revoked_at timestamptz,
  requests_24h bigint,
  rows_24h bigint
)
language sql
stable
security definer
set search_path = ''
as $$
  select k.id, k.user_id, k.workflow_slug, k.label, k.prefix, k.rate_limit_per_minute, k.created_at,
         k.created_by, k.last_used_at, k.revoked_at,
         coalesce(sum(u.requests), 0)::bigint, coalesce(sum(u.rows_written), 0)::bigint
  from public.intake_keys k
  left join private.intake_key_usage u on u.key_id = k.id and u.hour > now() - interval '24 hours'
  where public.mfa_requirement_met()
    and (k.user_id = (select auth.uid()) or (select public.is_admin()))
    and (p_user_id is null or k.user_id = p_user_id)
    and (p_workflow_slug is null or k.workflow_slug = p_workflow_slug)
  group by k.id
  order by k.created_at desc;
$$;

revoke all on function public.intake_key_overview(uuid, text) from public, anon;
grant execute on function public.intake_key_overview(uuid, text) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------
-- external_id: the sender's own id of a row; sending it again updates the row
-- ---------------------------------------------------------------------------------------------------

do $$
declare
  t text;
begin
  foreach t in array array[
    'leads', 'campaigns', 'deals', 'social_posts', 'chat_sessions', 'orders', 'products', 'emails',
    'documents', 'hr_requests', 'job_applications', 'onboardings', 'invoices', 'financial_reports',
    'database_queries', 'dietitian_messages', 'workflow_runs'
  ] loop
    execute format('alter table public.%I add column external_id text', t);
    execute format('alter table public.%I add constraint %I check (char_length(external_id) between 1 and 200)',
      t, t || '_external_id_length');
    execute format('create unique index %I on public.%I (user_id, workflow_slug, external_id)',
      t || '_external_id_key', t);
  end loop;
end;
$$;

-- A message has no workflow of its own: it belongs to its session (which has one).
alter table public.chat_messages add column external_id text;
alter table public.chat_messages add constraint chat_messages_external_id_length
  check (char_length(external_id) between 1 and 200);
create unique index chat_messages_external_id_key on public.chat_messages (user_id, session_id, external_id);

-- ---------------------------------------------------------------------------------------------------
-- Runs the engine reports
-- ---------------------------------------------------------------------------------------------------

alter table public.workflow_runs drop constraint workflow_runs_executor_check;
alter table public.workflow_runs add constraint workflow_runs_executor_check
  check (executor in ('webhook', 'sandbox', 'engine'));

-- A client's own inserts are test runs: only the intake (as the service role) records engine runs, so a
-- client cannot add "real work" to its own figures through the Data API.
drop policy "workflow_runs: queue a run of an owned workflow" on public.workflow_runs;
create policy "workflow_runs: queue a run of an owned workflow"
on public.workflow_runs for insert
to authenticated
with check (
  (user_id = (select auth.uid()) and status = 'queued' and started_at is null and finished_at is null
    and output is null and error is null and executor <> 'engine' and public.owns_workflow(workflow_slug))
  or (select public.is_admin())
);

comment on column public.workflow_runs.executor is
  'engine: reported by the client''s workflow engine through the intake (real work, counted in the client''s figures); webhook | sandbox: a test run started from the portal (not counted).';

-- ---------------------------------------------------------------------------------------------------
-- Freshness: when data last arrived, and the alerts when it stops or runs keep failing
-- ---------------------------------------------------------------------------------------------------

create table public.workflow_data_freshness (
  user_id uuid not null,
  workflow_slug text not null,
  last_arrived_at timestamptz,
  expected_interval_minutes integer not null default 1440,
  -- Share of the engine's runs in the last 24 hours that failed (0..1) above which an alert goes out.
  failure_rate_threshold numeric(4, 3) not null default 0.5,
  -- Open alert episodes: set when the alert went out, cleared when the episode ends.
  stale_alerted_at timestamptz,
  failing_alerted_at timestamptz,
  updated_at timestamptz not null default now(),
  primary key (user_id, workflow_slug),
  constraint workflow_data_freshness_client_workflow_fkey foreign key (user_id, workflow_slug)
    references public.client_workflows (user_id, workflow_slug) on update cascade on delete cascade,
  constraint workflow_data_freshness_interval_check check (expected_interval_minutes between 1 and 525600),
  constraint workflow_data_freshness_threshold_check check (failure_rate_threshold > 0 and failure_rate_threshold <= 1)
);

comment on table public.workflow_data_freshness is
  'Per client workflow: when intake data last arrived, the expected interval and failure-rate threshold of its alerts.';

create trigger workflow_data_freshness_set_updated_at
before update on public.workflow_data_freshness
for each row execute function public.set_updated_at();

alter table public.workflow_data_freshness enable row level security;

create policy "workflow_data_freshness: read own, admins read all"
on public.workflow_data_freshness for select
to authenticated
using (user_id = (select auth.uid()) or (select public.is_admin()));

create policy "workflow_data_freshness: admins add"
on public.workflow_data_freshness for insert
to authenticated
with check ((select public.is_admin()));

create policy "workflow_data_freshness: admins set the interval and threshold"
on public.workflow_data_freshness for update
to authenticated
using ((select public.is_admin()))
with check ((select public.is_admin()));

create policy "workflow_data_freshness: admins remove"
on public.workflow_data_freshness for delete
to authenticated
using ((select public.is_admin()));

select private.require_aal2_once_enrolled('public.workflow_data_freshness');

revoke all on public.workflow_data_freshness from anon, authenticated;
grant select, insert, update, delete on public.workflow_data_freshness to authenticated;
grant all on public.workflow_data_freshness to service_role;

-- "Data last arrived" on an open workflow page follows each arrival.
alter publication supabase_realtime add table public.workflow_data_freshness;

-- One pass of the freshness check (the API process runs it every minute): alerts the administrators
-- and the client (subject to their workflow alerts setting) once per episode. Returns the alerts sent.
create function private.check_workflow_freshness()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  r record;
  sent integer := 0;
  workflow_name text;
  workflow_name_ar text;
  who text;
begin
  -- Data stopped: a live workflow whose data last arrived longer ago than its interval.
  for r in
    update public.workflow_data_freshness f
    set stale_alerted_at = now()
    from public.client_workflows cw
    where cw.user_id = f.user_id and cw.workflow_slug = f.workflow_slug and cw.status = 'live'
      and f.last_arrived_at is not null and f.stale_alerted_at is null
      and f.last_arrived_at < now() - make_interval(mins => f.expected_interval_minutes)
    returning f.user_id, f.workflow_slug, f.last_arrived_at, f.expected_interval_minutes
  loop
    select w.name_en, w.name_ar into workflow_name, workflow_name_ar from public.workflows w where w.slug = r.workflow_slug;
    who := private.display_name(r.user_id);
    insert into public.notifications (user_id, type, title, message, title_ar, message_ar, link)
    select p.id, 'warning', left('No data from ' || workflow_name, 200),
      left(format('%s: no data has arrived for %s since %s (expected every %s minutes).',
        who, workflow_name, to_char(r.last_arrived_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI "UTC"'), r.expected_interval_minutes), 2000),
      left('لا بيانات من ' || workflow_name_ar, 200),
      left(format('%s: لم تصل بيانات %s منذ %s (المتوقع كل %s دقيقة).',
        who, workflow_name_ar, to_char(r.last_arrived_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI "UTC"'), r.expected_interval_minutes), 2000),
      '/workflow-manager'
    from public.profiles p where p.role = 'admin';
    perform private.notify_user(r.user_id, 'warning',
      'No data from ' || workflow_name,
      format('No data has arrived for %s since %s (expected every %s minutes). Check your automation.',
        workflow_name, to_char(r.last_arrived_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI "UTC"'), r.expected_interval_minutes),
      'لا بيانات من ' || workflow_name_ar,
      format('لم تصل بيانات %s منذ %s (المتوقع كل %s دقيقة). تحقق من الأتمتة.',
        workflow_name_ar, to_char(r.last_arrived_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI "UTC"'), r.expected_interval_minutes),
      '/' || r.workflow_slug, true);
    sent := sent + 1;
  end loop;

  -- Failing: the engine's runs of the last 24 hours fail at or above the threshold (3 runs at least).
  for r in
    with rates as (
      select f.user_id, f.workflow_slug, f.failure_rate_threshold,
             count(*) as runs, count(*) filter (where wr.status = 'failed') as failed
      from public.workflow_data_freshness f
      join public.client_workflows cw on cw.user_id = f.user_id and cw.workflow_slug = f.workflow_slug and cw.status = 'live'
      join public.workflow_runs wr on wr.user_id = f.user_id and wr.workflow_slug = f.workflow_slug
        and wr.executor = 'engine' and wr.status in ('succeeded', 'failed')
        and wr.created_at > now() - interval '24 hours'
      where f.failing_alerted_at is null
      group by f.user_id, f.workflow_slug, f.failure_rate_threshold
    )
    update public.workflow_data_freshness f
    set failing_alerted_at = now()
    from rates
    where rates.user_id = f.user_id and rates.workflow_slug = f.workflow_slug
      and rates.runs >= 3 and rates.failed::numeric / rates.runs >= rates.failure_rate_threshold
    returning f.user_id, f.workflow_slug, rates.runs, rates.failed
  loop
    select w.name_en, w.name_ar into workflow_name, workflow_name_ar from public.workflows w where w.slug = r.workflow_slug;
    who := private.display_name(r.user_id);
    insert into public.notifications (user_id, type, title, message, title_ar, message_ar, link)
    select p.id, 'error', left(workflow_name || ' runs are failing', 200),
      left(format('%s: %s of the last %s runs of %s failed (24 hours).', who, r.failed, r.runs, workflow_name), 2000),
      left('تشغيلات ' || workflow_name_ar || ' تفشل', 200),
      left(format('%s: فشل %s من آخر %s تشغيلات لـ %s (24 ساعة).', who, r.failed, r.runs, workflow_name_ar), 2000),
      '/workflow-manager'
    from public.profiles p where p.role = 'admin';
    perform private.notify_user(r.user_id, 'error',
      workflow_name || ' runs are failing',
      format('%s of the last %s runs of %s failed in the last 24 hours.', r.failed, r.runs, workflow_name),
      'تشغيلات ' || workflow_name_ar || ' تفشل',
      format('فشل %s من آخر %s تشغيلات لـ %s خلال آخر 24 ساعة.', r.failed, r.runs, workflow_name_ar),
      '/' || r.workflow_slug, true);
    sent := sent + 1;
  end loop;

  -- A failing episode ends when the rate is back under the threshold; the next one alerts again.
  update public.workflow_data_freshness f
  set failing_alerted_at = null
  where f.failing_alerted_at is not null
    and not exists (
      select 1 from (
        select count(*) as runs, count(*) filter (where wr.status = 'failed') as failed
        from public.workflow_runs wr
        where wr.user_id = f.user_id and wr.workflow_slug = f.workflow_slug and wr.executor = 'engine'
          and wr.status in ('succeeded', 'failed') and wr.created_at > now() - interval '24 hours'
      ) x
      where x.runs >= 3 and x.failed::numeric / x.runs >= f.failure_rate_threshold
    );
  return sent;
end;
$$;

comment on function private.check_workflow_freshness() is
  'Alerts admins and clients (once per episode) when a live workflow''s intake data stopped or its engine runs fail.';

revoke all on function private.check_workflow_freshness() from public, anon, authenticated;
