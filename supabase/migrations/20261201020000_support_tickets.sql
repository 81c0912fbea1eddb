-- Customer support automation's figures (docs/architecture.md, "Dashboard figures"): a conversation is
-- a ticket, and who handled it needs its messages as well as its status (a person who wrote in a
-- resolved conversation makes it escalated), which no day count of one table can say. So, as the
-- dashboard's `ticketsOf` (remotes/rag/src/common/tickets.ts) reads a ticket:
-- 1. private.support_tickets: the tickets of a client's workflow opened in [p_from, p_to), each with
--    its handling ('escalated' when escalated or a person wrote in it, else 'automated' when resolved,
--    'abandoned' when abandoned, 'open' otherwise), its first response (ms from the customer's first
--    message to the next reply of the bot or a person; same instant: by id) and its resolution (ms from
--    opening to closing, resolved tickets only);
-- 2. public.support_ticket_counts: the tickets of the period and the one before per handling, status
--    and channel, and of the period per Doha day and handling, with their ratings;
-- 3. public.support_ticket_times: the spread (percentiles) of the period's first responses and
--    resolutions;
-- 4. public.support_escalation_queue: every ticket still escalated, with the customer's last message,
--    how long they have waited since it (or since opening) and when a person first wrote: a set the
--    table pages, sorts, searches, counts and exports through PostgREST (rpc with range and order).
-- 1 reads a period's conversations through (user_id, workflow_slug, started_at) and each one's
-- messages through (session_id, created_at, id): the cost grows with a period's tickets, not with the
-- history. 4 reads the escalated tickets through the partial index below, whatever the history.
-- Same readers and rules as every dashboard function: the client itself or an administrator, aal2
-- once enrolled (private.dashboard_reader_may_read); a bad argument answers no rows.

create index if not exists chat_sessions_escalated_idx
  on public.chat_sessions (user_id, workflow_slug) where status = 'escalated';

create function private.support_tickets(p_user_id uuid, p_workflow_slug text, p_from timestamptz, p_to timestamptz)
returns table (id uuid, started_at timestamptz, status text, channel text, handling text, satisfaction integer,
               first_response_ms double precision, resolution_ms double precision)
language sql stable set search_path = ''
as $$
  select s.id, s.started_at, s.status, s.channel,
         case
           when s.status = 'escalated'
             or exists (select from public.chat_messages m where m.session_id = s.id and m.role = 'agent')
             then 'escalated'
           when s.status = 'resolved' then 'automated'
           when s.status = 'abandoned' then 'abandoned'
           else 'open'
         end,
         s.satisfaction,
         (select (extract(epoch from (r.created_at - q.created_at)) * 1000)::double precision
          from (select m.created_at, m.id from public.chat_messages m
                where m.session_id = s.id and m.role = 'customer'
                order by m.created_at, m.id limit 1) q
          cross join lateral (
            select m.created_at from public.chat_messages m
            where m.session_id = s.id and m.role in ('assistant', 'agent')
              and (m.created_at, m.id) > (q.created_at, q.id)
            order by m.created_at, m.id limit 1) r),
         case when s.status = 'resolved' and s.ended_at is not null
           then (extract(epoch from (s.ended_at - s.started_at)) * 1000)::double precision end
  from public.chat_sessions s
  where s.user_id = p_user_id and s.workflow_slug = p_workflow_slug
    and s.started_at >= p_from and s.started_at < p_to
$$;

-- Lines of the period ('current') and the one before ('previous') per handling, status and channel
-- (day null), and of the period per Doha day and handling ('day'; status and channel '').
create function public.support_ticket_counts(
  p_workflow_slug text,
  p_as_of timestamptz default now(),
  p_days integer default 30,
  p_user_id uuid default auth.uid()
)
returns table (period text, day date, handling text, status text, channel text, tickets bigint, rated bigint,
               satisfaction_sum bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  period_length interval;
begin
  if p_workflow_slug is null or p_as_of is null or p_days is null or p_days not between 1 and 366
     or not private.dashboard_reader_may_read(p_user_id) then
    return;
  end if;
  period_length := make_interval(days => p_days);
  return query
    with t as (
      select x.*, case when x.started_at >= p_as_of - period_length then 'current' else 'previous' end as period
      from private.support_tickets(p_user_id, p_workflow_slug, p_as_of - 2 * period_length, p_as_of) x
    )
    select t.period, null::date, t.handling, t.status, t.channel, count(*), count(t.satisfaction),
           coalesce(sum(t.satisfaction), 0)::bigint
    from t group by 1, 3, 4, 5
    union all
    select 'day', private.doha_day(t.started_at), t.handling, '', '', count(*), count(t.satisfaction),
           coalesce(sum(t.satisfaction), 0)::bigint
    from t where t.period = 'current' group by 2, 3;
end;
$$;

comment on function public.support_ticket_counts(text, timestamptz, integer, uuid) is
  'Customer support: the tickets (conversations) of the period and the one before per handling, status and channel, and of the period per Doha day and handling, with their ratings.';

-- The period's first responses and resolutions: how many, and the percentiles of p_fractions.
create function public.support_ticket_times(
  p_workflow_slug text,
  p_as_of timestamptz default now(),
  p_days integer default 30,
  p_fractions numeric[] default array[0.5, 0.9],
  p_user_id uuid default auth.uid()
)
returns table (measure text, rows bigint, percentiles double precision[])
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if p_workflow_slug is null or p_as_of is null or p_days is null or p_days not between 1 and 366
     or p_fractions is null or cardinality(p_fractions) not between 1 and 10
     or exists (select from unnest(p_fractions) f where f is null or f not between 0 and 1)
     or not private.dashboard_reader_may_read(p_user_id) then
    return;
  end if;
  return query
    with t as (
      select x.first_response_ms, x.resolution_ms
      from private.support_tickets(p_user_id, p_workflow_slug, p_as_of - make_interval(days => p_days), p_as_of) x
    )
    select 'first_response', count(t.first_response_ms),
           percentile_cont(p_fractions::double precision[]) within group (order by t.first_response_ms)
    from t where t.first_response_ms is not null
    union all
    select 'resolution', count(t.resolution_ms),
           percentile_cont(p_fractions::double precision[]) within group (order by t.resolution_ms)
    from t where t.resolution_ms is not null;
end;
$$;

comment on function public.support_ticket_times(text, timestamptz, integer, numeric[], uuid) is
  'Customer support: the period''s first response and resolution times (ms), how many and their percentiles.';

-- Every ticket still escalated to a person, whenever opened: what the escalation queue shows.
create function public.support_escalation_queue(
  p_workflow_slug text,
  p_as_of timestamptz default now(),
  p_user_id uuid default auth.uid()
)
returns table (id uuid, customer_name text, customer_contact text, channel text, topic text,
               started_at timestamptz, last_customer_message text, waiting_ms double precision,
               agent_joined_at timestamptz)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if p_workflow_slug is null or p_as_of is null or not private.dashboard_reader_may_read(p_user_id) then
    return;
  end if;
  return query
    select s.id, s.customer_name, s.customer_contact, s.channel, s.topic, s.started_at, c.content,
           (extract(epoch from (p_as_of - coalesce(c.created_at, s.started_at))) * 1000)::double precision,
           (select min(m.created_at) from public.chat_messages m where m.session_id = s.id and m.role = 'agent')
    from public.chat_sessions s
    left join lateral (
      select m.content, m.created_at from public.chat_messages m
      where m.session_id = s.id and m.role = 'customer'
      order by m.created_at desc, m.id desc limit 1
    ) c on true
    where s.user_id = p_user_id and s.workflow_slug = p_workflow_slug and s.status = 'escalated';
end;
$$;

comment on function public.support_escalation_queue(text, timestamptz, uuid) is
  'Customer support: the tickets still escalated to a person, each with the customer''s last message, how long they have waited (ms, as of p_as_of) and when a person first wrote.';

revoke all on function public.support_ticket_counts(text, timestamptz, integer, uuid) from public, anon;
grant execute on function public.support_ticket_counts(text, timestamptz, integer, uuid) to authenticated, service_role;
revoke all on function public.support_ticket_times(text, timestamptz, integer, numeric[], uuid) from public, anon;
grant execute on function public.support_ticket_times(text, timestamptz, integer, numeric[], uuid) to authenticated, service_role;
revoke all on function public.support_escalation_queue(text, timestamptz, uuid) from public, anon;
grant execute on function public.support_escalation_queue(text, timestamptz, uuid) to authenticated, service_role;
revoke all on function private.support_tickets(uuid, text, timestamptz, timestamptz) from public, anon, authenticated;
