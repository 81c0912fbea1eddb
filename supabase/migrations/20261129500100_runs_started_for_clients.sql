-- An administrator starts a test run for a client (issue 36: /test-workflow-execution as admin): the run
-- is the client's (user_id, so it shows in the client's history and the admin's list under the client)
-- and says who started it (started_by). POST /api/workflows/:slug/runs {input, user_id} checks that the
-- caller is an admin and that the client owns the workflow; the database records the starter.

alter table public.workflow_runs
  add column started_by uuid default auth.uid() references public.profiles (id) on delete set null;

comment on column public.workflow_runs.started_by is
  'Who started the run from the portal (the client, or an admin for the client); null for engine runs the intake reported.';

create index workflow_runs_started_by_idx on public.workflow_runs (started_by) where started_by is not null;

-- Runs started before this column: each was started by its owner (an admin's Re-run ran as the admin).
update public.workflow_runs set started_by = user_id where executor <> 'engine' and started_by is null;

-- A signed-in caller is always the starter, whatever the row says (the service role, the intake and the
-- seed keep what they write).
create function private.stamp_run_starter()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if coalesce((select auth.role()), '') = 'authenticated' then
    new.started_by := (select auth.uid());
  end if;
  return new;
end;
$$;

revoke execute on function private.stamp_run_starter() from public, anon, authenticated;

create trigger workflow_runs_stamp_starter
before insert on public.workflow_runs
for each row execute function private.stamp_run_starter();

-- A run started for someone else is in the audit log (who ran what for whom).
create trigger workflow_runs_audit_started_for_client
after insert on public.workflow_runs
for each row
when (new.started_by is not null and new.started_by is distinct from new.user_id)
execute function public.write_audit_log();
