-- The knowledge bots' figures that migration 20261130210000_rag_answers.sql left to the browser (issue 43;
-- docs/architecture.md, "Dashboard figures"): what the rag-chatbot, local-rag, local-chatbot and
-- website-chatbot dashboards still computed from capped conversations and messages.
--
-- 1. public.rag_answer_spreads: the latency spread (median, p95) of the bot's replies per Doha day or per
--    model, with the replies and fallbacks of each (dashboard_stats spreads a whole period only): the
--    latency chart and the models table. A reply counts in the period it was written, as the
--    `chat_answers` source counts it.
-- 2. public.rag_staff_usage: local chatbot's staff, the period's named conversations grouped by name with
--    their questions and how many fell back (remotes/rag/src/local-chatbot/data.ts).
-- 3. public.rag_pages and public.rag_visitors: the website widget's pages (a URL read as host and path,
--    private.page_of, as remotes/rag/src/website-chatbot/data.ts reads it) with their conversations,
--    visitors, questions and ratings, and the period's visitors, returning visitors and conversations in
--    which the bot fell back.
-- Each reads one period's replies through the (user_id, role, created_at) index or its conversations
-- through (user_id, workflow_slug, started_at), and each question's next message through
-- (session_id, created_at, id) (private.rag_exchanges): the cost grows with a period's rows, not with
-- the client's history, as public.dashboard_stats and public.rag_questions.

create function public.rag_answer_spreads(
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
      select case p_by when 'day' then private.doha_day(m.created_at)::text else coalesce(m.model, '') end as grp,
             m.fallback, m.latency_ms
      from public.chat_messages m
      where m.user_id = p_user_id and m.role = 'assistant'
        and m.created_at >= p_as_of - make_interval(days => p_days) and m.created_at < p_as_of
        and (select s.workflow_slug from public.chat_sessions s where s.id = m.session_id) = p_workflow_slug
    ) g
    group by g.grp
    order by g.grp;
end;
$$;

comment on function public.rag_answer_spreads(text, text, timestamptz, integer, numeric[], uuid) is
  'A knowledge bot''s replies of the period per Doha day or model: how many, how many fell back, how many were timed and the percentiles of their latency.';

revoke all on function public.rag_answer_spreads(text, text, timestamptz, integer, numeric[], uuid) from public, anon;
grant execute on function public.rag_answer_spreads(text, text, timestamptz, integer, numeric[], uuid) to authenticated, service_role;

-- The named conversations started in the period, per name: how many, the questions asked in them in the
-- period and how many of those the bot could not answer, the latest start; the most questions first.
create function public.rag_staff_usage(
  p_workflow_slug text,
  p_as_of timestamptz default now(),
  p_days integer default 30,
  p_limit integer default 500,
  p_user_id uuid default auth.uid()
)
returns table (name text, conversations bigint, questions bigint, fallbacks bigint, last_seen_at timestamptz,
               total_staff bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  period_from constant timestamptz := p_as_of - make_interval(days => p_days);
begin
  if p_workflow_slug is null or p_as_of is null or p_days is null or p_days not between 1 and 366
     or p_limit is null or p_limit not between 1 and 1000
     or not private.dashboard_reader_may_read(p_user_id) then
    return;
  end if;
  return query
    with asked as (
      select x.session_id, count(*) as questions, count(*) filter (where x.fallback) as fallbacks
      from private.rag_exchanges(p_user_id, p_workflow_slug, period_from, p_as_of) x
      group by x.session_id
    )
    select g.name, g.conversations, g.questions, g.fallbacks, g.last_seen_at, count(*) over ()
    from (
      select s.customer_name as name, count(*) as conversations, coalesce(sum(a.questions), 0)::bigint as questions,
             coalesce(sum(a.fallbacks), 0)::bigint as fallbacks, max(s.started_at) as last_seen_at
      from public.chat_sessions s
      left join asked a on a.session_id = s.id
      where s.user_id = p_user_id and s.workflow_slug = p_workflow_slug
        and s.started_at >= period_from and s.started_at < p_as_of and coalesce(s.customer_name, '') <> ''
      group by s.customer_name
    ) g
    order by g.questions desc, g.name
    limit p_limit;
end;
$$;

comment on function public.rag_staff_usage(text, timestamptz, integer, integer, uuid) is
  'A staff assistant''s users of the period by name: conversations, questions, fallbacks and the latest conversation, the most questions first.';

revoke all on function public.rag_staff_usage(text, timestamptz, integer, integer, uuid) from public, anon;
grant execute on function public.rag_staff_usage(text, timestamptz, integer, integer, uuid) to authenticated, service_role;

-- A widget URL's page as the site's owner reads it: host (lower case) and path without query or
-- fragment, '/' when there is no path ('https://Clinic.qa/ar?x=1' is 'clinic.qa/ar'); anything that is
-- not an absolute URL (a bare path) as it is; null for none.
create function private.page_of(p_url text) returns text
language sql immutable parallel safe set search_path = ''
as $$
  select case
    when coalesce(p_url, '') = '' then null
    when p_url ~ '^[A-Za-z][A-Za-z0-9+.-]*://' then
      lower(substring(p_url from '^[A-Za-z][A-Za-z0-9+.-]*://(?:[^@/?#]*@)?([^/?#]*)'))
        || coalesce(substring(p_url from '^[A-Za-z][A-Za-z0-9+.-]*://[^/?#]*(/[^?#]*)'), '/')
    else p_url
  end
$$;

-- The pages where the period's conversations started, the busiest first: conversations, visitors (a
-- conversation without a widget id is its own visitor), the questions asked in them in the period, how
-- many were answered and fell back, and their ratings.
create function public.rag_pages(
  p_workflow_slug text,
  p_as_of timestamptz default now(),
  p_days integer default 30,
  p_limit integer default 100,
  p_user_id uuid default auth.uid()
)
returns table (page text, conversations bigint, visitors bigint, questions bigint, answered bigint,
               fallbacks bigint, rated bigint, satisfaction numeric, total_pages bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  period_from constant timestamptz := p_as_of - make_interval(days => p_days);
begin
  if p_workflow_slug is null or p_as_of is null or p_days is null or p_days not between 1 and 366
     or p_limit is null or p_limit not between 1 and 1000
     or not private.dashboard_reader_may_read(p_user_id) then
    return;
  end if;
  return query
    with asked as (
      select x.session_id, count(*) as questions, count(*) filter (where x.fallback = false) as answered,
             count(*) filter (where x.fallback) as fallbacks
      from private.rag_exchanges(p_user_id, p_workflow_slug, period_from, p_as_of) x
      group by x.session_id
    )
    select g.page, g.conversations, g.visitors, g.questions, g.answered, g.fallbacks, g.rated, g.satisfaction,
           count(*) over ()
    from (
      select private.page_of(s.page_url) as page, count(*) as conversations,
             count(distinct coalesce(s.visitor_id, s.id::text)) as visitors,
             coalesce(sum(a.questions), 0)::bigint as questions, coalesce(sum(a.answered), 0)::bigint as answered,
             coalesce(sum(a.fallbacks), 0)::bigint as fallbacks, count(s.satisfaction) as rated,
             avg(s.satisfaction)::numeric as satisfaction
      from public.chat_sessions s
      left join asked a on a.session_id = s.id
      where s.user_id = p_user_id and s.workflow_slug = p_workflow_slug
        and s.started_at >= period_from and s.started_at < p_as_of and private.page_of(s.page_url) is not null
      group by 1
    ) g
    order by g.conversations desc, g.page
    limit p_limit;
end;
$$;

comment on function public.rag_pages(text, timestamptz, integer, integer, uuid) is
  'A website widget''s pages of the period (host and path): conversations, visitors, questions, answered and fallback exchanges, ratings; the busiest first.';

revoke all on function public.rag_pages(text, timestamptz, integer, integer, uuid) from public, anon;
grant execute on function public.rag_pages(text, timestamptz, integer, integer, uuid) to authenticated, service_role;

-- The period's visitors: conversations, visitors, visitors with more than one conversation, and the
-- conversations in which the bot fell back at least once (on a question of the period).
create function public.rag_visitors(
  p_workflow_slug text,
  p_as_of timestamptz default now(),
  p_days integer default 30,
  p_user_id uuid default auth.uid()
)
returns table (conversations bigint, visitors bigint, returning_visitors bigint, with_fallback bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  period_from constant timestamptz := p_as_of - make_interval(days => p_days);
begin
  if p_workflow_slug is null or p_as_of is null or p_days is null or p_days not between 1 and 366
     or not private.dashboard_reader_may_read(p_user_id) then
    return;
  end if;
  return query
    with s as (
      select s.id, coalesce(s.visitor_id, s.id::text) as visitor
      from public.chat_sessions s
      where s.user_id = p_user_id and s.workflow_slug = p_workflow_slug
        and s.started_at >= period_from and s.started_at < p_as_of
    ), fell_back as (
      select distinct x.session_id
      from private.rag_exchanges(p_user_id, p_workflow_slug, period_from, p_as_of) x
      where x.fallback
    ), per_visitor as (
      select s.visitor, count(*) as n from s group by s.visitor
    )
    select (select count(*) from s), (select count(*) from per_visitor),
           (select count(*) from per_visitor v where v.n > 1),
           (select count(*) from s join fell_back f on f.session_id = s.id);
end;
$$;

comment on function public.rag_visitors(text, timestamptz, integer, uuid) is
  'A website widget''s period: conversations, visitors, returning visitors and the conversations in which the bot fell back at least once.';

revoke all on function public.rag_visitors(text, timestamptz, integer, uuid) from public, anon;
grant execute on function public.rag_visitors(text, timestamptz, integer, uuid) to authenticated, service_role;
