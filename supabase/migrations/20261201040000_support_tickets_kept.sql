-- Customer support's tickets at the same cost whatever a client's volume (issue 43; docs/performance.md,
-- "Dashboard figures at volume"). 20261201020000 read each ticket of a period's messages when the
-- dashboard asked (three index lookups a ticket: 394 ms for the 4,110 tickets of two periods at 127,000
-- messages). Now each ticket's facts are kept as its conversation and messages are written:
-- 1. private.support_tickets (a table where the function of 20261201020000 was): one row per
--    conversation, with what the figures count of it: its moment, status, channel and rating (copied from
--    chat_sessions), when a person first wrote, its first response and its resolution, and its handling
--    (generated from the status and the person: the rule of docs/architecture.md, "Dashboard figures",
--    in one place). The first response is the kept delay of its first question
--    (private.chat_reply_delays, 20261201030000): the customer's first message is always a question (no
--    customer's message is before it), and a question's reply is the bot's or a person's next message,
--    the same instant ordered by id, exactly the ticket's first response;
-- 2. statement triggers (transition tables) on chat_sessions and chat_messages recompute the rows of the
--    conversations a statement touched, whole (a conversation's few messages, by index), so a whole
--    conversation inserted in one statement, a reply written out of order, an edited, moved or deleted
--    message, a conversation edited, moved to another workflow or deleted all leave each row as a fresh
--    computation would; TRUNCATE empties what it must. The message triggers are named after the reply
--    delays' (chat_messages_reply_delays_*): triggers of one event fire in name order, so the delays a
--    row reads are already recomputed;
-- 3. support_ticket_counts and support_ticket_times (same signatures and answers) read a period's tickets
--    from one index range that holds what they count (index-only); the escalation queue reads each
--    escalated ticket's row and its customer's last message by key.

drop function private.support_tickets(uuid, text, timestamptz, timestamptz);

create table private.support_tickets (
  session_id uuid primary key,
  user_id uuid not null,
  workflow_slug text not null,
  started_at timestamptz not null,
  ended_at timestamptz,
  status text not null,
  channel text not null,
  satisfaction integer,
  -- From the messages: when a person first wrote, the first response (ms; null until a reply), and the
  -- customer's last message (the queue's).
  person_wrote_at timestamptz,
  first_response_ms double precision,
  last_customer_message_id uuid,
  handling text not null generated always as (
    case
      when status = 'escalated' or person_wrote_at is not null then 'escalated'
      when status = 'resolved' then 'automated'
      when status = 'abandoned' then 'abandoned'
      else 'open'
    end) stored,
  resolution_ms double precision generated always as (
    case when status = 'resolved' and ended_at is not null
      then (extract(epoch from (ended_at - started_at)) * 1000)::double precision end) stored
);

comment on table private.support_tickets is
  'Each conversation as a customer support ticket (handling, first response, resolution), kept by triggers on chat_sessions and chat_messages; read by public.support_ticket_counts, support_ticket_times and support_escalation_queue.';

-- A period's tickets with all the figures count of them: one index-only range.
create index support_tickets_period_idx on private.support_tickets (user_id, workflow_slug, started_at)
  include (handling, status, channel, satisfaction, first_response_ms, resolution_ms);

-- Recomputes the rows of conversations p_sessions, whole: gone with their conversation, or as the
-- conversation, its messages and its first question's kept delay say. The conversations are locked first
-- (as the reply delays do) so that two writers of one conversation recompute one after the other.
create function private.refresh_support_tickets(p_sessions uuid[]) returns void
language plpgsql security definer set search_path = ''
as $$
begin
  perform from public.chat_sessions s where s.id = any (p_sessions) order by s.id for no key update of s;
  delete from private.support_tickets t
  where t.session_id = any (p_sessions) and not exists (select from public.chat_sessions s where s.id = t.session_id);
  insert into private.support_tickets as t
    (session_id, user_id, workflow_slug, started_at, ended_at, status, channel, satisfaction, person_wrote_at,
     first_response_ms, last_customer_message_id)
  select s.id, s.user_id, s.workflow_slug, s.started_at, s.ended_at, s.status, s.channel, s.satisfaction,
         (select min(m.created_at) from public.chat_messages m where m.session_id = s.id and m.role = 'agent'),
         (select d.delay_us::double precision / 1000 from private.chat_reply_delays d
          where d.session_id = s.id order by d.asked_at, d.question_id limit 1),
         (select m.id from public.chat_messages m where m.session_id = s.id and m.role = 'customer'
          order by m.created_at desc, m.id desc limit 1)
  from public.chat_sessions s
  where s.id = any (p_sessions)
  order by s.id
  on conflict (session_id) do update
    set user_id = excluded.user_id, workflow_slug = excluded.workflow_slug, started_at = excluded.started_at,
        ended_at = excluded.ended_at, status = excluded.status, channel = excluded.channel,
        satisfaction = excluded.satisfaction, person_wrote_at = excluded.person_wrote_at,
        first_response_ms = excluded.first_response_ms, last_customer_message_id = excluded.last_customer_message_id
    where (t.user_id, t.workflow_slug, t.started_at, t.ended_at, t.status, t.channel, t.satisfaction, t.person_wrote_at,
           t.first_response_ms, t.last_customer_message_id)
          is distinct from (excluded.user_id, excluded.workflow_slug, excluded.started_at, excluded.ended_at, excluded.status,
           excluded.channel, excluded.satisfaction, excluded.person_wrote_at, excluded.first_response_ms,
           excluded.last_customer_message_id);
end;
$$;

revoke all on function private.refresh_support_tickets(uuid[]) from public;

-- The conversations a statement on chat_messages touched (before and after an update: a message moved to
-- another conversation changes both). An update of the text alone changes nothing a row holds.
create function private.chat_messages_support_tickets() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  sessions uuid[];
begin
  if tg_op = 'INSERT' then
    select array_agg(distinct n.session_id) into sessions from new_rows n;
  elsif tg_op = 'DELETE' then
    select array_agg(distinct o.session_id) into sessions from old_rows o;
  else
    select array_agg(distinct c.session_id) into sessions
    from old_rows o join new_rows n on n.id = o.id
    cross join lateral (values (o.session_id), (n.session_id)) as c(session_id)
    where (o.session_id, o.role, o.created_at) is distinct from (n.session_id, n.role, n.created_at);
  end if;
  if sessions is not null then
    perform private.refresh_support_tickets(sessions);
  end if;
  return null;
end;
$$;

create trigger chat_messages_support_tickets_insert after insert on public.chat_messages
referencing new table as new_rows for each statement execute function private.chat_messages_support_tickets();
create trigger chat_messages_support_tickets_update after update on public.chat_messages
referencing old table as old_rows new table as new_rows for each statement execute function private.chat_messages_support_tickets();
create trigger chat_messages_support_tickets_delete after delete on public.chat_messages
referencing old table as old_rows for each statement execute function private.chat_messages_support_tickets();

-- No message left: no person wrote, no response, no customer's message (the delays are gone too).
create function private.chat_messages_support_tickets_truncated() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  update private.support_tickets set person_wrote_at = null, first_response_ms = null, last_customer_message_id = null
  where person_wrote_at is not null or first_response_ms is not null or last_customer_message_id is not null;
  return null;
end;
$$;

create trigger chat_messages_support_tickets_truncate after truncate on public.chat_messages
for each statement execute function private.chat_messages_support_tickets_truncated();

-- The conversations a statement on chat_sessions inserted, deleted or changed in what a row holds (not
-- the message counter every new message updates, nor the names and topic, which the queue reads from
-- the conversation itself).
create function private.chat_sessions_support_tickets() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  sessions uuid[];
begin
  if tg_op = 'INSERT' then
    select array_agg(n.id) into sessions from new_rows n;
  elsif tg_op = 'DELETE' then
    select array_agg(o.id) into sessions from old_rows o;
  else
    select array_agg(distinct c.id) into sessions
    from old_rows o join new_rows n on n.id = o.id
    cross join lateral (values (o.id), (n.id)) as c(id)
    where (o.user_id, o.workflow_slug, o.started_at, o.ended_at, o.status, o.channel, o.satisfaction)
          is distinct from (n.user_id, n.workflow_slug, n.started_at, n.ended_at, n.status, n.channel, n.satisfaction);
  end if;
  if sessions is not null then
    perform private.refresh_support_tickets(sessions);
  end if;
  return null;
end;
$$;

create trigger chat_sessions_support_tickets_insert after insert on public.chat_sessions
referencing new table as new_rows for each statement execute function private.chat_sessions_support_tickets();
create trigger chat_sessions_support_tickets_update after update on public.chat_sessions
referencing old table as old_rows new table as new_rows for each statement execute function private.chat_sessions_support_tickets();
create trigger chat_sessions_support_tickets_delete after delete on public.chat_sessions
referencing old table as old_rows for each statement execute function private.chat_sessions_support_tickets();

create function private.chat_sessions_support_tickets_truncated() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  delete from private.support_tickets;
  return null;
end;
$$;

create trigger chat_sessions_support_tickets_truncate after truncate on public.chat_sessions
for each statement execute function private.chat_sessions_support_tickets_truncated();

-- The tickets of the conversations already there.
select private.refresh_support_tickets(array_agg(s.id)) from public.chat_sessions s having count(*) > 0;

-- Same answer as 20261201020000's, from the kept tickets.
create or replace function public.support_ticket_counts(
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
      select x.started_at, x.handling, x.status, x.channel, x.satisfaction,
             case when x.started_at >= p_as_of - period_length then 'current' else 'previous' end as period
      from private.support_tickets x
      where x.user_id = p_user_id and x.workflow_slug = p_workflow_slug
        and x.started_at >= p_as_of - 2 * period_length and x.started_at < p_as_of
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

create or replace function public.support_ticket_times(
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
      from private.support_tickets x
      where x.user_id = p_user_id and x.workflow_slug = p_workflow_slug
        and x.started_at >= p_as_of - make_interval(days => p_days) and x.started_at < p_as_of
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

create or replace function public.support_escalation_queue(
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
           t.person_wrote_at
    from public.chat_sessions s
    join private.support_tickets t on t.session_id = s.id
    left join public.chat_messages c on c.id = t.last_customer_message_id
    where s.user_id = p_user_id and s.workflow_slug = p_workflow_slug and s.status = 'escalated';
end;
$$;
