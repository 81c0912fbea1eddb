-- Test runs of workflows (the /api run executor records them; realtime streams their status).

create table public.workflow_runs (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  workflow_slug text not null references public.workflows (slug) on update cascade,
  status text not null default 'queued',
  executor text not null default 'sandbox',
  input jsonb not null default '{}'::jsonb,
  output jsonb,
  error text,
  steps jsonb not null default '[]'::jsonb,
  started_at timestamptz,
  finished_at timestamptz,
  duration_ms integer,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint workflow_runs_status_check check (status in ('queued', 'running', 'succeeded', 'failed')),
  constraint workflow_runs_executor_check check (executor in ('webhook', 'sandbox')),
  constraint workflow_runs_steps_is_array check (jsonb_typeof(steps) = 'array'),
  constraint workflow_runs_input_size check (pg_column_size(input) <= 65536),
  constraint workflow_runs_duration_check check (duration_ms >= 0),
  constraint workflow_runs_timing_check check (finished_at >= started_at),
  constraint workflow_runs_error_length check (char_length(error) <= 10000)
);

comment on table public.workflow_runs is
  'Workflow runs: queued -> running -> succeeded | failed. executor webhook (an admin-configured URL) or sandbox (simulated).';
comment on column public.workflow_runs.steps is 'Log of steps: [{"name", "status", "at", "message"?}, ...].';

create index workflow_runs_user_created_idx on public.workflow_runs (user_id, created_at desc);
create index workflow_runs_user_workflow_created_idx on public.workflow_runs (user_id, workflow_slug, created_at desc);
create index workflow_runs_workflow_slug_idx on public.workflow_runs (workflow_slug);
-- The executor picks up unfinished runs after a restart.
create index workflow_runs_unfinished_idx on public.workflow_runs (created_at) where status in ('queued', 'running');

create trigger workflow_runs_set_updated_at
before update on public.workflow_runs
for each row execute function public.set_updated_at();

alter table public.workflow_runs enable row level security;

create policy "workflow_runs: read own, admins read all"
on public.workflow_runs for select
to authenticated
using (user_id = (select auth.uid()) or (select public.is_admin()));

-- A client queues runs of the workflows it owns; an admin may run any workflow.
create policy "workflow_runs: queue a run of an owned workflow"
on public.workflow_runs for insert
to authenticated
with check (
  (user_id = (select auth.uid()) and status = 'queued' and started_at is null and finished_at is null
    and output is null and error is null and public.owns_workflow(workflow_slug))
  or (select public.is_admin())
);

-- No update policy: only the executor (service role) moves a run forward and records its result.

create policy "workflow_runs: admins remove"
on public.workflow_runs for delete
to authenticated
using ((select public.is_admin()));
