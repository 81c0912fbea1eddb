-- The knowledge bots' question and citation lines kept at the cost of what a statement changed (issue 43;
-- docs/performance.md, "Dashboard figures at volume"). 20261204010000 recomputed every (client, workflow,
-- Doha day) a statement on chat_messages touched, whole, from the kept exchanges and replies of that day
-- (private.refresh_knowledge_days), for every workflow's messages, customer support's and WhatsApp's too:
-- a statement of 10,000 messages at 1,000,000 took 64-81 s, mostly that, and each 50,000-message statement
-- of customer support spent 4-11.6 s in it, lines no dashboard reads. Now:
-- 1. Only the knowledge bots have question and citation lines (private.knowledge_day_lines_kept: rag-chatbot,
--    local-rag, local-chatbot, website-chatbot, the workflows whose dashboards read rag_questions and
--    rag_document_citations, remotes/rag/src/common/knowledgeFigures.ts). A statement of other workflows'
--    messages writes none; rag_questions and rag_document_citations of another workflow read the period's
--    kept exchanges and replies, as they read the two days a period cuts (same answers).
-- 2. The lines are counted, not recomputed (private.count_knowledge_days): the exchanges and replies
--    private.refresh_knowledge_exchanges deletes and inserts again are paired by id (a FULL JOIN, which
--    PostgreSQL runs as a hash or merge join: the arrays have no statistics), those that come back the
--    same drop out (a new message rewrites the last question before it, usually unchanged or only given
--    its reply), and the rest are counted out of their line and into their new one per (client, workflow,
--    day, question key) and (client, workflow, day, document), an upsert in key order on the lines' keys
--    (unique now). A latest moment is kept with greatest(); only when a change takes out the latest of a
--    line (of its questions, answered or fallen back ones, or citations) without putting a later or equal
--    one in is that moment read again, from that line's day of kept rows (a delete or a move, not a new
--    message). An emptied line goes, as before. Each day's lines are still written under one advisory lock
--    per client, workflow and day, taken in order.
-- 3. private.refresh_knowledge_days has no caller left and goes.
-- Lines, answers and signatures are the same (backend/test/figures-rag-kept.test.ts compares the lines with
-- a fresh grouping after every kind of write).

-- Whether a workflow's exchanges and replies are counted into question and citation lines. Immutable: a
-- change of the list is a migration that also writes or deletes the lines of the workflows it adds or drops.
create function private.knowledge_day_lines_kept(p_workflow_slug text) returns boolean
language sql immutable parallel safe set search_path = ''
as $$
  select p_workflow_slug in ('rag-chatbot', 'local-rag', 'local-chatbot', 'website-chatbot')
$$;

delete from private.knowledge_question_days where not private.knowledge_day_lines_kept(workflow_slug);
delete from private.knowledge_citation_days where not private.knowledge_day_lines_kept(workflow_slug);

-- The lines' keys, unique (an upsert's target), with what rag_questions and rag_document_citations read
-- (index-only, a range of days as before). A question without a key is one line per day.
drop index private.knowledge_question_days_idx;
create unique index knowledge_question_days_key_idx
  on private.knowledge_question_days (user_id, workflow_slug, day, question_key)
  include (asked, answered, fallbacks, latest_at, latest_answered_at, latest_fallback_at) nulls not distinct;
drop index private.knowledge_citation_days_idx;
create unique index knowledge_citation_days_key_idx
  on private.knowledge_citation_days (user_id, workflow_slug, day, document_id) include (citations, last_cited_at);

-- A kept exchange or a kept reply citing documents, as a statement deleted or inserted it (id: the
-- question's or the reply's message).
create type private.knowledge_exchange_row as (
  id uuid, user_id uuid, workflow_slug text, day date, asked_at timestamptz, question_key text, fallback boolean
);
create type private.knowledge_citing_row as (
  id uuid, user_id uuid, workflow_slug text, day date, created_at timestamptz, cited_document_ids uuid[]
);

-- What a statement changed in one question line (counts: in minus out; the latest moments of what it
-- put in and of what it took out, of all questions, the answered and the fallen back) or citation line.
create type private.knowledge_question_change as (
  user_id uuid, workflow_slug text, day date, question_key text, asked bigint, answered bigint, fallbacks bigint,
  added_at timestamptz, added_answered_at timestamptz, added_fallback_at timestamptz,
  gone_at timestamptz, gone_answered_at timestamptz, gone_fallback_at timestamptz
);
create type private.knowledge_citation_change as (
  user_id uuid, workflow_slug text, day date, document_id uuid, citations bigint, added_at timestamptz, gone_at timestamptz
);

-- Counts the exchanges and citing replies a statement deleted (p_gone_*) and inserted (p_added_*) out of
-- and into the question and citation lines of the knowledge bots' workflows (the others' are skipped).
create function private.count_knowledge_days(
  p_gone_exchanges private.knowledge_exchange_row[], p_added_exchanges private.knowledge_exchange_row[],
  p_gone_replies private.knowledge_citing_row[], p_added_replies private.knowledge_citing_row[]
) returns void
language plpgsql security definer set search_path = ''
as $$
declare
  question_changes private.knowledge_question_change[];
  citation_changes private.knowledge_citation_change[];
  k record;
begin
  -- Each row deleted and inserted again the same drops out; every other one is counted out (-1, as it
  -- was) or in (1) of its line.
  select array_agg(row(d.*)::private.knowledge_question_change)
    into question_changes
  from (
    select c.user_id, c.workflow_slug, c.day, c.question_key, sum(c.sign)::bigint,
           coalesce(sum(c.sign) filter (where c.fallback = false), 0)::bigint,
           coalesce(sum(c.sign) filter (where c.fallback), 0)::bigint,
           max(c.at) filter (where c.sign > 0), max(c.at) filter (where c.sign > 0 and c.fallback = false),
           max(c.at) filter (where c.sign > 0 and c.fallback),
           max(c.at) filter (where c.sign < 0), max(c.at) filter (where c.sign < 0 and c.fallback = false),
           max(c.at) filter (where c.sign < 0 and c.fallback)
    from unnest(p_gone_exchanges) g
    full join unnest(p_added_exchanges) a on a.id = g.id
    cross join lateral (values (-1, g.user_id, g.workflow_slug, g.day, g.question_key, g.asked_at, g.fallback),
                               (1, a.user_id, a.workflow_slug, a.day, a.question_key, a.asked_at, a.fallback))
      as c(sign, user_id, workflow_slug, day, question_key, at, fallback)
    where c.user_id is not null and private.knowledge_day_lines_kept(c.workflow_slug)
      and (g.id is null or a.id is null
           or (g.user_id, g.workflow_slug, g.asked_at, g.question_key, g.fallback)
              is distinct from (a.user_id, a.workflow_slug, a.asked_at, a.question_key, a.fallback))
    group by 1, 2, 3, 4
  ) d;
  select array_agg(row(d.*)::private.knowledge_citation_change)
    into citation_changes
  from (
    select c.user_id, c.workflow_slug, c.day, u.id, sum(c.sign)::bigint, max(c.at) filter (where c.sign > 0),
           max(c.at) filter (where c.sign < 0)
    from unnest(p_gone_replies) g
    full join unnest(p_added_replies) a on a.id = g.id
    cross join lateral (values (-1, g.user_id, g.workflow_slug, g.day, g.created_at, g.cited_document_ids),
                               (1, a.user_id, a.workflow_slug, a.day, a.created_at, a.cited_document_ids))
      as c(sign, user_id, workflow_slug, day, at, documents)
    cross join lateral unnest(c.documents) as u(id)
    where c.user_id is not null and private.knowledge_day_lines_kept(c.workflow_slug)
      and (g.id is null or a.id is null
           or (g.user_id, g.workflow_slug, g.created_at, g.cited_document_ids)
              is distinct from (a.user_id, a.workflow_slug, a.created_at, a.cited_document_ids))
    group by 1, 2, 3, 4
  ) d;
  if question_changes is null and citation_changes is null then
    return;
  end if;
  -- One writer at a time per client, workflow and day (20261204010000's locks), in order.
  for k in
    select distinct q.user_id, q.workflow_slug, q.day from unnest(question_changes) q
    union
    select c.user_id, c.workflow_slug, c.day from unnest(citation_changes) c
    order by 1, 2, 3
  loop
    perform pg_advisory_xact_lock(hashtextextended('knowledge_days/' || k.user_id::text || '/' || k.workflow_slug || '/' || k.day::text, 0));
  end loop;
  if question_changes is not null then
    -- A new line's latest moment is what came in ('-infinity' for a line of nothing, removed below).
    insert into private.knowledge_question_days as l
      (user_id, workflow_slug, day, question_key, asked, answered, fallbacks, latest_at, latest_answered_at, latest_fallback_at)
    select q.user_id, q.workflow_slug, q.day, q.question_key, q.asked, q.answered, q.fallbacks,
           coalesce(q.added_at, '-infinity'), q.added_answered_at, q.added_fallback_at
    from unnest(question_changes) q
    order by 1, 2, 3, 4
    on conflict (user_id, workflow_slug, day, question_key) do update
    set asked = l.asked + excluded.asked, answered = l.answered + excluded.answered,
        fallbacks = l.fallbacks + excluded.fallbacks,
        latest_at = greatest(l.latest_at, excluded.latest_at),
        latest_answered_at = case when l.answered + excluded.answered > 0
                                  then greatest(l.latest_answered_at, excluded.latest_answered_at) end,
        latest_fallback_at = case when l.fallbacks + excluded.fallbacks > 0
                                  then greatest(l.latest_fallback_at, excluded.latest_fallback_at) end;
    -- A latest moment taken out (the line's, still there after greatest()) and nothing as late put in: read
    -- again from the line's day of kept exchanges.
    update private.knowledge_question_days l
    set (latest_at, latest_answered_at, latest_fallback_at) = (
      select max(x.asked_at), max(x.asked_at) filter (where x.fallback = false), max(x.asked_at) filter (where x.fallback)
      from private.knowledge_exchanges x
      where x.user_id = l.user_id and x.workflow_slug = l.workflow_slug
        and x.asked_at >= private.doha_day_start(l.day) and x.asked_at < private.doha_day_start(l.day + 1)
        and x.question_key is not distinct from l.question_key)
    from (
      select q.* from unnest(question_changes) q
      where q.gone_at > q.added_at or (q.gone_at is not null and q.added_at is null)
         or q.gone_answered_at > q.added_answered_at or (q.gone_answered_at is not null and q.added_answered_at is null)
         or q.gone_fallback_at > q.added_fallback_at or (q.gone_fallback_at is not null and q.added_fallback_at is null)
    ) q
    where l.user_id = q.user_id and l.workflow_slug = q.workflow_slug and l.day = q.day
      and l.question_key is not distinct from q.question_key and l.asked > 0
      and (l.latest_at <= q.gone_at or l.latest_answered_at <= q.gone_answered_at
           or l.latest_fallback_at <= q.gone_fallback_at);
    delete from private.knowledge_question_days l
    using unnest(question_changes) q
    where q.asked <= 0 and l.user_id = q.user_id and l.workflow_slug = q.workflow_slug and l.day = q.day
      and l.question_key is not distinct from q.question_key and l.asked <= 0;
  end if;
  if citation_changes is not null then
    insert into private.knowledge_citation_days as l (user_id, workflow_slug, day, document_id, citations, last_cited_at)
    select c.user_id, c.workflow_slug, c.day, c.document_id, c.citations, coalesce(c.added_at, '-infinity')
    from unnest(citation_changes) c
    order by 1, 2, 3, 4
    on conflict (user_id, workflow_slug, day, document_id) do update
    set citations = l.citations + excluded.citations, last_cited_at = greatest(l.last_cited_at, excluded.last_cited_at);
    update private.knowledge_citation_days l
    set last_cited_at = (
      select max(r.created_at)
      from private.knowledge_replies r
      where r.user_id = l.user_id and r.workflow_slug = l.workflow_slug
        and r.created_at >= private.doha_day_start(l.day) and r.created_at < private.doha_day_start(l.day + 1)
        and l.document_id = any (r.cited_document_ids))
    from (
      select c.* from unnest(citation_changes) c
      where c.gone_at > c.added_at or (c.gone_at is not null and c.added_at is null)
    ) c
    where l.user_id = c.user_id and l.workflow_slug = c.workflow_slug and l.day = c.day
      and l.document_id = c.document_id and l.citations > 0 and l.last_cited_at <= c.gone_at;
    delete from private.knowledge_citation_days l
    using unnest(citation_changes) c
    where c.citations <= 0 and l.user_id = c.user_id and l.workflow_slug = c.workflow_slug and l.day = c.day
      and l.document_id = c.document_id and l.citations <= 0;
  end if;
end;
$$;

revoke all on function private.count_knowledge_days(private.knowledge_exchange_row[], private.knowledge_exchange_row[],
  private.knowledge_citing_row[], private.knowledge_citing_row[]) from public;

-- Same as 20261204010000's, the question and citation lines counted (private.count_knowledge_days) from the
-- exchanges and citing replies it deletes and inserts, instead of their days recomputed.
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
  -- Of the knowledge bots' workflows only (the others have no question and citation lines).
  gone_replies private.knowledge_citing_row[];
  added_replies private.knowledge_citing_row[];
  gone_exchanges private.knowledge_exchange_row[];
  added_exchanges private.knowledge_exchange_row[];
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
    returning r.message_id, r.user_id, r.workflow_slug, r.created_at, r.day, r.model, r.latency_ms, r.fallback,
              r.cited_document_ids)
  select array_agg(g.user_id), array_agg(g.workflow_slug), array_agg(g.day), array_agg(g.model),
         array_agg(g.latency_ms), array_agg(g.fallback),
         array_agg(row(g.message_id, g.user_id, g.workflow_slug, g.day, g.created_at, g.cited_document_ids)::private.knowledge_citing_row)
           filter (where cardinality(g.cited_document_ids) > 0 and private.knowledge_day_lines_kept(g.workflow_slug))
    into users, workflows, days, models, latencies, fallbacks, gone_replies
  from gone g;
  perform private.count_knowledge_replies(-1, users, workflows, days, models, latencies, fallbacks);
  with gone as (
    delete from private.knowledge_exchanges x
    using unnest(sessions, starts) as c(session_id, start)
    where x.session_id = c.session_id and x.asked_at >= c.start
    returning x.question_id, x.user_id, x.workflow_slug, x.asked_at, x.question_key, x.fallback)
  select array_agg(row(g.question_id, g.user_id, g.workflow_slug, private.doha_day(g.asked_at), g.asked_at, g.question_key,
                       g.fallback)::private.knowledge_exchange_row)
    into gone_exchanges
  from gone g
  where private.knowledge_day_lines_kept(g.workflow_slug);
  with added as (
    insert into private.knowledge_replies
      (message_id, session_id, user_id, workflow_slug, created_at, day, fallback, model, latency_ms, cited_document_ids)
    select m.id, m.session_id, m.user_id, s.workflow_slug, m.created_at, private.doha_day(m.created_at), m.fallback,
           m.model, m.latency_ms, m.cited_document_ids
    from unnest(sessions, since) as c(session_id, since)
    join public.chat_messages m on m.session_id = c.session_id and m.created_at >= c.since and m.role = 'assistant'
    join public.chat_sessions s on s.id = m.session_id
    returning message_id, user_id, workflow_slug, created_at, day, model, latency_ms, fallback, cited_document_ids)
  select array_agg(a.user_id), array_agg(a.workflow_slug), array_agg(a.day), array_agg(a.model),
         array_agg(a.latency_ms), array_agg(a.fallback),
         array_agg(row(a.message_id, a.user_id, a.workflow_slug, a.day, a.created_at, a.cited_document_ids)::private.knowledge_citing_row)
           filter (where cardinality(a.cited_document_ids) > 0 and private.knowledge_day_lines_kept(a.workflow_slug))
    into users, workflows, days, models, latencies, fallbacks, added_replies
  from added a;
  perform private.count_knowledge_replies(1, users, workflows, days, models, latencies, fallbacks);
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
  returning question_id, user_id, workflow_slug, asked_at, question_key, fallback)
  select array_agg(row(a.question_id, a.user_id, a.workflow_slug, private.doha_day(a.asked_at), a.asked_at, a.question_key,
                       a.fallback)::private.knowledge_exchange_row)
    into added_exchanges
  from added a
  where private.knowledge_day_lines_kept(a.workflow_slug);
  perform private.count_knowledge_days(gone_exchanges, added_exchanges, gone_replies, added_replies);
end;
$$;

-- Same as 20261204010000's, the question and citation lines of the moved replies and exchanges counted out
-- of the old workflow's lines and into the new one's (each is deleted there and inserted here).
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
  gone_replies private.knowledge_citing_row[];
  added_replies private.knowledge_citing_row[];
  gone_exchanges private.knowledge_exchange_row[];
  added_exchanges private.knowledge_exchange_row[];
begin
  with moved as (
    update private.knowledge_replies r set workflow_slug = n.workflow_slug
    from old_rows o join new_rows n on n.id = o.id
    where r.session_id = n.id and n.workflow_slug is distinct from o.workflow_slug
    returning r.message_id, r.user_id, o.workflow_slug as old_workflow, r.workflow_slug, r.created_at, r.day, r.model,
              r.latency_ms, r.fallback, r.cited_document_ids)
  select array_agg(m.user_id), array_agg(m.old_workflow), array_agg(m.workflow_slug), array_agg(m.day),
         array_agg(m.model), array_agg(m.latency_ms), array_agg(m.fallback),
         array_agg(row(m.message_id, m.user_id, m.old_workflow, m.day, m.created_at, m.cited_document_ids)::private.knowledge_citing_row)
           filter (where cardinality(m.cited_document_ids) > 0 and private.knowledge_day_lines_kept(m.old_workflow)),
         array_agg(row(m.message_id, m.user_id, m.workflow_slug, m.day, m.created_at, m.cited_document_ids)::private.knowledge_citing_row)
           filter (where cardinality(m.cited_document_ids) > 0 and private.knowledge_day_lines_kept(m.workflow_slug))
    into users, old_workflows, workflows, days, models, latencies, fallbacks, gone_replies, added_replies
  from moved m;
  perform private.count_knowledge_replies(-1, users, old_workflows, days, models, latencies, fallbacks);
  perform private.count_knowledge_replies(1, users, workflows, days, models, latencies, fallbacks);
  with moved as (
    update private.knowledge_exchanges x set workflow_slug = n.workflow_slug
    from old_rows o join new_rows n on n.id = o.id
    where x.session_id = n.id and n.workflow_slug is distinct from o.workflow_slug
    returning x.question_id, x.user_id, o.workflow_slug as old_workflow, x.workflow_slug, x.asked_at,
              private.doha_day(x.asked_at) as day, x.question_key, x.fallback)
  select array_agg(row(m.question_id, m.user_id, m.old_workflow, m.day, m.asked_at, m.question_key, m.fallback)::private.knowledge_exchange_row)
           filter (where private.knowledge_day_lines_kept(m.old_workflow)),
         array_agg(row(m.question_id, m.user_id, m.workflow_slug, m.day, m.asked_at, m.question_key, m.fallback)::private.knowledge_exchange_row)
           filter (where private.knowledge_day_lines_kept(m.workflow_slug))
    into gone_exchanges, added_exchanges
  from moved m;
  perform private.count_knowledge_days(gone_exchanges, added_exchanges, gone_replies, added_replies);
  return null;
end;
$$;

drop function private.refresh_knowledge_days(uuid[], text[], date[]);

-- How rag_questions and rag_document_citations split a period: 20261204010000's whole days read from the
-- lines (private.dashboard_whole_days), or, for a workflow without lines (private.knowledge_day_lines_kept),
-- no whole day: the whole period read from the kept rows, as a period of no whole day is.
create function private.knowledge_line_days(p_workflow_slug text, p_from timestamptz, p_to timestamptz)
returns table (first_day date, last_day date, days_from timestamptz, days_to timestamptz)
language sql immutable set search_path = ''
as $$
  select w.first_day, w.last_day, w.days_from, w.days_to
  from private.dashboard_whole_days(p_from, p_to) w
  where private.knowledge_day_lines_kept(p_workflow_slug)
  union all
  select private.doha_day(p_to), private.doha_day(p_to), p_to, p_to
  where not private.knowledge_day_lines_kept(p_workflow_slug)
$$;

-- Same answer as 20261204010000's, the period split by private.knowledge_line_days (a workflow without
-- question lines: all of it read from the kept exchanges).
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
  select * into w from private.knowledge_line_days(p_workflow_slug, period_from, p_as_of);
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

-- Same answer as 20261204010000's, the period split by private.knowledge_line_days (a workflow without
-- citation lines: all of it read from the kept replies).
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
  select * into w from private.knowledge_line_days(p_workflow_slug, period_from, p_as_of);
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
