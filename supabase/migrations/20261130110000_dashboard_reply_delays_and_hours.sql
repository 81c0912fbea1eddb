-- The WhatsApp dashboards' last figures that were computed in the browser from capped rows (issue 43):
-- 1. public.dashboard_hours: a source's rows per Doha hour of the day and weekday (when customers
--    chat), read from the hour lines of 20261129400000 and the rows of the at most two hours a period
--    cuts, so its cost does not grow with the client's volume;
-- 2. public.dashboard_reply_delays: how long a customer waited for the next reply (pairs of messages,
--    as the kit's replyDelays: the first customer message of a run against the first reply of the bot
--    or a person after it), its spread over the period as public.dashboard_stats answers it;
-- 3. public.dashboard_replies: the replies sent in the period per Doha day, role, rule (reply_trigger)
--    and within or outside given opening hours (as the kit's withinHours).
-- 2 and 3 read the period's messages through a (user_id, role, created_at) index and each question's
-- neighbours through a (session_id, created_at, id) index (both added below): their cost grows with a period's
-- messages, not with the history. Same readers and period rules as the other dashboard figures
-- (docs/architecture.md, "Dashboard figures").

-- A moment on Doha's clock (UTC+3, no daylight saving), whatever the session's time zone.
create function private.doha_time(at timestamptz) returns timestamp
language sql immutable parallel safe set search_path = ''
as $$ select (at at time zone 'UTC') + interval '3 hours' $$;

create function public.dashboard_hours(
  p_source text,
  p_workflow_slug text,
  p_as_of timestamptz default now(),
  p_days integer default 30,
  p_statuses text[] default null,
  p_user_id uuid default auth.uid()
)
returns table (period text, weekday integer, hour integer, rows bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  span constant interval := make_interval(days => p_days);
  w record;
  hours_from timestamptz;
  hours_to timestamptz;
begin
  if p_as_of is null or p_days is null or p_days not between 1 and 366
     or not exists (select from private.dashboard_sources s where s.source = p_source)
     or not private.dashboard_reader_may_read(p_user_id) then
    return;
  end if;
  for w in select * from (values ('current', p_as_of - span, p_as_of), ('previous', p_as_of - 2 * span, p_as_of - span))
    as v(name, from_at, to_at)
  loop
    -- The whole UTC hours inside the period come from the hour lines; the part of an hour it cuts at
    -- either end lies in that one hour, so its rows (read from the table) are that hour's.
    hours_from := private.utc_hour(w.from_at);
    if hours_from < w.from_at then
      hours_from := hours_from + interval '1 hour';
    end if;
    hours_to := private.utc_hour(w.to_at);
    return query
      select w.name, extract(isodow from private.doha_time(p.at))::integer,
             extract(hour from private.doha_time(p.at))::integer, sum(p.rows)::bigint
      from (
        select c.hour as at, c.status, c.rows
        from private.dashboard_hour_counts c
        where c.user_id = p_user_id and c.source = p_source and c.workflow_slug = p_workflow_slug
          and c.hour >= hours_from and c.hour < hours_to
        union all
        select w.from_at, r.status, r.rows
        from private.dashboard_period_rows(p_source, p_user_id, p_workflow_slug, w.from_at, hours_from) r
        union all
        select hours_to, r.status, r.rows
        from private.dashboard_period_rows(p_source, p_user_id, p_workflow_slug, hours_to, w.to_at) r
      ) p
      where p_statuses is null or p.status = any (p_statuses)
      group by 2, 3
      having sum(p.rows) <> 0
      order by 2, 3;
  end loop;
end;
$$;

comment on function public.dashboard_hours(text, text, timestamptz, integer, text[], uuid) is
  'A dashboard source''s rows of the current and previous periods per Doha weekday (ISO, 1 = Monday) and hour of the day, from the hour lines.';

revoke all on function public.dashboard_hours(text, text, timestamptz, integer, text[], uuid) from public, anon;
grant execute on function public.dashboard_hours(text, text, timestamptz, integer, text[], uuid) to authenticated, service_role;

-- The reply delays of a client's workflow whose question was asked in [p_from, p_to): one row per
-- answered question, with its reply's role and rule. A question is a customer message whose previous
-- message (customer, bot or person; system notes do not count) is not a customer's: the first of a
-- run. Its reply is the next message of the bot or a person. Same instant: ordered by id, as the kit.
create function private.chat_reply_delays(p_user_id uuid, p_workflow_slug text, p_from timestamptz, p_to timestamptz)
returns table (asked_at timestamptz, replied_at timestamptz, ms double precision, role text, reply_trigger text)
language sql stable set search_path = ''
as $$
  select q.created_at, r.created_at, extract(epoch from r.created_at - q.created_at) * 1000, r.role, r.reply_trigger
  from public.chat_messages q
  join public.chat_sessions s on s.id = q.session_id
  cross join lateral (
    select n.created_at, n.role, n.reply_trigger
    from public.chat_messages n
    where n.session_id = q.session_id and n.role in ('assistant', 'agent')
      and (n.created_at, n.id) > (q.created_at, q.id)
    order by n.created_at, n.id
    limit 1
  ) r
  where q.user_id = p_user_id and q.created_at >= p_from and q.created_at < p_to and q.role = 'customer'
    and s.workflow_slug = p_workflow_slug
    and coalesce((
      select b.role
      from public.chat_messages b
      where b.session_id = q.session_id and b.role in ('customer', 'assistant', 'agent')
        and (b.created_at, b.id) < (q.created_at, q.id)
      order by b.created_at desc, b.id desc
      limit 1
    ), '') <> 'customer'
$$;

-- The spread of the reply delays (ms) of the questions asked in the current and previous periods, the
-- answer of public.dashboard_stats; p_automatic: only the replies a rule sent (the responder's).
create function public.dashboard_reply_delays(
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
begin
  if p_as_of is null or p_days is null or p_days not between 1 and 366 or p_automatic is null
     or p_fractions is null or cardinality(p_fractions) not between 1 and 20
     or exists (select from unnest(p_fractions) f where f is null or f not between 0 and 1)
     or cardinality(p_bounds) > 50 or array_position(p_bounds, null) is not null
     or not private.dashboard_reader_may_read(p_user_id) then
    return;
  end if;
  for w in select * from (values ('current', p_as_of - span, p_as_of), ('previous', p_as_of - 2 * span, p_as_of - span))
    as v(name, from_at, to_at)
  loop
    -- Percentiles and bands exactly as public.dashboard_stats (the kit's percentile, countInBands).
    return query
      with x as (
        select d.ms::numeric as v
        from private.chat_reply_delays(p_user_id, p_workflow_slug, w.from_at, w.to_at) d
        where not p_automatic or (d.role = 'assistant' and d.reply_trigger is not null)
      )
      select w.name, count(x.v), avg(x.v), min(x.v), max(x.v), sum(x.v),
             case when count(x.v) > 0 then percentile_cont(p_fractions::double precision[]) within group (order by x.v::double precision) end,
             case when p_bounds is not null then (
               select array_agg(coalesce(c.n, 0) order by b.i)
               from generate_series(0, cardinality(p_bounds)) as b(i)
               left join (select (select count(*) from unnest(p_bounds) u where u <= y.v) as i, count(*) as n
                          from x y group by 1) c on c.i = b.i) end
      from x;
  end loop;
end;
$$;

comment on function public.dashboard_reply_delays(text, timestamptz, integer, numeric[], numeric[], boolean, uuid) is
  'The spread (ms) of a WhatsApp workflow''s reply delays, a customer''s first message of a run to the next reply, over the questions of the current and previous periods.';

revoke all on function public.dashboard_reply_delays(text, timestamptz, integer, numeric[], numeric[], boolean, uuid) from public, anon;
grant execute on function public.dashboard_reply_delays(text, timestamptz, integer, numeric[], numeric[], boolean, uuid) to authenticated, service_role;

-- Is opening hours' JSON the kit's OpeningHours: ISO weekdays ('1' … '7') to [from, to) hours?
create function private.valid_opening_hours(p_opening jsonb) returns boolean
language sql immutable set search_path = ''
as $$
  select jsonb_typeof(p_opening) = 'object' and not exists (
    select from jsonb_each(p_opening) e
    where e.key not in ('1', '2', '3', '4', '5', '6', '7')
       or case when jsonb_typeof(e.value) = 'array'
               then jsonb_array_length(e.value) <> 2 or jsonb_typeof(e.value -> 0) <> 'number'
                    or jsonb_typeof(e.value -> 1) <> 'number'
               else true end)
$$;

-- The replies (bot or person) of a client's workflow sent in [as_of - days, as_of), per Doha day, role,
-- rule and whether Doha's clock was within p_opening (the kit's OpeningHours, e.g. DOHA_OFFICE_HOURS).
create function public.dashboard_replies(
  p_workflow_slug text,
  p_opening jsonb,
  p_as_of timestamptz default now(),
  p_days integer default 30,
  p_user_id uuid default auth.uid()
)
returns table (day date, role text, reply_trigger text, within_hours boolean, rows bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if p_as_of is null or p_days is null or p_days not between 1 and 366
     or p_opening is null or not private.valid_opening_hours(p_opening)
     or not private.dashboard_reader_may_read(p_user_id) then
    return;
  end if;
  return query
    select private.doha_day(m.created_at), m.role, coalesce(m.reply_trigger, ''),
           coalesce(extract(hour from private.doha_time(m.created_at))
                      >= (p_opening -> extract(isodow from private.doha_time(m.created_at))::text ->> 0)::numeric
                    and extract(hour from private.doha_time(m.created_at))
                      < (p_opening -> extract(isodow from private.doha_time(m.created_at))::text ->> 1)::numeric,
                    false),
           count(*)
    from public.chat_messages m
    join public.chat_sessions s on s.id = m.session_id
    where m.user_id = p_user_id and m.created_at >= p_as_of - make_interval(days => p_days) and m.created_at < p_as_of
      and m.role in ('assistant', 'agent') and s.workflow_slug = p_workflow_slug
    group by 1, 2, 3, 4
    order by 1, 2, 3, 4;
end;
$$;

comment on function public.dashboard_replies(text, jsonb, timestamptz, integer, uuid) is
  'A WhatsApp workflow''s replies of the period per Doha day, role, rule and within or outside the given opening hours.';

revoke all on function public.dashboard_replies(text, jsonb, timestamptz, integer, uuid) from public, anon;
grant execute on function public.dashboard_replies(text, jsonb, timestamptz, integer, uuid) to authenticated, service_role;

-- What the functions above ask of chat_messages, in indexes that answer it exactly (so the plan is
-- the same with or without statistics): a client's messages of one role in a period (the questions,
-- the replies), and a conversation's message just before or after one (ordered as the kit: by time,
-- then id).
create index if not exists chat_messages_user_role_created_idx on public.chat_messages (user_id, role, created_at);
create index if not exists chat_messages_session_created_id_idx on public.chat_messages (session_id, created_at, id);
