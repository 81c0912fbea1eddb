-- Customer support's ticket times without reading every ticket of the period (issue 43;
-- docs/performance.md, "Dashboard figures at volume"). support_ticket_times (20261201040000) read the
-- first response and resolution of each ticket of the period (8,200 at 1,000,000 messages) for its exact
-- median and p90. Now, as the knowledge bot's latencies are read (20261204010000, whose helpers this calls
-- as they are):
-- 1. private.support_ticket_time_bands: per client, workflow, measure ('first_response', 'resolution'),
--    Doha day of the ticket's opening and band (private.value_band: the band private.latency_band gives the
--    value's whole milliseconds, eight per power of two), how many tickets have a time there;
-- 2. private.support_ticket_time_values: the same per exact value (ms, as kept), the band's tickets in
--    order: a band's tickets of equal times (a bot answering in the same second, sessions closed after
--    the same while) are one line, not one read each;
-- 3. both are kept by statement triggers on private.support_tickets as the ticket triggers of
--    20261201040000 write it (inserted, recomputed, moved to another workflow, deleted, emptied): each
--    changed ticket's times counted out of their old lines and into their new ones in one upsert per
--    table, in key order, emptied lines removed;
-- 4. support_ticket_times (same signature, same answer to the digit) reads the whole Doha days of the
--    period from the band lines and the tickets of the two days it cuts (private.dashboard_whole_days),
--    finds the band of each rank percentile_cont interpolates between from the counts, then reads only
--    that band's value lines of the whole days (one index range per band) and the cut days' tickets in
--    it, and interpolates as percentile_cont does (double precision, lo + (pos - lo) * (hi - lo)).
-- 5. the escalation queue (support_escalation_queue, same signature and answer) read each escalated
--    conversation, its ticket and its customer's last message by key: three lookups per queued ticket,
--    twice a page (PostgREST's page, then its count). Now each open escalation is kept whole in
--    private.support_escalations (what the queue shows, the last message's text and moment), written
--    with its ticket (triggers on private.support_tickets) and when what it copies changes alone (a
--    conversation's names or topic, the last message's text), and the queue reads one index range of it.

-- A value's band (-2 without one): private.latency_band of its whole part, the values below the integers
-- in band -1 and above them in the highest band; band b holds [value_band_from(b), value_band_from(b + 1)).
-- PL/pgSQL: as a SQL function (not inlined, its search_path set) calling another, it cost ten times
-- private.latency_band per call (2.1 s for 10,000 values on a loaded machine). Computed when a ticket is
-- written (below), never per row read.
create function private.value_band(v double precision) returns integer
language plpgsql immutable parallel safe set search_path = ''
as $$
begin
  return case
    when v is null then -2
    when v < -2147483648 then -1
    when v >= 2147483647 then private.latency_band(2147483647)
    else private.latency_band(floor(v)::integer)
  end;
end;
$$;

-- The lowest value of band b: -infinity for band -1, past the highest band NaN (above every number in
-- PostgreSQL's order, so that the highest band holds every value up to +infinity).
create function private.value_band_from(b integer) returns double precision
language sql immutable parallel safe set search_path = ''
as $$
  select case
    when b <= -1 then '-infinity'::double precision
    when b > private.latency_band(2147483647) then 'NaN'::double precision
    else private.latency_band_from(b)::double precision
  end
$$;

-- Each ticket's bands, computed when it is written (the cut days' tickets are counted per band). A
-- generated column cannot read another: the resolution's is resolution_ms' expression (20261201040000).
alter table private.support_tickets
  add column first_response_band integer generated always as (private.value_band(first_response_ms)) stored,
  add column resolution_band integer generated always as (private.value_band(
    case when status = 'resolved' and ended_at is not null
      then (extract(epoch from (ended_at - started_at)) * 1000)::double precision end)) stored;

-- The period index, with the bands (the cut days' tickets read index-only).
drop index private.support_tickets_period_idx;
create index support_tickets_period_idx on private.support_tickets (user_id, workflow_slug, started_at)
  include (handling, status, channel, satisfaction, first_response_ms, resolution_ms, first_response_band, resolution_band);

create table private.support_ticket_time_bands (
  user_id uuid not null,
  workflow_slug text not null,
  measure text not null,
  day date not null,
  band integer not null,
  tickets bigint not null,
  primary key (user_id, workflow_slug, measure, day, band)
);

comment on table private.support_ticket_time_bands is
  'The first responses and resolutions of private.support_tickets per client, workflow, measure, Doha day of opening and band (private.value_band), kept by triggers on it; read by public.support_ticket_times.';

create table private.support_ticket_time_values (
  user_id uuid not null,
  workflow_slug text not null,
  measure text not null,
  band integer not null,
  day date not null,
  value double precision not null,
  tickets bigint not null,
  -- A band's lines of a period: one range.
  primary key (user_id, workflow_slug, measure, band, day, value)
);

comment on table private.support_ticket_time_values is
  'The first responses and resolutions of private.support_tickets per client, workflow, measure, band, Doha day of opening and value, kept by triggers on it; read by public.support_ticket_times for the bands that hold a percentile.';

-- Counts tickets' times in (p_signs 1) or out (-1), given as parallel arrays, a time per element: grouped
-- by line and upserted in key order (two writers lock shared lines in one order), emptied lines removed.
create function private.count_support_ticket_times(
  p_users uuid[], p_workflows text[], p_measures text[], p_days date[], p_values double precision[], p_bands integer[],
  p_signs integer[]
) returns void
language plpgsql security definer set search_path = ''
as $$
begin
  if coalesce(cardinality(p_users), 0) = 0 then
    return;
  end if;
  insert into private.support_ticket_time_bands as l (user_id, workflow_slug, measure, day, band, tickets)
  select u.user_id, u.workflow_slug, u.measure, u.day, u.band, sum(u.sign)
  from unnest(p_users, p_workflows, p_measures, p_days, p_bands, p_signs) as u(user_id, workflow_slug, measure, day, band, sign)
  group by 1, 2, 3, 4, 5
  having sum(u.sign) <> 0
  order by 1, 2, 3, 4, 5
  on conflict (user_id, workflow_slug, measure, day, band) do update set tickets = l.tickets + excluded.tickets;
  insert into private.support_ticket_time_values as l (user_id, workflow_slug, measure, band, day, value, tickets)
  select u.user_id, u.workflow_slug, u.measure, u.band, u.day, u.value, sum(u.sign)
  from unnest(p_users, p_workflows, p_measures, p_days, p_values, p_bands, p_signs)
    as u(user_id, workflow_slug, measure, day, value, band, sign)
  group by 1, 2, 3, 4, 5, 6
  having sum(u.sign) <> 0
  order by 1, 2, 3, 4, 5, 6
  on conflict (user_id, workflow_slug, measure, band, day, value) do update set tickets = l.tickets + excluded.tickets;
  if exists (select from unnest(p_signs) as s(sign) where s.sign < 0) then
    delete from private.support_ticket_time_bands l
    using (select distinct u.user_id, u.workflow_slug, u.measure, u.day, u.band
           from unnest(p_users, p_workflows, p_measures, p_days, p_bands) as u(user_id, workflow_slug, measure, day, band)) k
    where l.user_id = k.user_id and l.workflow_slug = k.workflow_slug and l.measure = k.measure and l.day = k.day
      and l.band = k.band and l.tickets = 0;
    delete from private.support_ticket_time_values l
    using (select distinct u.user_id, u.workflow_slug, u.measure, u.band, u.day, u.value
           from unnest(p_users, p_workflows, p_measures, p_days, p_values, p_bands) as u(user_id, workflow_slug, measure, day, value, band)) k
    where l.user_id = k.user_id and l.workflow_slug = k.workflow_slug and l.measure = k.measure and l.band = k.band
      and l.day = k.day and l.value = k.value and l.tickets = 0;
  end if;
end;
$$;

revoke all on function private.count_support_ticket_times(uuid[], text[], text[], date[], double precision[], integer[], integer[]) from public;

-- The times of the tickets a statement on private.support_tickets wrote: the old rows' counted out and
-- the new rows' in, but for tickets whose client, workflow, opening and times did not change (the
-- recomputation of a conversation rewrites its row for any new message).
create function private.support_tickets_time_lines() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  users uuid[];
  workflows text[];
  measures text[];
  days date[];
  vals double precision[];
  bands integer[];
  signs integer[];
begin
  if tg_op = 'INSERT' then
    select array_agg(n.user_id), array_agg(n.workflow_slug), array_agg(m.measure), array_agg(private.doha_day(n.started_at)),
           array_agg(m.value), array_agg(m.band), array_agg(1)
      into users, workflows, measures, days, vals, bands, signs
    from new_rows n
    cross join lateral (values ('first_response', n.first_response_ms, n.first_response_band),
                               ('resolution', n.resolution_ms, n.resolution_band)) as m(measure, value, band)
    where m.value is not null;
  elsif tg_op = 'DELETE' then
    select array_agg(o.user_id), array_agg(o.workflow_slug), array_agg(m.measure), array_agg(private.doha_day(o.started_at)),
           array_agg(m.value), array_agg(m.band), array_agg(-1)
      into users, workflows, measures, days, vals, bands, signs
    from old_rows o
    cross join lateral (values ('first_response', o.first_response_ms, o.first_response_band),
                               ('resolution', o.resolution_ms, o.resolution_band)) as m(measure, value, band)
    where m.value is not null;
  else
    select array_agg(c.user_id), array_agg(c.workflow_slug), array_agg(m.measure), array_agg(private.doha_day(c.started_at)),
           array_agg(m.value), array_agg(m.band), array_agg(c.sign)
      into users, workflows, measures, days, vals, bands, signs
    from (
      select o.user_id, o.workflow_slug, o.started_at, o.first_response_ms, o.resolution_ms, o.first_response_band,
             o.resolution_band, -1 as sign
      from old_rows o
      where not exists (select from new_rows n where n.session_id = o.session_id
                          and (n.user_id, n.workflow_slug, n.started_at, n.first_response_ms, n.resolution_ms)
                              is not distinct from (o.user_id, o.workflow_slug, o.started_at, o.first_response_ms, o.resolution_ms))
      union all
      select n.user_id, n.workflow_slug, n.started_at, n.first_response_ms, n.resolution_ms, n.first_response_band,
             n.resolution_band, 1
      from new_rows n
      where not exists (select from old_rows o where o.session_id = n.session_id
                          and (n.user_id, n.workflow_slug, n.started_at, n.first_response_ms, n.resolution_ms)
                              is not distinct from (o.user_id, o.workflow_slug, o.started_at, o.first_response_ms, o.resolution_ms))
    ) c
    cross join lateral (values ('first_response', c.first_response_ms, c.first_response_band),
                               ('resolution', c.resolution_ms, c.resolution_band)) as m(measure, value, band)
    where m.value is not null;
  end if;
  perform private.count_support_ticket_times(users, workflows, measures, days, vals, bands, signs);
  return null;
end;
$$;

create trigger support_tickets_time_lines_insert after insert on private.support_tickets
referencing new table as new_rows for each statement execute function private.support_tickets_time_lines();
create trigger support_tickets_time_lines_update after update on private.support_tickets
referencing old table as old_rows new table as new_rows for each statement execute function private.support_tickets_time_lines();
create trigger support_tickets_time_lines_delete after delete on private.support_tickets
referencing old table as old_rows for each statement execute function private.support_tickets_time_lines();

create function private.support_tickets_time_lines_truncated() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  delete from private.support_ticket_time_bands;
  delete from private.support_ticket_time_values;
  delete from private.support_escalations;
  return null;
end;
$$;

create trigger support_tickets_time_lines_truncate after truncate on private.support_tickets
for each statement execute function private.support_tickets_time_lines_truncated();

-- The lines of the tickets already kept.
select private.count_support_ticket_times(array_agg(t.user_id), array_agg(t.workflow_slug), array_agg(m.measure),
                                          array_agg(private.doha_day(t.started_at)), array_agg(m.value), array_agg(m.band),
                                          array_agg(1))
from private.support_tickets t
cross join lateral (values ('first_response', t.first_response_ms, t.first_response_band),
                           ('resolution', t.resolution_ms, t.resolution_band)) as m(measure, value, band)
where m.value is not null
having count(*) > 0;

-- The open escalations: each ticket still escalated with what the queue shows of it.
create table private.support_escalations (
  session_id uuid primary key,
  user_id uuid not null,
  workflow_slug text not null,
  customer_name text,
  customer_contact text,
  channel text not null,
  topic text,
  started_at timestamptz not null,
  last_customer_message_id uuid,
  last_customer_message text,
  -- The customer's last message's moment, or the opening without one: the queue waits since then.
  waiting_since timestamptz not null,
  agent_joined_at timestamptz
);

comment on table private.support_escalations is
  'The tickets of private.support_tickets still escalated, with their conversation''s names and topic and their customer''s last message, kept by triggers; read by public.support_escalation_queue.';

create index support_escalations_queue_idx on private.support_escalations (user_id, workflow_slug);

-- Recomputes the open escalations of conversations p_sessions from their tickets, conversations and
-- last messages: kept while escalated, removed otherwise.
create function private.refresh_support_escalations(p_sessions uuid[]) returns void
language plpgsql security definer set search_path = ''
as $$
begin
  if coalesce(cardinality(p_sessions), 0) = 0 then
    return;
  end if;
  delete from private.support_escalations e
  where e.session_id = any (p_sessions)
    and not exists (select from private.support_tickets t where t.session_id = e.session_id and t.status = 'escalated');
  insert into private.support_escalations as e
    (session_id, user_id, workflow_slug, customer_name, customer_contact, channel, topic, started_at,
     last_customer_message_id, last_customer_message, waiting_since, agent_joined_at)
  select t.session_id, t.user_id, t.workflow_slug, s.customer_name, s.customer_contact, t.channel, s.topic, t.started_at,
         t.last_customer_message_id, c.content, coalesce(c.created_at, t.started_at), t.person_wrote_at
  from private.support_tickets t
  join public.chat_sessions s on s.id = t.session_id
  left join public.chat_messages c on c.id = t.last_customer_message_id
  where t.session_id = any (p_sessions) and t.status = 'escalated'
  order by t.session_id
  on conflict (session_id) do update
    set user_id = excluded.user_id, workflow_slug = excluded.workflow_slug, customer_name = excluded.customer_name,
        customer_contact = excluded.customer_contact, channel = excluded.channel, topic = excluded.topic,
        started_at = excluded.started_at, last_customer_message_id = excluded.last_customer_message_id,
        last_customer_message = excluded.last_customer_message, waiting_since = excluded.waiting_since,
        agent_joined_at = excluded.agent_joined_at
    where (e.user_id, e.workflow_slug, e.customer_name, e.customer_contact, e.channel, e.topic, e.started_at,
           e.last_customer_message_id, e.last_customer_message, e.waiting_since, e.agent_joined_at)
          is distinct from (excluded.user_id, excluded.workflow_slug, excluded.customer_name, excluded.customer_contact,
           excluded.channel, excluded.topic, excluded.started_at, excluded.last_customer_message_id,
           excluded.last_customer_message, excluded.waiting_since, excluded.agent_joined_at);
end;
$$;

revoke all on function private.refresh_support_escalations(uuid[]) from public;

-- The tickets a statement on private.support_tickets wrote whose queue row may change (escalated before
-- or after, and a column the queue copies changed).
create function private.support_tickets_escalations() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  sessions uuid[];
begin
  if tg_op = 'INSERT' then
    select array_agg(n.session_id) into sessions from new_rows n where n.status = 'escalated';
  elsif tg_op = 'DELETE' then
    select array_agg(o.session_id) into sessions from old_rows o where o.status = 'escalated';
  else
    select array_agg(distinct c.session_id) into sessions
    from old_rows o join new_rows n on n.session_id = o.session_id
    cross join lateral (values (o.session_id), (n.session_id)) as c(session_id)
    where (o.status = 'escalated' or n.status = 'escalated')
      and (o.user_id, o.workflow_slug, o.status, o.channel, o.started_at, o.person_wrote_at, o.last_customer_message_id)
          is distinct from (n.user_id, n.workflow_slug, n.status, n.channel, n.started_at, n.person_wrote_at,
                            n.last_customer_message_id);
  end if;
  perform private.refresh_support_escalations(sessions);
  return null;
end;
$$;

create trigger support_tickets_escalations_insert after insert on private.support_tickets
referencing new table as new_rows for each statement execute function private.support_tickets_escalations();
create trigger support_tickets_escalations_update after update on private.support_tickets
referencing old table as old_rows new table as new_rows for each statement execute function private.support_tickets_escalations();
create trigger support_tickets_escalations_delete after delete on private.support_tickets
referencing old table as old_rows for each statement execute function private.support_tickets_escalations();

-- What the queue copies that no ticket holds: a conversation's names and topic (its ticket's triggers
-- leave them), its customer's last message's text.
create function private.chat_sessions_support_escalations() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  sessions uuid[];
begin
  select array_agg(n.id) into sessions
  from old_rows o join new_rows n on n.id = o.id
  where (o.customer_name, o.customer_contact, o.topic) is distinct from (n.customer_name, n.customer_contact, n.topic)
    and exists (select from private.support_escalations e where e.session_id = n.id);
  perform private.refresh_support_escalations(sessions);
  return null;
end;
$$;

create trigger chat_sessions_support_escalations_update after update on public.chat_sessions
referencing old table as old_rows new table as new_rows for each statement execute function private.chat_sessions_support_escalations();

create function private.chat_messages_support_escalations() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  sessions uuid[];
begin
  select array_agg(distinct e.session_id) into sessions
  from old_rows o join new_rows n on n.id = o.id
  join private.support_escalations e on e.last_customer_message_id = n.id
  where o.content is distinct from n.content;
  perform private.refresh_support_escalations(sessions);
  return null;
end;
$$;

-- Named after the ticket triggers (chat_messages_support_tickets_*): a statement's tickets are
-- recomputed first.
create trigger chat_messages_support_tickets_update_escalations after update on public.chat_messages
referencing old table as old_rows new table as new_rows for each statement execute function private.chat_messages_support_escalations();

-- The open escalations already there.
select private.refresh_support_escalations(array_agg(t.session_id))
from private.support_tickets t where t.status = 'escalated' having count(*) > 0;

-- One measure's spread over the tickets opened in [p_from, p_to): how many have a time, and the
-- percentiles at p_fractions as percentile_cont computes them (null without a time). The tickets of
-- the at most two days the range cuts are read from the kept rows, the whole days' from the lines.
-- A range whose whole days hold at most p_read_at_once timed tickets reads its tickets at once and lets
-- percentile_cont compute them, as the knowledge bot's spreads do (20261204010000): at that size one
-- statement over the kept rows costs less than the lines' three (docs/performance.md); both ways give
-- the same answer (backend/test/figures-support-kept.test.ts runs both).
create function private.support_ticket_time_spread(p_user_id uuid, p_workflow_slug text, p_measure text,
                                                   p_from timestamptz, p_to timestamptz, p_fractions numeric[],
                                                   p_read_at_once integer default 3000)
returns table (rows bigint, percentiles double precision[])
language plpgsql stable set search_path = ''
as $$
declare
  w record;
  cut double precision[];
  cut_bands integer[];
  -- The whole days' tickets per band, read once: they decide the way and feed the lines' way.
  line_bands integer[];
  line_counts bigint[];
begin
  select * into w from private.dashboard_whole_days(p_from, p_to);
  select array_agg(l.band), array_agg(l.n) into line_bands, line_counts
  from (
    select l.band, sum(l.tickets)::bigint as n
    from private.support_ticket_time_bands l
    where l.user_id = p_user_id and l.workflow_slug = p_workflow_slug and l.measure = p_measure
      and l.day >= w.first_day and l.day < w.last_day
    group by l.band
  ) l;
  if coalesce((select sum(n) from unnest(line_counts) as n), 0) <= p_read_at_once then
    return query
      select count(x.v), percentile_cont(p_fractions::double precision[]) within group (order by x.v)
      from (
        select case p_measure when 'first_response' then t.first_response_ms else t.resolution_ms end as v
        from private.support_tickets t
        where t.user_id = p_user_id and t.workflow_slug = p_workflow_slug and t.started_at >= p_from
          and t.started_at < p_to
      ) x
      where x.v is not null;
    return;
  end if;
  select array_agg(c.v), array_agg(c.band) into cut, cut_bands
  from (
    select case p_measure when 'first_response' then t.first_response_ms else t.resolution_ms end as v,
           case p_measure when 'first_response' then t.first_response_band else t.resolution_band end as band
    from private.support_tickets t
    where t.user_id = p_user_id and t.workflow_slug = p_workflow_slug and t.started_at >= p_from and t.started_at < w.days_from
    union all
    select case p_measure when 'first_response' then t.first_response_ms else t.resolution_ms end,
           case p_measure when 'first_response' then t.first_response_band else t.resolution_band end
    from private.support_tickets t
    where t.user_id = p_user_id and t.workflow_slug = p_workflow_slug and t.started_at >= greatest(w.days_to, p_from)
      and t.started_at < p_to
  ) c
  where c.v is not null;
  return query
    with h as materialized (
      select x.band, sum(x.n)::bigint as n
      from (
        select u.band, u.n from unnest(line_bands, line_counts) as u(band, n)
        union all
        select c.band, 1 from unnest(cut_bands) as c(band)
      ) x
      group by x.band),
    t as (select coalesce(sum(h.n), 0)::bigint as n from h),
    -- A band holds the ranks [before, before + n) of the period's times in order.
    b as (select h.band, h.n, (sum(h.n) over (order by h.band))::bigint - h.n as before from h),
    -- The two ranks percentile_cont interpolates between for each fraction.
    f as (
      select x.o, x.f::double precision * (t.n - 1)::double precision as pos
      from t cross join unnest(p_fractions) with ordinality as x(f, o)
      where t.n > 0),
    k as (
      select r.k, b.band, r.k - b.before as at
      from (select floor(f.pos)::bigint as k from f union select ceil(f.pos)::bigint from f) r
      join b on r.k >= b.before and r.k < b.before + b.n),
    -- The needed bands' values in order, each with how many times are up to it (whole days' value lines,
    -- one range per band, and the cut days' times).
    v as materialized (
      select y.band, y.value, (sum(y.n) over (partition by y.band order by y.value))::bigint as upto
      from (
        select x.band, x.value, sum(x.n) as n
        from (
          select nb.band, l.value, l.tickets as n
          from (select distinct k.band from k) nb
          cross join lateral (
            select l.value, l.tickets
            from private.support_ticket_time_values l
            where l.user_id = p_user_id and l.workflow_slug = p_workflow_slug and l.measure = p_measure
              and l.band = nb.band and l.day >= w.first_day and l.day < w.last_day
            offset 0) l
          union all
          select c.band, c.v, 1
          from unnest(cut, cut_bands) as c(v, band)
          where c.band in (select k.band from k)
        ) x
        group by x.band, x.value
      ) y),
    kv as (
      select k.k, (select v.value from v where v.band = k.band and v.upto > k.at order by v.value limit 1) as value
      from k)
    select t.n,
           (select array_agg(case when floor(f.pos) = ceil(f.pos) then lo.value
                                  else lo.value + ((f.pos - floor(f.pos)) * (hi.value - lo.value)) end
                             order by f.o)
            from f join kv lo on lo.k = floor(f.pos)::bigint join kv hi on hi.k = ceil(f.pos)::bigint)
    from t;
end;
$$;

-- Same signature and answer as 20261201040000's, from the time lines (above).
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
    select m.measure, s.rows, s.percentiles
    from (values (1, 'first_response'), (2, 'resolution')) as m(o, measure)
    cross join lateral private.support_ticket_time_spread(p_user_id, p_workflow_slug, m.measure,
                                                          p_as_of - make_interval(days => p_days), p_as_of, p_fractions) s
    order by m.o;
end;
$$;

-- Same signature and answer as 20261201040000's, from the kept open escalations (one index range).
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
    select e.session_id, e.customer_name, e.customer_contact, e.channel, e.topic, e.started_at, e.last_customer_message,
           (extract(epoch from (p_as_of - e.waiting_since)) * 1000)::double precision, e.agent_joined_at
    from private.support_escalations e
    where e.user_id = p_user_id and e.workflow_slug = p_workflow_slug;
end;
$$;
