-- The knowledge bots' reply and question figures without looking each message's conversation up when
-- the dashboard reads them (issue 43; docs/performance.md, "Dashboard figures at volume"). The latency
-- spread (dashboard_stats of `chat_answers`), rag_answer_spreads, rag_questions (and the functions on
-- private.rag_exchanges) and rag_document_citations read every reply or question of a period through
-- the (user_id, role, created_at) index, the user's other chat workflows' too, and looked up each one's
-- conversation for its workflow (chat_messages has none) and each question's next message: 120-275 ms
-- each at 1,000,000 messages on PostgreSQL, 17-19 times their cost at 10,000. Now what they read is
-- kept as messages are written, as the reply delays are (20261201030000):
-- 1. private.knowledge_replies: one row per bot reply (assistant message) with its owner, workflow,
--    moment, answered or fallback, model, latency and cited documents; private.knowledge_exchanges: one
--    row per customer message with its owner, workflow, moment, question key and the bot's reply to it
--    as private.rag_exchanges (20261130210000) pairs them (the next customer or bot message, when it is
--    the bot's; a person's messages do not count; same instant: by id);
-- 2. statement triggers on chat_messages (transition tables) recompute, in each conversation a statement
--    touched, the replies from its earliest changed message and the exchanges from the last question
--    before it (only that question's reply can change: a later question's next message lies after it),
--    so whole conversations inserted in one statement, replies written out of order, edited, moved or
--    deleted messages leave both as a fresh computation would; a conversation moved to another workflow
--    takes its rows along (its deletion deletes its messages, whose trigger their rows), TRUNCATE empties
--    both. Their names sort before the reply delays' and support tickets' (chat_messages_reply_delays_*,
--    chat_messages_support_tickets_*): triggers of one event fire in name order, and neither reads these
--    tables nor these theirs, so the order only has to be fixed;
-- 3. each of the five reads is one index range of (user, workflow, moment) that holds what it counts
--    (index-only once vacuumed): dashboard_stats reads `chat_answers`' rows from the kept replies
--    (private.dashboard_sources.kept_rows_sql), rag_answer_spreads and rag_document_citations read them
--    too, and private.rag_exchanges (rag_questions, rag_staff_usage, rag_pages, rag_visitors) reads the
--    kept exchanges. No message and no conversation is read; the cost follows a period's replies or
--    questions (exact percentiles need each latency), not the history or the client's other workflows.
-- Every public function keeps its signature and answer.

create table private.knowledge_replies (
  message_id uuid primary key,
  session_id uuid not null,
  user_id uuid not null,
  workflow_slug text not null,
  -- As chat_messages names them, so that the `chat_answers` source's SQL over `r` reads these rows too.
  created_at timestamptz not null,
  -- Its Doha day (private.doha_day, not inlined: computed per row when read, it was most of the cost of
  -- the latency per day).
  day date not null,
  fallback boolean not null,
  model text,
  latency_ms integer,
  cited_document_ids uuid[] not null
);

comment on table private.knowledge_replies is
  'Each bot reply (assistant message) with its workflow, answered or fallback, model, latency and cited documents, kept by triggers on chat_messages; read by dashboard_stats (chat_answers), rag_answer_spreads and rag_document_citations.';

create index knowledge_replies_session_created_idx on private.knowledge_replies (session_id, created_at);
create index knowledge_replies_period_idx on private.knowledge_replies (user_id, workflow_slug, created_at)
  include (day, fallback, model, latency_ms, cited_document_ids);

create table private.knowledge_exchanges (
  question_id uuid primary key,
  session_id uuid not null,
  user_id uuid not null,
  workflow_slug text not null,
  asked_at timestamptz not null,
  question_key text,
  -- The bot's reply to it: all null while there is none (no reply yet, or the customer wrote again).
  answered_at timestamptz,
  fallback boolean,
  latency_ms integer
);

comment on table private.knowledge_exchanges is
  'Each customer message with the bot''s reply to it (private.rag_exchanges'' pairing), kept by triggers on chat_messages; read by private.rag_exchanges.';

create index knowledge_exchanges_session_asked_idx on private.knowledge_exchanges (session_id, asked_at);
create index knowledge_exchanges_period_idx on private.knowledge_exchanges (user_id, workflow_slug, asked_at)
  include (session_id, question_key, answered_at, fallback, latency_ms);

-- Recomputes the replies and exchanges of conversations p_sessions from p_since (the earliest moment a
-- statement changed in each, same order) onwards, the exchanges from the last question before it. The
-- conversations are locked first (the lock every new message's counter takes), so that two writers of
-- one conversation recompute one after the other.
create function private.refresh_knowledge_exchanges(p_sessions uuid[], p_since timestamptz[]) returns void
language plpgsql security definer set search_path = ''
as $$
declare
  sessions uuid[];
  since timestamptz[];
  starts timestamptz[];
begin
  perform from public.chat_sessions s where s.id = any (p_sessions) order by s.id for no key update of s;
  select array_agg(c.session_id), array_agg(c.since), array_agg(coalesce((
           select max(x.asked_at) from private.knowledge_exchanges x
           where x.session_id = c.session_id and x.asked_at < c.since), c.since))
    into sessions, since, starts
  from unnest(p_sessions, p_since) as c(session_id, since);
  delete from private.knowledge_replies r
  using unnest(sessions, since) as c(session_id, since)
  where r.session_id = c.session_id and r.created_at >= c.since;
  delete from private.knowledge_exchanges x
  using unnest(sessions, starts) as c(session_id, start)
  where x.session_id = c.session_id and x.asked_at >= c.start;
  insert into private.knowledge_replies
    (message_id, session_id, user_id, workflow_slug, created_at, day, fallback, model, latency_ms, cited_document_ids)
  select m.id, m.session_id, m.user_id, s.workflow_slug, m.created_at, private.doha_day(m.created_at), m.fallback,
         m.model, m.latency_ms, m.cited_document_ids
  from unnest(sessions, since) as c(session_id, since)
  join public.chat_messages m on m.session_id = c.session_id and m.created_at >= c.since and m.role = 'assistant'
  join public.chat_sessions s on s.id = m.session_id;
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
  ) n on true;
end;
$$;

revoke all on function private.refresh_knowledge_exchanges(uuid[], timestamptz[]) from public;

-- The conversations a statement on chat_messages touched, each from its earliest changed message (before
-- and after an update: a message moved in time or to another conversation changes both places). An
-- update of nothing a reply or exchange holds (a person's or system message's text) changes nothing.
create function private.chat_messages_knowledge_exchanges() returns trigger
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
      from old_rows o join new_rows n on n.id = o.id
      cross join lateral (values (o.session_id, o.created_at), (n.session_id, n.created_at)) as m(session_id, created_at)
      where (o.session_id, o.user_id, o.role, o.created_at, o.question_key, o.fallback, o.model, o.latency_ms, o.cited_document_ids)
            is distinct from (n.session_id, n.user_id, n.role, n.created_at, n.question_key, n.fallback, n.model, n.latency_ms, n.cited_document_ids)
      group by 1
    ) c;
  end if;
  if sessions is not null then
    perform private.refresh_knowledge_exchanges(sessions, since);
  end if;
  return null;
end;
$$;

create trigger chat_messages_knowledge_exchanges_insert after insert on public.chat_messages
referencing new table as new_rows for each statement execute function private.chat_messages_knowledge_exchanges();
create trigger chat_messages_knowledge_exchanges_update after update on public.chat_messages
referencing old table as old_rows new table as new_rows for each statement execute function private.chat_messages_knowledge_exchanges();
create trigger chat_messages_knowledge_exchanges_delete after delete on public.chat_messages
referencing old table as old_rows for each statement execute function private.chat_messages_knowledge_exchanges();

create function private.chat_messages_knowledge_exchanges_truncated() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  delete from private.knowledge_replies;
  delete from private.knowledge_exchanges;
  return null;
end;
$$;

create trigger chat_messages_knowledge_exchanges_truncate after truncate on public.chat_messages
for each statement execute function private.chat_messages_knowledge_exchanges_truncated();

-- A conversation moved to another workflow (or its workflow's slug renamed, on update cascade) takes its
-- replies and exchanges along.
create function private.chat_sessions_knowledge_exchanges_move() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  update private.knowledge_replies r set workflow_slug = n.workflow_slug
  from old_rows o join new_rows n on n.id = o.id
  where r.session_id = n.id and n.workflow_slug is distinct from o.workflow_slug;
  update private.knowledge_exchanges x set workflow_slug = n.workflow_slug
  from old_rows o join new_rows n on n.id = o.id
  where x.session_id = n.id and n.workflow_slug is distinct from o.workflow_slug;
  return null;
end;
$$;

create trigger chat_sessions_knowledge_exchanges_move after update on public.chat_sessions
referencing old table as old_rows new table as new_rows
for each statement execute function private.chat_sessions_knowledge_exchanges_move();

-- The replies and exchanges of the messages already there.
select private.refresh_knowledge_exchanges(array_agg(c.id), array_agg(c.since))
from (select m.session_id as id, min(m.created_at) as since from public.chat_messages m group by 1) c
having count(*) > 0;

-- Where dashboard_stats reads a source's rows when they are kept apart from its table: SQL of the form
-- of private.dashboard_rows_sql (`from … r where …`, same parameters), whose `r` has the columns the
-- source's SQL reads.
alter table private.dashboard_sources add column kept_rows_sql text;

update private.dashboard_sources
set kept_rows_sql = 'from private.knowledge_replies r where r.user_id = $1 and r.workflow_slug = $2 '
  'and r.created_at >= $3 and r.created_at < $4 '
  'and ($5::text[] is null or (case when r.fallback then ''fallback'' else ''answered'' end) = any ($5))'
where source = 'chat_answers';

-- Same answer as 20261129400100's, the rows read from kept_rows_sql when a source has it, the bands
-- counted by a binary search.
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
  w record;
  bounds numeric[];
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
  -- A value's band is how many bounds it reaches: width_bucket over the bounds sorted (a binary search,
  -- where counting them per row cost half of the latency spread's time at 41,000 replies).
  bounds := (select array_agg(u order by u) from unnest(p_bounds) u);
  -- One pass per period over its rows with a value: the percentiles as the kit's percentile() (the
  -- same linear interpolation as percentile_cont), a value's band = how many bounds it reaches (the
  -- kit's countInBands: below the first bound is band 0).
  for w in select * from (values ('current', p_as_of - span, p_as_of), ('previous', p_as_of - 2 * span, p_as_of - span))
    as v(name, from_at, to_at)
  loop
    return query execute format(
      $q$with x as (select (%1$s)::numeric as v %2$s)
         select $8, count(x.v), avg(x.v), min(x.v), max(x.v), sum(x.v),
                case when count(x.v) > 0 then percentile_cont($6::double precision[]) within group (order by x.v::double precision) end,
                case when $7::numeric[] is not null then (
                  select array_agg(coalesce(c.n, 0) order by b.i)
                  from generate_series(0, cardinality($7::numeric[])) as b(i)
                  left join (select coalesce(width_bucket(y.v, $9::numeric[]), 0) as i, count(*) as n
                             from x y where y.v is not null group by 1) c on c.i = b.i) end
         from x$q$,
      measure, coalesce(s.kept_rows_sql, private.dashboard_rows_sql(s)))
    using p_user_id, p_workflow_slug, w.from_at, w.to_at, p_statuses, p_fractions, p_bounds, w.name, bounds;
  end loop;
end;
$$;

-- Same answer as 20261201010100's, from the kept replies.
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
    select g.grp, count(*), count(*) filter (where g.fallback), count(g.latency_ms),
           -- As the kit's percentile() (linear interpolation), null for a group without a timed reply.
           case when count(g.latency_ms) > 0
                then percentile_cont(p_fractions::double precision[]) within group (order by g.latency_ms::double precision) end
    from (
      select case p_by when 'day' then r.day::text else coalesce(r.model, '') end as grp,
             r.fallback, r.latency_ms
      from private.knowledge_replies r
      where r.user_id = p_user_id and r.workflow_slug = p_workflow_slug
        and r.created_at >= p_as_of - make_interval(days => p_days) and r.created_at < p_as_of
    ) g
    group by g.grp
    order by g.grp;
end;
$$;

-- Same answer as 20261130210000's, from the kept replies.
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
begin
  if p_workflow_slug is null or p_as_of is null or p_days is null or p_days not between 1 and 366
     or p_limit is null or p_limit not between 1 and 1000
     or not private.dashboard_reader_may_read(p_user_id) then
    return;
  end if;
  return query
    select d.id, d.title, c.citations, c.last_cited_at, count(*) over ()
    from (
      select u.id, count(*) as citations, max(r.created_at) as last_cited_at
      from private.knowledge_replies r
      cross join lateral unnest(r.cited_document_ids) as u(id)
      where r.user_id = p_user_id and r.workflow_slug = p_workflow_slug
        and r.created_at >= p_as_of - make_interval(days => p_days) and r.created_at < p_as_of
      group by 1
    ) c
    join public.documents d on d.id = c.id and d.user_id = p_user_id
    order by c.citations desc, d.title, d.id
    limit p_limit;
end;
$$;

-- Same answer as 20261130210000's, from the kept exchanges (rag_questions, rag_staff_usage, rag_pages and
-- rag_visitors read it).
create or replace function private.rag_exchanges(p_user_id uuid, p_workflow_slug text, p_from timestamptz, p_to timestamptz)
returns table (session_id uuid, question_key text, asked_at timestamptz, answered_at timestamptz, fallback boolean,
               latency_ms integer)
language sql stable set search_path = ''
as $$
  select x.session_id, x.question_key, x.asked_at, x.answered_at, x.fallback, x.latency_ms
  from private.knowledge_exchanges x
  where x.user_id = p_user_id and x.workflow_slug = p_workflow_slug and x.asked_at >= p_from and x.asked_at < p_to
$$;
