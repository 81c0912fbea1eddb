-- The WhatsApp reply delays without pairing messages when the dashboard reads them (issue 43;
-- docs/performance.md, "Dashboard figures at volume"). 20261130110000 paired each customer question of a
-- period with its next reply at read time: two index lookups per question, 2.4 s for both periods at
-- 1,000,000 messages. Now each question's delay is kept when its messages are written:
-- 1. private.chat_reply_delays (a table where the function of 20261130110000 was): one row per question
--    (a customer's first message of a run), with its reply once there is one, as the kit's replyDelays
--    pairs them (docs/architecture.md, "Dashboard figures");
-- 2. statement triggers on chat_messages (transition tables) recompute the questions of the conversations
--    a statement touched, from the last question before its earliest changed message onwards (only that
--    question's reply can lie after a change: a later question needs a reply before it), so a reply
--    written out of order, a whole conversation inserted in one statement, an edited, moved or deleted
--    message all leave every question paired as a fresh computation would; a conversation moved to
--    another workflow takes its questions along, and TRUNCATE empties the table;
-- 3. public.dashboard_reply_delays (same signature and answer) reads a period's delays from one index
--    that holds them (user, workflow, moment asked; delay, reply role and rule included): no message and
--    no conversation is read; the cost is one index range and one sort of the period's delays (exact
--    percentiles need them all), not the history.

drop function private.chat_reply_delays(uuid, text, timestamptz, timestamptz);

create table private.chat_reply_delays (
  question_id uuid primary key,
  session_id uuid not null,
  user_id uuid not null,
  workflow_slug text not null,
  asked_at timestamptz not null,
  -- The reply (the next message of the bot or a person); all null while the question waits for one.
  reply_id uuid,
  replied_at timestamptz,
  -- The delay in microseconds (the clock's own unit): exact, and summed, averaged and compared as an
  -- integer (numeric arithmetic on a period's delays cost about 4 times as much).
  delay_us bigint,
  reply_role text,
  reply_trigger text
);

comment on table private.chat_reply_delays is
  'Each customer question of a conversation (first message of a run) with its next reply and the delay in microseconds, kept by triggers on chat_messages; read by public.dashboard_reply_delays.';

-- A conversation's questions in order (where a change's recomputation starts), and a period's answered
-- questions with what the figures need of them (an index-only read).
create index chat_reply_delays_session_asked_idx on private.chat_reply_delays (session_id, asked_at);
create index chat_reply_delays_period_idx on private.chat_reply_delays (user_id, workflow_slug, asked_at)
  include (delay_us, reply_role, reply_trigger) where delay_us is not null;

-- Recomputes the questions of conversations p_sessions asked from the last question before p_since (the
-- earliest moment a statement changed in each, same order) onwards. The conversations are locked first
-- (the lock every new message's counter takes), so that two writers of one conversation recompute one
-- after the other, the second seeing the first's messages (read committed: each statement below reads
-- what is committed when it starts).
create function private.refresh_chat_reply_delays(p_sessions uuid[], p_since timestamptz[]) returns void
language plpgsql security definer set search_path = ''
as $$
declare
  sessions uuid[];
  starts timestamptz[];
begin
  perform from public.chat_sessions s where s.id = any (p_sessions) order by s.id for no key update of s;
  select array_agg(c.session_id), array_agg(coalesce((
           select max(d.asked_at) from private.chat_reply_delays d
           where d.session_id = c.session_id and d.asked_at < c.since), c.since))
    into sessions, starts
  from unnest(p_sessions, p_since) as c(session_id, since);
  delete from private.chat_reply_delays d
  using unnest(sessions, starts) as c(session_id, start)
  where d.session_id = c.session_id and d.asked_at >= c.start;
  -- A question is a customer message whose previous message (customer, bot or person; system notes do
  -- not count) is not a customer's; its reply the next message of the bot or a person. Same instant:
  -- ordered by id, as the kit.
  insert into private.chat_reply_delays
    (question_id, session_id, user_id, workflow_slug, asked_at, reply_id, replied_at, delay_us, reply_role, reply_trigger)
  select q.id, q.session_id, q.user_id, s.workflow_slug, q.created_at, r.id, r.created_at,
         (extract(epoch from r.created_at - q.created_at) * 1000000)::bigint, r.role, r.reply_trigger
  from unnest(sessions, starts) as c(session_id, start)
  join public.chat_messages q on q.session_id = c.session_id and q.created_at >= c.start and q.role = 'customer'
  join public.chat_sessions s on s.id = q.session_id
  left join lateral (
    select n.id, n.created_at, n.role, n.reply_trigger
    from public.chat_messages n
    where n.session_id = q.session_id and n.role in ('assistant', 'agent')
      and (n.created_at, n.id) > (q.created_at, q.id)
    order by n.created_at, n.id
    limit 1
  ) r on true
  where coalesce((
      select b.role
      from public.chat_messages b
      where b.session_id = q.session_id and b.role in ('customer', 'assistant', 'agent')
        and (b.created_at, b.id) < (q.created_at, q.id)
      order by b.created_at desc, b.id desc
      limit 1
    ), '') <> 'customer';
end;
$$;

revoke all on function private.refresh_chat_reply_delays(uuid[], timestamptz[]) from public;

-- The conversations a statement on chat_messages touched, each from its earliest changed message (before
-- and after an update: a message moved in time or to another conversation changes both places). An
-- update of nothing a question depends on (the text) changes nothing.
create function private.chat_messages_reply_delays() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  sessions uuid[];
  since timestamptz[];
begin
  if tg_op = 'INSERT' then
    select array_agg(c.session_id order by c.session_id), array_agg(c.since order by c.session_id) into sessions, since
    from (select n.session_id, min(n.created_at) as since from new_rows n group by 1) c;
  elsif tg_op = 'DELETE' then
    select array_agg(c.session_id order by c.session_id), array_agg(c.since order by c.session_id) into sessions, since
    from (select o.session_id, min(o.created_at) as since from old_rows o group by 1) c;
  else
    select array_agg(c.session_id order by c.session_id), array_agg(c.since order by c.session_id) into sessions, since
    from (
      select m.session_id, min(m.created_at) as since
      from (
        select o.session_id, o.created_at from old_rows o join new_rows n on n.id = o.id
        where (o.session_id, o.user_id, o.role, o.created_at, o.reply_trigger)
              is distinct from (n.session_id, n.user_id, n.role, n.created_at, n.reply_trigger)
        union all
        select n.session_id, n.created_at from old_rows o join new_rows n on n.id = o.id
        where (o.session_id, o.user_id, o.role, o.created_at, o.reply_trigger)
              is distinct from (n.session_id, n.user_id, n.role, n.created_at, n.reply_trigger)
      ) m
      group by 1
    ) c;
  end if;
  if sessions is not null then
    perform private.refresh_chat_reply_delays(sessions, since);
  end if;
  return null;
end;
$$;

create trigger chat_messages_reply_delays_insert after insert on public.chat_messages
referencing new table as new_rows for each statement execute function private.chat_messages_reply_delays();
create trigger chat_messages_reply_delays_update after update on public.chat_messages
referencing old table as old_rows new table as new_rows for each statement execute function private.chat_messages_reply_delays();
create trigger chat_messages_reply_delays_delete after delete on public.chat_messages
referencing old table as old_rows for each statement execute function private.chat_messages_reply_delays();

create function private.chat_messages_reply_delays_truncated() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  delete from private.chat_reply_delays;
  return null;
end;
$$;

create trigger chat_messages_reply_delays_truncate after truncate on public.chat_messages
for each statement execute function private.chat_messages_reply_delays_truncated();

-- A conversation moved to another workflow (or its workflow's slug renamed, on update cascade) takes
-- its questions along. (A deleted conversation's messages go with it, and their trigger their questions.)
create function private.chat_sessions_reply_delays_move() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  update private.chat_reply_delays d set workflow_slug = n.workflow_slug
  from old_rows o join new_rows n on n.id = o.id
  where d.session_id = n.id and n.workflow_slug is distinct from o.workflow_slug;
  return null;
end;
$$;

create trigger chat_sessions_reply_delays_move after update on public.chat_sessions
referencing old table as old_rows new table as new_rows
for each statement execute function private.chat_sessions_reply_delays_move();

-- The questions of the messages already there.
select private.refresh_chat_reply_delays(array_agg(c.id), array_agg(c.since))
from (select m.session_id as id, min(m.created_at) as since from public.chat_messages m group by 1) c
having count(*) > 0;

-- The spread of the reply delays (ms) of the questions asked in the current and previous periods, the
-- answer of public.dashboard_stats; p_automatic: only the replies a rule sent (the responder's). Same
-- answer as 20261130110000's, read from the kept delays.
create or replace function public.dashboard_reply_delays(
  p_workflow_slug text,
  p_as_of timestamptz default now(),
  p_days integer default 30,
  p_fractions numeric[] default array[0.5, 0.95],
  p_bounds numeric[] default null,
  p_automatic boolean default false,
  p_user_id uuid default auth.uid()
)
returns table (period text, rows bigint, mean numeric, min numeric, max numeric, sum numeric,
               percentiles double precision[], bands bigint[])
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  span constant interval := make_interval(days => p_days);
  w record;
  bounds_us bigint[];
begin
  if p_as_of is null or p_days is null or p_days not between 1 and 366 or p_automatic is null
     or p_fractions is null or cardinality(p_fractions) not between 1 and 20
     or exists (select from unnest(p_fractions) f where f is null or f not between 0 and 1)
     or cardinality(p_bounds) > 50 or array_position(p_bounds, null) is not null
     or not private.dashboard_reader_may_read(p_user_id) then
    return;
  end if;
  -- A delay is in band i when i bounds are at most it (countInBands): in microseconds, a bound of b ms
  -- is reached by the delays of at least ceil(1000 b) µs; width_bucket counts them in the sorted bounds.
  bounds_us := (select array_agg(greatest(least(ceil(u * 1000), 9223372036854775807), -9223372036854775808)::bigint order by u)
                from unnest(p_bounds) u);
  for w in select * from (values ('current', p_as_of - span, p_as_of), ('previous', p_as_of - 2 * span, p_as_of - span))
    as v(name, from_at, to_at)
  loop
    -- The figures of 20261130110000 (ms as numbers, percentiles over the ms as double precision as
    -- public.dashboard_stats and the kit's percentile), from the microseconds; bands only when asked for.
    return query
      select w.name, count(d.delay_us), avg(d.delay_us) / 1000, min(d.delay_us) / 1000.0, max(d.delay_us) / 1000.0,
             sum(d.delay_us) / 1000.0,
             case when count(d.delay_us) > 0
                  then percentile_cont(p_fractions::double precision[]) within group (order by d.delay_us / 1000.0::double precision) end,
             case when p_bounds is not null then (
               select array_agg(coalesce(c.n, 0) order by b.i)
               from generate_series(0, cardinality(p_bounds)) as b(i)
               left join (select coalesce(width_bucket(y.delay_us, bounds_us), 0) as i, count(*) as n
                          from private.chat_reply_delays y
                          where y.user_id = p_user_id and y.workflow_slug = p_workflow_slug
                            and y.asked_at >= w.from_at and y.asked_at < w.to_at and y.delay_us is not null
                            and (not p_automatic or (y.reply_role = 'assistant' and y.reply_trigger is not null))
                          group by 1) c on c.i = b.i) end
      from private.chat_reply_delays d
      where d.user_id = p_user_id and d.workflow_slug = p_workflow_slug
        and d.asked_at >= w.from_at and d.asked_at < w.to_at and d.delay_us is not null
        and (not p_automatic or (d.reply_role = 'assistant' and d.reply_trigger is not null));
  end loop;
end;
$$;
