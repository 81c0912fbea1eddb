-- Audit trail of what administrators (and the system) change: roles, ownership of workflows, request
-- decisions, the catalogue and execution settings. Written only by a security-definer trigger.

create table public.audit_log (
  id bigint generated always as identity primary key,
  occurred_at timestamptz not null default now(),
  actor_id uuid,
  actor_role text,
  action text not null,
  table_name text not null,
  record_id text,
  old_data jsonb,
  new_data jsonb,
  constraint audit_log_action_check check (action in ('INSERT', 'UPDATE', 'DELETE'))
);

comment on table public.audit_log is 'Who changed what (admin-relevant tables). actor_id = auth.uid() of the request, null for the system.';
comment on column public.audit_log.actor_id is 'No foreign key on purpose: the trail outlives deleted users.';

create index audit_log_occurred_idx on public.audit_log (occurred_at desc);
create index audit_log_record_idx on public.audit_log (table_name, record_id);
create index audit_log_actor_idx on public.audit_log (actor_id);

-- TG_ARGV[0] names the key column when it is not `id`.
create function public.write_audit_log()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  old_row jsonb;
  new_row jsonb;
begin
  if tg_op <> 'INSERT' then old_row := to_jsonb(old); end if;
  if tg_op <> 'DELETE' then new_row := to_jsonb(new); end if;
  insert into public.audit_log (actor_id, actor_role, action, table_name, record_id, old_data, new_data)
  values (
    (select auth.uid()),
    coalesce((select auth.role()), session_user),
    tg_op,
    tg_table_name,
    coalesce(new_row, old_row) ->> coalesce(tg_argv[0], 'id'),
    old_row,
    new_row
  );
  return null;
end;
$$;

create trigger profiles_audit_role
after update of role on public.profiles
for each row
when (old.role is distinct from new.role)
execute function public.write_audit_log();

create trigger client_workflows_audit
after insert or update or delete on public.client_workflows
for each row execute function public.write_audit_log();

create trigger workflows_audit
after insert or update or delete on public.workflows
for each row execute function public.write_audit_log('slug');

create trigger workflow_execution_settings_audit
after insert or update or delete on public.workflow_execution_settings
for each row execute function public.write_audit_log('workflow_slug');

create trigger workflow_access_requests_audit_decision
after update of status on public.workflow_access_requests
for each row
when (old.status is distinct from new.status)
execute function public.write_audit_log();

create trigger workflow_control_requests_audit_decision
after update of status on public.workflow_control_requests
for each row
when (old.status is distinct from new.status)
execute function public.write_audit_log();

create trigger custom_workflow_requests_audit_decision
after update of status on public.custom_workflow_requests
for each row
when (old.status is distinct from new.status)
execute function public.write_audit_log();

alter table public.audit_log enable row level security;

create policy "audit_log: admins read" on public.audit_log for select
to authenticated
using ((select public.is_admin()));

-- No insert, update or delete policy: only the trigger above writes, and nobody rewrites history.
