-- The knowledge bots' latency spread and replies per day and model without reading every reply of the
-- period (issue 43; docs/performance.md, "Dashboard figures at volume"). The latency spread
-- (dashboard_stats of `chat_answers`) and rag_answer_spreads read every kept reply of a period
-- (20261202010000): about 41,000 at 1,000,000 messages, 410 at 10,000. Now:
-- 1. private.knowledge_reply_days: one line per client, workflow, Doha day, model and latency band with
--    the replies, fallbacks and latency sum of its replies, kept by the same statement triggers on
--    chat_messages that keep private.knowledge_replies (each change of a kept reply is counted out of its
--    line and into its new one, in key order, as the day lines of 20261129200000 are; an emptied line is
--    removed): a conversation moved to another workflow moves its counts, TRUNCATE empties them.
-- 2. A latency band (private.latency_band) is a range of integer milliseconds, eight per power of two
--    (each about 9-12% wide), so that a day holds a few lines per model whatever its replies.
-- 3. A period reads its whole Doha days from the lines and only the replies of the two days it cuts
--    (private.dashboard_whole_days, the rule private.dashboard_window reads the day lines by, now one
--    helper for both), and finds each order statistic exactly: the band that holds its rank from the
--    lines' counts, then that band's latencies of the period alone, one range per day of an index on
--    (user, workflow, day, latency), every group (day, model or period) in one pass
--    (private.knowledge_grouped_spreads). Percentiles are computed as
--    percentile_cont computes them (linear interpolation between the two ranks around f·(n−1), in double
--    precision), the minimum and maximum are ranks 0 and n−1, the mean the numeric division of the exact
--    sum by the count (avg of an integer), a band of p_bounds the counts below two bounds: the same
--    answer to the digit (backend/test/figures-rag-kept.test.ts compares them with SQL over the messages).
-- dashboard_stats answers `chat_answers`' latency (measure 'value', without p_statuses) from them, a
-- special case of that one source (its other reads still read the kept rows, kept_rows_sql), and
-- rag_answer_spreads reads them per day and per model. Signatures and answers do not change. (Named after
-- 20261203020000_support_ticket_day_lines.sql, whose registry helpers it builds on.)

-- A latency's band: below 8 ms the millisecond itself, then eight bands per power of two (the value's
-- three leading bits); a negative latency is band -1, a reply without one band -2 (counted, not timed).
create function private.latency_band(v integer) returns integer
language sql immutable parallel safe set search_path = ''
as $$
  select case
    when v is null then -2
    when v < 0 then -1
    when v < 8 then v
    else (
      select 8 * (b.e - 2) + (v >> (b.e - 3)) - 8
      from (
        -- floor(log2 v), corrected where the floating logarithm rounds across a power of two.
        select case when (1::bigint << a.e) > v then a.e - 1 when (1::bigint << (a.e + 1)) <= v then a.e + 1 else a.e end as e
        from (select floor(ln(v::double precision) / ln(2::double precision))::integer as e) a
      ) b)
  end
$$;

-- The lowest latency of band b (b >= -1); band b's latencies are [private.latency_band_from(b),
-- private.latency_band_from(b + 1)).
create function private.latency_band_from(b integer) returns bigint
language sql immutable parallel safe set search_path = ''
as $$
  select case when b = -1 then -2147483648 when b < 8 then b else (b % 8 + 8)::bigint << (b / 8 - 1) end
$$;

create table private.knowledge_reply_days (
  user_id uuid not null,
  workflow_slug text not null,
  day date not null,
  -- '' for a reply without a model (rag_answer_spreads' group).
  model text not null,
  band integer not null,
  replies bigint not null,
  fallbacks bigint not null,
  latency_sum bigint not null,
  primary key (user_id, workflow_slug, day, model, band)
);

comment on table private.knowledge_reply_days is
  'The bot replies of private.knowledge_replies per client, workflow, Doha day, model and latency band (private.latency_band), kept by the triggers that keep them; read by dashboard_stats (chat_answers) and rag_answer_spreads.';

-- Each kept reply's band, computed when it is written: a function of each row read would cost as much as
-- reading it (the replies of the two days a period cuts are counted per band).
alter table private.knowledge_replies
  add column latency_band integer generated always as (private.latency_band(latency_ms)) stored;

-- A band's latencies of one day, for an order statistic (the model read with them, index-only).
create index knowledge_replies_day_latency_idx on private.knowledge_replies (user_id, workflow_slug, day, latency_ms)
  include (model);

-- The period index, with the band (the cut days' replies read index-only).
drop index private.knowledge_replies_period_idx;
create index knowledge_replies_period_idx on private.knowledge_replies (user_id, workflow_slug, created_at)
  include (day, fallback, model, latency_ms, cited_document_ids, latency_band);

-- Counts kept replies (p_sign 1) or counts them out (-1), given as parallel arrays: grouped by line and
-- upserted in key order (two writers lock shared lines in one order), emptied lines removed.
create function private.count_knowledge_replies(
  p_sign integer, p_users uuid[], p_workflows text[], p_days date[], p_models text[], p_latencies integer[],
  p_fallbacks boolean[]
) returns void
language plpgsql security definer set search_path = ''
as $$
begin
  if coalesce(cardinality(p_users), 0) = 0 then
    return;
  end if;
  insert into private.knowledge_reply_days as l (user_id, workflow_slug, day, model, band, replies, fallbacks, latency_sum)
  select r.user_id, r.workflow_slug, r.day, coalesce(r.model, ''), private.latency_band(r.latency_ms),
         p_sign * count(*), p_sign * count(*) filter (where r.fallback), p_sign * coalesce(sum(r.latency_ms), 0)
  from unnest(p_users, p_workflows, p_days, p_models, p_latencies, p_fallbacks)
    as r(user_id, workflow_slug, day, model, latency_ms, fallback)
  group by 1, 2, 3, 4, 5
  order by 1, 2, 3, 4, 5
  on conflict (user_id, workflow_slug, day, model, band) do update
  set replies = l.replies + excluded.replies, fallbacks = l.fallbacks + excluded.fallbacks,
      latency_sum = l.latency_sum + excluded.latency_sum;
  if p_sign < 0 then
    delete from private.knowledge_reply_days l
    using (
      select distinct r.user_id, r.workflow_slug, r.day, coalesce(r.model, '') as model, private.latency_band(r.latency_ms) as band
      from unnest(p_users, p_workflows, p_days, p_models, p_latencies) as r(user_id, workflow_slug, day, model, latency_ms)
    ) k
    where l.user_id = k.user_id and l.workflow_slug = k.workflow_slug and l.day = k.day and l.model = k.model
      and l.band = k.band and l.replies = 0;
  end if;
end;
$$;

revoke all on function private.count_knowledge_replies(integer, uuid[], text[], date[], text[], integer[], boolean[]) from public;

-- The questions per client, workflow, Doha day and question key (how many asked, answered, fell back,
-- and the latest of each: rag_questions' groups and order) and the citations per document (how many,
-- the latest), of the kept exchanges and replies. A latest moment is not a sum that a deleted row can
-- be taken out of, so a day's lines are recomputed whole from the kept rows of that day (one index range,
-- a day's questions or replies) after each change to it, one writer at a time per day (an advisory lock
-- per client, workflow and day, taken in order: two conversations of one day share its lines).
create table private.knowledge_question_days (
  user_id uuid not null,
  workflow_slug text not null,
  day date not null,
  question_key text,
  asked bigint not null,
  answered bigint not null,
  fallbacks bigint not null,
  latest_at timestamptz not null,
  latest_answered_at timestamptz,
  latest_fallback_at timestamptz
);

comment on table private.knowledge_question_days is
  'The questions of private.knowledge_exchanges per client, workflow, Doha day and question key, recomputed per day by the triggers that keep them; read by rag_questions.';

create index knowledge_question_days_idx on private.knowledge_question_days (user_id, workflow_slug, day)
  include (question_key, asked, answered, fallbacks, latest_at, latest_answered_at, latest_fallback_at);

create table private.knowledge_citation_days (
  user_id uuid not null,
  workflow_slug text not null,
  day date not null,
  document_id uuid not null,
  citations bigint not null,
  last_cited_at timestamptz not null
);

comment on table private.knowledge_citation_days is
  'The documents the replies of private.knowledge_replies cite per client, workflow and Doha day, recomputed per day by the triggers that keep them; read by rag_document_citations.';

create index knowledge_citation_days_idx on private.knowledge_citation_days (user_id, workflow_slug, day)
  include (document_id, citations, last_cited_at);

-- Recomputes the question and citation lines of the given (client, workflow, Doha day)s, parallel arrays.
create function private.refresh_knowledge_days(p_users uuid[], p_workflows text[], p_days date[]) returns void
language plpgsql security definer set search_path = ''
as $$
declare
  k record;
  users uuid[];
  workflows text[];
  days date[];
  -- Each day's start and end, computed once: private.doha_day_start in a join's condition was called for
  -- every pair of day and row the plan compared (most of a bulk insert's time).
  days_from timestamptz[];
  days_to timestamptz[];
begin
  select array_agg(d.user_id order by d.user_id, d.workflow_slug, d.day),
         array_agg(d.workflow_slug order by d.user_id, d.workflow_slug, d.day),
         array_agg(d.day order by d.user_id, d.workflow_slug, d.day),
         array_agg(private.doha_day_start(d.day) order by d.user_id, d.workflow_slug, d.day),
         array_agg(private.doha_day_start(d.day + 1) order by d.user_id, d.workflow_slug, d.day)
    into users, workflows, days, days_from, days_to
  from (select distinct u.user_id, u.workflow_slug, u.day
        from unnest(p_users, p_workflows, p_days) as u(user_id, workflow_slug, day)
        where u.user_id is not null) d;
  if users is null then
    return;
  end if;
  for k in select u.user_id, u.workflow_slug, u.day from unnest(users, workflows, days) as u(user_id, workflow_slug, day) loop
    perform pg_advisory_xact_lock(hashtextextended('knowledge_days/' || k.user_id::text || '/' || k.workflow_slug || '/' || k.day::text, 0));
  end loop;
  delete from private.knowledge_question_days l
  using unnest(users, workflows, days) as u(user_id, workflow_slug, day)
  where l.user_id = u.user_id and l.workflow_slug = u.workflow_slug and l.day = u.day;
  delete from private.knowledge_citation_days l
  using unnest(users, workflows, days) as u(user_id, workflow_slug, day)
  where l.user_id = u.user_id and l.workflow_slug = u.workflow_slug and l.day = u.day;
  insert into private.knowledge_question_days
    (user_id, workflow_slug, day, question_key, asked, answered, fallbacks, latest_at, latest_answered_at, latest_fallback_at)
  select u.user_id, u.workflow_slug, u.day, x.question_key, count(*), count(*) filter (where x.fallback = false),
         count(*) filter (where x.fallback), max(x.asked_at), max(x.asked_at) filter (where x.fallback = false),
         max(x.asked_at) filter (where x.fallback)
  from unnest(users, workflows, days, days_from, days_to) as u(user_id, workflow_slug, day, from_at, to_at)
  cross join lateral (
    select x.question_key, x.fallback, x.asked_at from private.knowledge_exchanges x
    where x.user_id = u.user_id and x.workflow_slug = u.workflow_slug and x.asked_at >= u.from_at and x.asked_at < u.to_at
  ) x
  group by 1, 2, 3, 4;
  insert into private.knowledge_citation_days (user_id, workflow_slug, day, document_id, citations, last_cited_at)
  select u.user_id, u.workflow_slug, u.day, c.id, count(*), max(r.created_at)
  from unnest(users, workflows, days, days_from, days_to) as u(user_id, workflow_slug, day, from_at, to_at)
  cross join lateral (
    select r.created_at, r.cited_document_ids from private.knowledge_replies r
    where r.user_id = u.user_id and r.workflow_slug = u.workflow_slug and r.created_at >= u.from_at and r.created_at < u.to_at
  ) r
  cross join lateral unnest(r.cited_document_ids) as c(id)
  group by 1, 2, 3, 4;
end;
$$;

revoke all on function private.refresh_knowledge_days(uuid[], text[], date[]) from public;

-- Same as 20261202010000's, the replies it deletes counted out of their lines and those it inserts in,
-- and the question and citation lines of every day whose exchanges or replies it changed recomputed.
create or replace function private.refresh_knowledge_exchanges(p_sessions uuid[], p_since timestamptz[]) returns void
language plpgsql security definer set search_path = ''
as $$
declare
  sessions uuid[];
  since timestamptz[];
  starts timestamptz[];
  users uuid[];
  workflows text[];
  days date[];
  models text[];
  latencies integer[];
  fallbacks boolean[];
  -- The (client, workflow, day)s whose questions or citations changed.
  changed_users uuid[];
  changed_workflows text[];
  changed_days date[];
begin
  perform from public.chat_sessions s where s.id = any (p_sessions) order by s.id for no key update of s;
  select array_agg(c.session_id), array_agg(c.since), array_agg(coalesce((
           select max(x.asked_at) from private.knowledge_exchanges x
           where x.session_id = c.session_id and x.asked_at < c.since), c.since))
    into sessions, since, starts
  from unnest(p_sessions, p_since) as c(session_id, since);
  with gone as (
    delete from private.knowledge_replies r
    using unnest(sessions, since) as c(session_id, since)
    where r.session_id = c.session_id and r.created_at >= c.since
    returning r.user_id, r.workflow_slug, r.day, r.model, r.latency_ms, r.fallback)
  select array_agg(g.user_id), array_agg(g.workflow_slug), array_agg(g.day), array_agg(g.model),
         array_agg(g.latency_ms), array_agg(g.fallback)
    into users, workflows, days, models, latencies, fallbacks
  from gone g;
  perform private.count_knowledge_replies(-1, users, workflows, days, models, latencies, fallbacks);
  changed_users := users;
  changed_workflows := workflows;
  changed_days := days;
  with gone as (
    delete from private.knowledge_exchanges x
    using unnest(sessions, starts) as c(session_id, start)
    where x.session_id = c.session_id and x.asked_at >= c.start
    returning x.user_id, x.workflow_slug, private.doha_day(x.asked_at) as day)
  select changed_users || array_agg(g.user_id), changed_workflows || array_agg(g.workflow_slug),
         changed_days || array_agg(g.day)
    into changed_users, changed_workflows, changed_days
  from gone g;
  with added as (
    insert into private.knowledge_replies
      (message_id, session_id, user_id, workflow_slug, created_at, day, fallback, model, latency_ms, cited_document_ids)
    select m.id, m.session_id, m.user_id, s.workflow_slug, m.created_at, private.doha_day(m.created_at), m.fallback,
           m.model, m.latency_ms, m.cited_document_ids
    from unnest(sessions, since) as c(session_id, since)
    join public.chat_messages m on m.session_id = c.session_id and m.created_at >= c.since and m.role = 'assistant'
    join public.chat_sessions s on s.id = m.session_id
    returning user_id, workflow_slug, day, model, latency_ms, fallback)
  select array_agg(a.user_id), array_agg(a.workflow_slug), array_agg(a.day), array_agg(a.model),
         array_agg(a.latency_ms), array_agg(a.fallback)
    into users, workflows, days, models, latencies, fallbacks
  from added a;
  perform private.count_knowledge_replies(1, users, workflows, days, models, latencies, fallbacks);
  changed_users := changed_users || users;
  changed_workflows := changed_workflows || workflows;
  changed_days := changed_days || days;
  with added as (
  insert into private.knowledge_exchanges
    (question_id, session_id, user_id, workflow_slug, asked_at, question_key, answered_at, fallback, latency_ms)
  select q.id, q.session_id, q.user_id, s.workflow_slug, q.created_at, q.question_key,
         case when n.role = 'assistant' then n.created_at end,
         case when n.role = 'assistant' then n.fallback end,
         case when n.role = 'assistant' then n.latency_ms end
  from unnest(sessions, starts) as c(session_id, start)
  join public.chat_messages q on q.session_id = c.session_id and q.created_at >= c.start and q.role = 'customer'
  join public.chat_sessions s on s.id = q.session_id
  left join lateral (
    select m.role, m.created_at, m.fallback, m.latency_ms
    from public.chat_messages m
    where m.session_id = q.session_id and m.role in ('customer', 'assistant')
      and (m.created_at, m.id) > (q.created_at, q.id)
    order by m.created_at, m.id
    limit 1
  ) n on true
  returning user_id, workflow_slug, private.doha_day(asked_at) as day)
  select changed_users || array_agg(a.user_id), changed_workflows || array_agg(a.workflow_slug),
         changed_days || array_agg(a.day)
    into changed_users, changed_workflows, changed_days
  from added a;
  perform private.refresh_knowledge_days(changed_users, changed_workflows, changed_days);
end;
$$;

-- Same as 20261202010000's, TRUNCATE also empties the lines.
create or replace function private.chat_messages_knowledge_exchanges_truncated() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  delete from private.knowledge_replies;
  delete from private.knowledge_exchanges;
  delete from private.knowledge_reply_days;
  delete from private.knowledge_question_days;
  delete from private.knowledge_citation_days;
  return null;
end;
$$;

-- Same as 20261202010000's, the moved replies' counts leave the old workflow's lines for the new one's, and
-- the question and citation lines of both workflows' days are recomputed.
create or replace function private.chat_sessions_knowledge_exchanges_move() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  users uuid[];
  old_workflows text[];
  workflows text[];
  days date[];
  models text[];
  latencies integer[];
  fallbacks boolean[];
begin
  with moved as (
    update private.knowledge_replies r set workflow_slug = n.workflow_slug
    from old_rows o join new_rows n on n.id = o.id
    where r.session_id = n.id and n.workflow_slug is distinct from o.workflow_slug
    returning r.user_id, o.workflow_slug as old_workflow, r.workflow_slug, r.day, r.model, r.latency_ms, r.fallback)
  select array_agg(m.user_id), array_agg(m.old_workflow), array_agg(m.workflow_slug), array_agg(m.day),
         array_agg(m.model), array_agg(m.latency_ms), array_agg(m.fallback)
    into users, old_workflows, workflows, days, models, latencies, fallbacks
  from moved m;
  perform private.count_knowledge_replies(-1, users, old_workflows, days, models, latencies, fallbacks);
  perform private.count_knowledge_replies(1, users, workflows, days, models, latencies, fallbacks);
  with moved as (
    update private.knowledge_exchanges x set workflow_slug = n.workflow_slug
    from old_rows o join new_rows n on n.id = o.id
    where x.session_id = n.id and n.workflow_slug is distinct from o.workflow_slug
    returning x.user_id, o.workflow_slug as old_workflow, x.workflow_slug, private.doha_day(x.asked_at) as day)
  select users || users || array_agg(m.user_id) || array_agg(m.user_id),
         old_workflows || workflows || array_agg(m.old_workflow) || array_agg(m.workflow_slug),
         days || days || array_agg(m.day) || array_agg(m.day)
    into users, workflows, days
  from moved m;
  perform private.refresh_knowledge_days(users, workflows, days);
  return null;
end;
$$;

-- The lines of the replies and exchanges already kept.
select private.refresh_knowledge_days(array_agg(d.user_id), array_agg(d.workflow_slug), array_agg(d.day))
from (
  select r.user_id, r.workflow_slug, r.day from private.knowledge_replies r
  union
  select x.user_id, x.workflow_slug, private.doha_day(x.asked_at) from private.knowledge_exchanges x
) d
having count(*) > 0;

insert into private.knowledge_reply_days (user_id, workflow_slug, day, model, band, replies, fallbacks, latency_sum)
select r.user_id, r.workflow_slug, r.day, coalesce(r.model, ''), private.latency_band(r.latency_ms), count(*),
       count(*) filter (where r.fallback), coalesce(sum(r.latency_ms), 0)
from private.knowledge_replies r
group by 1, 2, 3, 4, 5;

-- How a range [p_from, p_to) splits into whole Doha days and the two parts it cuts (docs/figures.md, "How
-- the day lines are kept"): the days [first_day, last_day) are whole, [p_from, days_from) and
-- [greatest(days_to, p_from), p_to) are read from the rows; without a whole day, all of it from the rows
-- (first_day = last_day, days_from = days_to = p_to).
create function private.dashboard_whole_days(p_from timestamptz, p_to timestamptz)
returns table (first_day date, last_day date, days_from timestamptz, days_to timestamptz)
language plpgsql immutable set search_path = ''
as $$
begin
  first_day := private.doha_day(p_from);
  last_day := private.doha_day(p_to);
  if private.doha_day_start(first_day) < p_from then
    first_day := first_day + 1;
  end if;
  days_from := private.doha_day_start(first_day);
  days_to := private.doha_day_start(last_day);
  if days_from >= days_to then
    first_day := last_day;
    days_from := p_to;
    days_to := p_to;
  end if;
  return next;
end;
$$;

-- Same answer as 20261129400000's, the range split by private.dashboard_whole_days.
create or replace function private.dashboard_window(p_source text, p_user_id uuid, p_workflow_slug text, p_from timestamptz, p_to timestamptz)
returns table (status text, kind text, rows bigint, value_sum numeric, score_sum numeric)
language plpgsql stable set search_path = ''
as $$
declare
  w record;
begin
  if p_from >= p_to then
    return;
  end if;
  select * into w from private.dashboard_whole_days(p_from, p_to);
  return query
    select p.status, p.kind, sum(p.rows)::bigint, sum(p.value_sum), sum(p.score_sum)
    from (
      select c.status, c.kind, c.rows, c.value_sum, c.score_sum
      from private.dashboard_day_counts c
      where c.user_id = p_user_id and c.source = p_source and c.workflow_slug = p_workflow_slug
        and c.day >= w.first_day and c.day < w.last_day
      union all
      select h.* from private.dashboard_hours(p_source, p_user_id, p_workflow_slug, p_from, w.days_from) h
      union all
      select h.* from private.dashboard_hours(p_source, p_user_id, p_workflow_slug, greatest(w.days_to, p_from), p_to) h
    ) p
    group by p.status, p.kind;
end;
$$;

-- The kept replies of [p_from, p_to) outside its whole Doha days (at most two days' worth), model '' for
-- none. PL/pgSQL, as the functions below: their plans are kept per session (a SQL function with its own
-- search_path is planned again at each call, most of the time at 10,000 messages).
create function private.knowledge_cut_replies(p_user_id uuid, p_workflow_slug text, p_from timestamptz, p_to timestamptz,
                                              p_days_from timestamptz, p_days_to timestamptz)
returns table (day date, model text, fallback boolean, latency_ms integer, latency_band integer)
language plpgsql stable set search_path = ''
as $$
begin
  return query
    select r.day, coalesce(r.model, ''), r.fallback, r.latency_ms, r.latency_band
    from private.knowledge_replies r
    where r.user_id = p_user_id and r.workflow_slug = p_workflow_slug and r.created_at >= p_from
      and r.created_at < p_days_from;
  return query
    select r.day, coalesce(r.model, ''), r.fallback, r.latency_ms, r.latency_band
    from private.knowledge_replies r
    where r.user_id = p_user_id and r.workflow_slug = p_workflow_slug and r.created_at >= greatest(p_days_to, p_from)
      and r.created_at < p_to;
end;
$$;

-- The replies of [p_from, p_to) per Doha day (p_by 'day'), per model ('model', '' for none) or all
-- together ('all', group ''): how many, fallbacks, timed, the sum of their latencies, (p_extremes) the
-- lowest and highest, the percentiles at p_fractions as percentile_cont computes them and (p_bounds) how
-- many latencies reach 0, 1, … of the bounds sorted (the kit's countInBands, as dashboard_stats' bands),
-- every group in one pass, exact (docs/figures.md, "Knowledge bots"): one read of the lines of the whole
-- days and the cut days' replies counts every group's bands; each group's wanted ranks (floor and ceil of
-- f·(n−1); 0 and n−1 for the extremes) and bounds are located in its bands; then one statement reads
-- every band some group needs, one range of knowledge_replies_day_latency_idx per whole day and band (and
-- the cut days' replies again: at most two days), sorts them per group and band;
-- each percentile interpolates between its two ranks in double precision as percentile_cont does, and the
-- latencies below a bound are those of the bands before its band and those of its band below it (the bound
-- rounded up: latencies are integers). A range of at most p_read_at_once replies reads its replies at
-- once instead and lets percentile_cont compute them (one statement fewer, cheaper at that size:
-- docs/performance.md); both ways give the same answers (backend/test/figures-rag-kept.test.ts runs both).
-- No row for a range without replies.
create function private.knowledge_grouped_spreads(p_user_id uuid, p_workflow_slug text, p_from timestamptz,
                                                  p_to timestamptz, p_by text, p_fractions numeric[],
                                                  p_extremes boolean default false, p_bounds numeric[] default null,
                                                  p_read_at_once integer default 3000)
returns table (grp text, replies bigint, fallbacks bigint, timed bigint, latency_sum bigint, min_ms integer,
               max_ms integer, percentiles double precision[], bands bigint[])
language plpgsql stable set search_path = ''
as $$
declare
  w record;
  -- Replies, fallbacks and latency sum per group and band (-2: not timed).
  grps text[];
  bands integer[];
  counts bigint[];
  fallback_counts bigint[];
  sums bigint[];
  integer_bounds bigint[];
begin
  if p_from >= p_to or p_by not in ('day', 'model', 'all') then
    return;
  end if;
  select * into w from private.dashboard_whole_days(p_from, p_to);
  -- (The arrays in the order the one aggregate reads the lines: aligned, and no sort.)
  select array_agg(h.grp), array_agg(h.band), array_agg(h.n), array_agg(h.f), array_agg(h.s)
    into grps, bands, counts, fallback_counts, sums
  from (
    select p.grp, p.band, sum(p.n)::bigint as n, sum(p.f)::bigint as f, sum(p.s)::bigint as s
    from (
      select case p_by when 'day' then l.day::text when 'model' then l.model else '' end as grp, l.band,
             l.replies as n, l.fallbacks as f, l.latency_sum as s
      from private.knowledge_reply_days l
      where l.user_id = p_user_id and l.workflow_slug = p_workflow_slug and l.day >= w.first_day and l.day < w.last_day
      union all
      select case p_by when 'day' then c.day::text when 'model' then c.model else '' end, c.latency_band, 1,
             case when c.fallback then 1 else 0 end, coalesce(c.latency_ms, 0)
      from private.knowledge_cut_replies(p_user_id, p_workflow_slug, p_from, p_to, w.days_from, w.days_to) c
    ) p
    group by p.grp, p.band
  ) h;
  if grps is null then
    return;
  end if;
  if (select sum(n) from unnest(counts) as n) <= p_read_at_once then
    -- The bounds rounded up (a latency reaches a bound when it reaches that) and sorted: a latency's band
    -- is how many it reaches (width_bucket, as dashboard_stats counts any source's bands).
    integer_bounds := (select array_agg(greatest(least(ceil(u), 2147483648), -2147483648)::bigint order by u)
                       from unnest(p_bounds) as u);
    return query
      select s.grp, s.replies, s.fallbacks, s.timed, s.latency_sum, s.min_ms, s.max_ms, s.percentiles,
             case when p_bounds is null then null
                  when cardinality(p_bounds) = 0 then array[s.timed]
                  else (select array_agg(coalesce(c.n, 0)::bigint order by i.i)
                        from generate_series(0, cardinality(p_bounds)) as i(i)
                        left join (select width_bucket(x::bigint, integer_bounds) as i, count(*) as n
                                   from unnest(s.latencies) as x group by 1) c on c.i = i.i) end
      from (
        select case p_by when 'day' then r.day::text when 'model' then coalesce(r.model, '') else '' end as grp,
               count(*) as replies, count(*) filter (where r.fallback) as fallbacks, count(r.latency_ms) as timed,
               coalesce(sum(r.latency_ms), 0)::bigint as latency_sum,
               case when p_extremes then min(r.latency_ms) end as min_ms, case when p_extremes then max(r.latency_ms) end as max_ms,
               case when count(r.latency_ms) > 0 then percentile_cont(p_fractions::double precision[])
                 within group (order by r.latency_ms::double precision) end as percentiles,
               case when p_bounds is not null then array_agg(r.latency_ms) filter (where r.latency_ms is not null) end as latencies
        from private.knowledge_replies r
        where r.user_id = p_user_id and r.workflow_slug = p_workflow_slug and r.created_at >= p_from and r.created_at < p_to
        group by 1
      ) s
      order by 1;
    return;
  end if;
  return query
    with h as (
      select u.grp, u.band, u.n, u.f, u.s from unnest(grps, bands, counts, fallback_counts, sums) as u(grp, band, n, f, s)),
    g as (
      select h.grp, sum(h.n)::bigint as replies, sum(h.f)::bigint as fallbacks,
             coalesce(sum(h.n) filter (where h.band <> -2), 0)::bigint as timed, sum(h.s)::bigint as latency_sum
      from h
      group by h.grp),
    -- A timed band holds the ranks [before, before + n) of its group's latencies in order.
    b as (
      select h.grp, h.band, h.n, (sum(h.n) over (partition by h.grp order by h.band))::bigint - h.n as before
      from h
      where h.band <> -2),
    -- The two ranks percentile_cont interpolates between for each fraction of a timed group.
    f as (
      select g.grp, u.o, u.pos, floor(u.pos)::bigint as lo, ceil(u.pos)::bigint as hi
      from g
      cross join lateral (select x.o, x.f::double precision * (g.timed - 1)::double precision as pos
                          from unnest(p_fractions) with ordinality as x(f, o)) u
      where g.timed > 0),
    -- Each wanted rank's band and its place there (1 = the band's lowest).
    k as (
      select x.grp, x.k, b.band, x.k - b.before + 1 as at
      from (select f.grp, f.lo as k from f
            union select f.grp, f.hi from f
            union select g.grp, 0 from g where p_extremes and g.timed > 0
            union select g.grp, g.timed - 1 from g where p_extremes and g.timed > 0) x
      join b on b.grp = x.grp and x.k >= b.before and x.k < b.before + b.n),
    -- The bounds in order, each rounded up (a latency reaches a bound when it reaches that), and its band.
    q as (
      select row_number() over (order by u.u) as o, u.r as bound,
             case when u.r between -2147483647 and 2147483647 then private.latency_band(u.r::integer) end as band
      from (select x.u, greatest(least(ceil(x.u), 2147483648), -2147483648)::bigint as r from unnest(p_bounds) as x(u)) u),
    -- The bands to read (each rank's; each bound's, where the group has latencies in it), numbered.
    need as materialized (
      select d.grp, d.band, row_number() over () as id
      from (select k.grp, k.band from k
            union select b.grp, b.band from q join b on b.band = q.band) d),
    -- The whole days and bands to read: a day's needed bands, or (per model or all) every needed band on
    -- every day.
    probe as (
      select distinct d.day, d.grp, n.band, private.latency_band_from(n.band) as band_from,
             private.latency_band_from(n.band + 1) as band_to
      from need n
      cross join lateral (
        select case when p_by = 'day' then n.grp::date end as day, n.grp
        where p_by = 'day'
        union all
        -- Per model, each reply's own model is its group.
        select w.first_day + i, case when p_by = 'all' then '' end from generate_series(0, w.last_day - w.first_day - 1) as i
        where p_by <> 'day') d
      where d.day >= w.first_day and d.day < w.last_day),
    -- Each needed band's latencies in order (a rank is a subscript: joins of the ranks with every latency
    -- read were planned as nested loops, the estimates of these steps being guesses).
    v as (
      select n.id, array_agg(x.latency_ms order by x.latency_ms) as latencies
      from (
        select coalesce(p.grp, t.model) as grp, p.band, t.latency_ms
        from probe p
        -- One index range per day and band (offset 0: kept a nested loop, never a join over the history).
        cross join lateral (
          select coalesce(r.model, '') as model, r.latency_ms
          from private.knowledge_replies r
          where r.user_id = p_user_id and r.workflow_slug = p_workflow_slug and r.day = p.day
            and r.latency_ms >= p.band_from and r.latency_ms < p.band_to
          offset 0) t
        union all
        select case p_by when 'day' then c.day::text when 'model' then c.model else '' end, c.latency_band, c.latency_ms
        from private.knowledge_cut_replies(p_user_id, p_workflow_slug, p_from, p_to, w.days_from, w.days_to) c
        where c.latency_band <> -2
      ) x
      join need n on n.grp = x.grp and n.band = x.band
      group by n.id),
    kv as (
      select k.grp, k.k, v.latencies[k.at] as latency_ms
      from k
      join need n on n.grp = k.grp and n.band = k.band
      join v on v.id = n.id),
    -- The latencies of each group below each bound.
    below as (
      select g.grp, q.o,
             case when q.bound > 2147483647 then g.timed
                  when g.timed = 0 or q.bound <= -2147483648 then 0
                  else coalesce((select sum(b.n) from b where b.grp = g.grp and b.band < q.band), 0)
                       + (select count(*) from need n join v on v.id = n.id cross join unnest(v.latencies) as x(ms)
                          where n.grp = g.grp and n.band = q.band and x.ms < q.bound) end as n
      from g cross join q)
    select g.grp, g.replies, g.fallbacks, g.timed, g.latency_sum,
           (select kv.latency_ms from kv where kv.grp = g.grp and kv.k = 0 and p_extremes),
           (select kv.latency_ms from kv where kv.grp = g.grp and kv.k = g.timed - 1 and p_extremes),
           (select array_agg(case when f.hi = f.lo then lo.latency_ms::double precision
                                  else lo.latency_ms::double precision
                                       + ((f.pos - f.lo::double precision) * (hi.latency_ms::double precision - lo.latency_ms::double precision)) end
                             order by f.o)
            from f join kv lo on lo.grp = f.grp and lo.k = f.lo join kv hi on hi.grp = f.grp and hi.k = f.hi
            where f.grp = g.grp),
           case when p_bounds is not null then (
             select array_agg(c.n order by c.o)
             from (select d.o, (d.n - coalesce(lag(d.n) over (order by d.o), 0))::bigint as n
                   from (select below.o, below.n from below where below.grp = g.grp
                         union all select cardinality(p_bounds) + 1, g.timed) d) c) end
    from g
    order by g.grp;
end;
$$;

-- Same answer as 20261202020000's; `chat_answers`' latency over all its replies (no p_statuses) is read
-- from the reply lines (private.knowledge_grouped_spreads, above, each period's replies as one group),
-- every other read as before.
create or replace function public.dashboard_stats(
  p_source text,
  p_workflow_slug text,
  p_measure text default 'value',
  p_as_of timestamptz default now(),
  p_days integer default 30,
  p_fractions numeric[] default array[0.5, 0.95],
  p_bounds numeric[] default null,
  p_statuses text[] default null,
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
  s private.dashboard_sources;
  span constant interval := make_interval(days => p_days);
  measure text;
  rows_sql text;
  measure_type text;
  is_integer boolean;
  -- The expression of a row's value and of its band, as the query below reads them.
  value_sql text;
  band_sql text;
  w record;
  bounds numeric[];
  integer_bounds bigint[];
begin
  select * into s from private.dashboard_sources d where d.source = p_source;
  measure := case p_measure when 'value' then s.value_sql when 'score' then s.score_sql end;
  if s.source is null or measure is null or p_as_of is null or p_days is null or p_days not between 1 and 366
     or p_fractions is null or cardinality(p_fractions) not between 1 and 20
     or exists (select from unnest(p_fractions) f where f is null or f not between 0 and 1)
     or cardinality(p_bounds) > 50 or array_position(p_bounds, null) is not null
     or not private.dashboard_reader_may_read(p_user_id) then
    return;
  end if;
  if p_source = 'chat_answers' and p_measure = 'value' and p_statuses is null then
    return query
      select v.name, coalesce(k.timed, 0),
             case when k.timed > 0 then k.latency_sum::numeric / k.timed::numeric end,
             k.min_ms::numeric, k.max_ms::numeric,
             case when k.timed > 0 then k.latency_sum::numeric end,
             k.percentiles,
             -- A period without replies: no latency in any band.
             coalesce(k.bands, case when p_bounds is not null then array_fill(0::bigint, array[cardinality(p_bounds) + 1]) end)
      from (values (1, 'current', p_as_of - span, p_as_of), (2, 'previous', p_as_of - 2 * span, p_as_of - span))
        as v(o, name, from_at, to_at)
      left join lateral private.knowledge_grouped_spreads(p_user_id, p_workflow_slug, v.from_at, v.to_at, 'all',
                                                          p_fractions, true, p_bounds) k on true
      order by v.o;
    return;
  end if;
  rows_sql := coalesce(s.kept_rows_sql, private.dashboard_rows_sql(s));
  -- The measure's type, as the planner types it (pg_typeof of the null a row-less join gives: no row is read).
  execute format('select pg_typeof(x.v)::text from (select) d left join (select (%1$s) as v %2$s and false) x on true',
                 measure, rows_sql)
    into measure_type using p_user_id, p_workflow_slug, p_as_of - span, p_as_of, p_statuses;
  is_integer := measure_type in ('smallint', 'integer', 'bigint');
  -- A value's band is how many bounds it reaches: width_bucket over the bounds sorted (a binary search,
  -- where counting them per row cost half of the latency spread's time at 41,000 replies).
  bounds := (select array_agg(u order by u) from unnest(p_bounds) u);
  if is_integer and not exists (select from unnest(bounds) u where abs(u) > 4611686018427387904) then
    integer_bounds := (select array_agg(ceil(u)::bigint order by u) from unnest(bounds) u);
  end if;
  value_sql := case when is_integer then format('(%s)', measure) else format('(%s)::numeric', measure) end;
  band_sql := case when integer_bounds is not null then 'width_bucket(y.v::bigint, $10::bigint[])'
                   else 'width_bucket(y.v::numeric, $9::numeric[])' end;
  -- One pass per period over its rows with a value: the percentiles as the kit's percentile() (the
  -- same linear interpolation as percentile_cont), a value's band = how many bounds it reaches (the
  -- kit's countInBands: below the first bound is band 0).
  for w in select * from (values ('current', p_as_of - span, p_as_of), ('previous', p_as_of - 2 * span, p_as_of - span))
    as v(name, from_at, to_at)
  loop
    return query execute format(
      $q$with x as (select %1$s as v %2$s)
         select $8, count(x.v), avg(x.v)::numeric, min(x.v)::numeric, max(x.v)::numeric, sum(x.v)::numeric,
                case when count(x.v) > 0 then percentile_cont($6::double precision[]) within group (order by x.v::double precision) end,
                case when $7::numeric[] is not null then (
                  select array_agg(coalesce(c.n, 0) order by b.i)
                  from generate_series(0, cardinality($7::numeric[])) as b(i)
                  left join (select coalesce(%3$s, 0) as i, count(*) as n
                             from x y where y.v is not null group by 1) c on c.i = b.i) end
         from x$q$,
      value_sql, rows_sql, band_sql)
    using p_user_id, p_workflow_slug, w.from_at, w.to_at, p_statuses, p_fractions, p_bounds, w.name, bounds,
          integer_bounds;
  end loop;
end;
$$;

-- Same answer as 20261202010000's, from the reply lines: each Doha day (its part in the period) or model
-- of the period, all in one pass (private.knowledge_grouped_spreads).
create or replace function public.rag_answer_spreads(
  p_workflow_slug text,
  p_by text default 'day',
  p_as_of timestamptz default now(),
  p_days integer default 30,
  p_fractions numeric[] default array[0.5, 0.95],
  p_user_id uuid default auth.uid()
)
returns table (grp text, replies bigint, fallbacks bigint, timed bigint, percentiles double precision[])
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if p_workflow_slug is null or p_by is null or p_by not in ('day', 'model') or p_as_of is null
     or p_days is null or p_days not between 1 and 366
     or p_fractions is null or cardinality(p_fractions) not between 1 and 20
     or exists (select from unnest(p_fractions) f where f is null or f not between 0 and 1)
     or not private.dashboard_reader_may_read(p_user_id) then
    return;
  end if;
  return query
    select s.grp, s.replies, s.fallbacks, s.timed, s.percentiles
    from private.knowledge_grouped_spreads(p_user_id, p_workflow_slug, p_as_of - make_interval(days => p_days), p_as_of,
                                           p_by, p_fractions) s;
end;
$$;

-- Same answer as 20261130210000's, from the question lines of the period's whole days and the kept
-- exchanges of the two days it cuts.
create or replace function public.rag_questions(
  p_workflow_slug text,
  p_as_of timestamptz default now(),
  p_days integer default 30,
  p_limit integer default 10,
  p_outcome text default null,
  p_user_id uuid default auth.uid()
)
returns table (question_key text, asked bigint, answered bigint, fallback bigint, latest_at timestamptz, total_groups bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  period_from timestamptz := p_as_of - make_interval(days => p_days);
  w record;
begin
  if p_workflow_slug is null or p_as_of is null or p_days is null or p_days not between 1 and 366
     or p_limit is null or p_limit not between 1 and 1000
     or (p_outcome is not null and p_outcome not in ('answered', 'fallback'))
     or not private.dashboard_reader_may_read(p_user_id) then
    return;
  end if;
  select * into w from private.dashboard_whole_days(period_from, p_as_of);
  return query
    select g.question_key, g.asked, g.answered, g.fallback, g.latest_at, count(*) over ()
    from (
      select p.question_key, sum(p.asked)::bigint as asked, sum(p.answered)::bigint as answered,
             sum(p.fallback)::bigint as fallback, max(p.latest_at) as latest_at
      from (
        -- A line's exchanges of the outcome asked for (all without one).
        select l.question_key,
               case p_outcome when 'answered' then l.answered when 'fallback' then l.fallbacks else l.asked end as asked,
               case when p_outcome is distinct from 'fallback' then l.answered else 0 end as answered,
               case when p_outcome is distinct from 'answered' then l.fallbacks else 0 end as fallback,
               case p_outcome when 'answered' then l.latest_answered_at when 'fallback' then l.latest_fallback_at
                              else l.latest_at end as latest_at
        from private.knowledge_question_days l
        where l.user_id = p_user_id and l.workflow_slug = p_workflow_slug and l.day >= w.first_day and l.day < w.last_day
        union all
        select x.question_key, 1, case when x.fallback = false then 1 else 0 end, case when x.fallback then 1 else 0 end,
               x.asked_at
        from private.knowledge_exchanges x
        where x.user_id = p_user_id and x.workflow_slug = p_workflow_slug and x.asked_at >= period_from
          and x.asked_at < w.days_from and (p_outcome is null or x.fallback = (p_outcome = 'fallback'))
        union all
        select x.question_key, 1, case when x.fallback = false then 1 else 0 end, case when x.fallback then 1 else 0 end,
               x.asked_at
        from private.knowledge_exchanges x
        where x.user_id = p_user_id and x.workflow_slug = p_workflow_slug and x.asked_at >= greatest(w.days_to, period_from)
          and x.asked_at < p_as_of and (p_outcome is null or x.fallback = (p_outcome = 'fallback'))
      ) p
      group by p.question_key
      having sum(p.asked) > 0
    ) g
    order by g.asked desc, g.latest_at desc, g.question_key
    limit p_limit;
end;
$$;

-- Same answer as 20261202010000's, from the citation lines of the period's whole days and the kept
-- replies of the two days it cuts.
create or replace function public.rag_document_citations(
  p_workflow_slug text,
  p_as_of timestamptz default now(),
  p_days integer default 30,
  p_limit integer default 10,
  p_user_id uuid default auth.uid()
)
returns table (document_id uuid, title text, citations bigint, last_cited_at timestamptz, total_documents bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  period_from timestamptz := p_as_of - make_interval(days => p_days);
  w record;
begin
  if p_workflow_slug is null or p_as_of is null or p_days is null or p_days not between 1 and 366
     or p_limit is null or p_limit not between 1 and 1000
     or not private.dashboard_reader_may_read(p_user_id) then
    return;
  end if;
  select * into w from private.dashboard_whole_days(period_from, p_as_of);
  return query
    select d.id, d.title, c.citations, c.last_cited_at, count(*) over ()
    from (
      select p.id, sum(p.citations)::bigint as citations, max(p.last_cited_at) as last_cited_at
      from (
        select l.document_id as id, l.citations, l.last_cited_at
        from private.knowledge_citation_days l
        where l.user_id = p_user_id and l.workflow_slug = p_workflow_slug and l.day >= w.first_day and l.day < w.last_day
        union all
        select u.id, 1, r.created_at
        from private.knowledge_replies r cross join lateral unnest(r.cited_document_ids) as u(id)
        where r.user_id = p_user_id and r.workflow_slug = p_workflow_slug and r.created_at >= period_from
          and r.created_at < w.days_from
        union all
        select u.id, 1, r.created_at
        from private.knowledge_replies r cross join lateral unnest(r.cited_document_ids) as u(id)
        where r.user_id = p_user_id and r.workflow_slug = p_workflow_slug and r.created_at >= greatest(w.days_to, period_from)
          and r.created_at < p_as_of
      ) p
      group by p.id
    ) c
    join public.documents d on d.id = c.id and d.user_id = p_user_id
    order by c.citations desc, d.title, d.id
    limit p_limit;
end;
$$;
