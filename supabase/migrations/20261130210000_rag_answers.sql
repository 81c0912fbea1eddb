-- The knowledge bots' figures in SQL (issue 43; docs/architecture.md, "Dashboard figures"): what the
-- rag-chatbot, local-rag, local-chatbot and website-chatbot dashboards computed in the browser from
-- capped conversations and messages.
--
-- 1. chat_messages.question_key: a customer message's wording reduced as database chat's questions are
--    (private.question_key, migration 20261130130000), so questions group as one whatever the spelling.
-- 2. Source `chat_answers`: the bot's replies (assistant messages), answered or fallback as status, the
--    model that wrote it as kind, its latency (ms) as value and the documents it cited as score. The
--    answered rate, the latency spread, the models and the citations count them at constant cost.
--    A reply belongs to the period in which it was written (its question came at most a latency before).
-- 3. A conversation deleted or moved takes the counts of its messages along for every source of
--    chat_messages (20261129400000 did it for `chat_messages` alone).
-- 4. public.rag_questions: the period's questions grouped by their key, each with how its exchanges went
--    (answered, fallback, no reply yet), as the dashboards pair a question with the bot's next reply
--    (remotes/rag/src/common/exchanges.ts): the most asked and the unanswered questions.
-- 5. public.rag_document_citations: how often the period's replies cited each document, the most cited
--    first, with the document's title.
-- 4 and 5 read one period's messages through the (user_id, role, created_at) index, a question's next
-- message through the (session_id, created_at, id) index (migration 20261130110000) and each message's
-- conversation by its key (a subquery, not a join: a join lets the planner scan every conversation of
-- the client): their cost grows with a period's messages, not with the history.

alter table public.chat_messages
  add column question_key text generated always as (
    case when role = 'customer' then private.question_key(content) end) stored;

comment on column public.chat_messages.question_key is
  'A customer message''s wording reduced to what identifies it (private.question_key); null for other roles. The knowledge bots group questions by it.';

insert into private.dashboard_sources (source, table_name, at_sql, status_sql, kind_sql, value_sql, score_sql, workflow_sql, range_sql) values
  ('chat_answers', 'chat_messages', 'case when r.role = ''assistant'' then r.created_at end',
   'case when r.fallback then ''fallback'' else ''answered'' end', 'coalesce(r.model, '''')', 'r.latency_ms',
   'cardinality(r.cited_document_ids)',
   '(select s.workflow_slug from public.chat_sessions s where s.id = r.session_id)',
   'r.role = ''assistant'' and r.created_at >= $3 and r.created_at < $4');
select private.install_dashboard_source('chat_answers');

-- Every source of chat_messages, as 20261129400000's session triggers did for `chat_messages`.
create or replace function private.dashboard_session_messages_uncount() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  messages constant text := format('(select m.* from public.chat_messages m where m.session_id = %L)', old.id);
  s record;
begin
  for s in select d.source from private.dashboard_sources d where d.table_name = 'chat_messages' order by d.source loop
    execute private.dashboard_count_sql(s.source, -1, messages, quote_literal(old.workflow_slug));
    execute private.dashboard_drop_empty_sql(s.source, messages, quote_literal(old.workflow_slug));
  end loop;
  return old;
end;
$$;

create or replace function private.dashboard_session_messages_move() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  moved constant text := '(select m.* from public.chat_messages m join old_rows o on o.id = m.session_id '
    'join new_rows n on n.id = o.id where n.workflow_slug is distinct from o.workflow_slug)';
  old_workflow constant text := '(select o.workflow_slug from old_rows o where o.id = r.session_id)';
  s record;
begin
  if not exists (select from old_rows o join new_rows n on n.id = o.id where n.workflow_slug is distinct from o.workflow_slug) then
    return null;
  end if;
  for s in select d.source from private.dashboard_sources d where d.table_name = 'chat_messages' order by d.source loop
    execute private.dashboard_count_sql(s.source, -1, moved, old_workflow);
    execute private.dashboard_drop_empty_sql(s.source, moved, old_workflow);
    execute private.dashboard_count_sql(s.source, 1, moved);
  end loop;
  return null;
end;
$$;

-- The exchanges of a client's workflow whose question was asked in [p_from, p_to): each customer
-- message with the bot's reply to it, the first assistant message after it before the next customer
-- message (a person's messages in between do not count), or none yet. Same instant: ordered by id.
create function private.rag_exchanges(p_user_id uuid, p_workflow_slug text, p_from timestamptz, p_to timestamptz)
returns table (session_id uuid, question_key text, asked_at timestamptz, answered_at timestamptz, fallback boolean,
               latency_ms integer)
language sql stable set search_path = ''
as $$
  select q.session_id, q.question_key, q.created_at,
         case when n.role = 'assistant' then n.created_at end,
         case when n.role = 'assistant' then n.fallback end,
         case when n.role = 'assistant' then n.latency_ms end
  from public.chat_messages q
  left join lateral (
    select m.role, m.created_at, m.fallback, m.latency_ms
    from public.chat_messages m
    where m.session_id = q.session_id and m.role in ('customer', 'assistant')
      and (m.created_at, m.id) > (q.created_at, q.id)
    order by m.created_at, m.id
    limit 1
  ) n on true
  where q.user_id = p_user_id and q.role = 'customer' and q.created_at >= p_from and q.created_at < p_to
    and (select s.workflow_slug from public.chat_sessions s where s.id = q.session_id) = p_workflow_slug
$$;

-- The largest groups of the period's questions by their key: how often asked, answered, fell back, the
-- latest asking and how many groups there are; p_outcome 'fallback' ranks the questions the bot could
-- not answer by how often it could not (their `asked` is then their fallbacks).
create function public.rag_questions(
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
begin
  if p_workflow_slug is null or p_as_of is null or p_days is null or p_days not between 1 and 366
     or p_limit is null or p_limit not between 1 and 1000
     or (p_outcome is not null and p_outcome not in ('answered', 'fallback'))
     or not private.dashboard_reader_may_read(p_user_id) then
    return;
  end if;
  return query
    select g.question_key, g.asked, g.answered, g.fallback, g.latest_at, count(*) over ()
    from (
      select x.question_key, count(*) as asked,
             count(*) filter (where x.fallback = false) as answered,
             count(*) filter (where x.fallback) as fallback,
             max(x.asked_at) as latest_at
      from private.rag_exchanges(p_user_id, p_workflow_slug, p_as_of - make_interval(days => p_days), p_as_of) x
      where p_outcome is null or x.fallback = (p_outcome = 'fallback')
      group by 1
    ) g
    order by g.asked desc, g.latest_at desc, g.question_key
    limit p_limit;
end;
$$;

comment on function public.rag_questions(text, timestamptz, integer, integer, text, uuid) is
  'A knowledge bot''s most asked questions of the period by their key (chat_messages.question_key), each with how often the bot answered and fell back.';

revoke all on function public.rag_questions(text, timestamptz, integer, integer, text, uuid) from public, anon;
grant execute on function public.rag_questions(text, timestamptz, integer, integer, text, uuid) to authenticated, service_role;

-- How often the bot's replies of the period cited each of the client's documents, the most cited first
-- (ties by title); documents deleted since are not counted.
create function public.rag_document_citations(
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
      select u.id, count(*) as citations, max(m.created_at) as last_cited_at
      from public.chat_messages m
      cross join lateral unnest(m.cited_document_ids) as u(id)
      where m.user_id = p_user_id and m.role = 'assistant'
        and m.created_at >= p_as_of - make_interval(days => p_days) and m.created_at < p_as_of
        and (select s.workflow_slug from public.chat_sessions s where s.id = m.session_id) = p_workflow_slug
      group by 1
    ) c
    join public.documents d on d.id = c.id and d.user_id = p_user_id
    order by c.citations desc, d.title, d.id
    limit p_limit;
end;
$$;

comment on function public.rag_document_citations(text, timestamptz, integer, integer, uuid) is
  'How often a knowledge bot''s replies of the period cited each of the client''s documents, the most cited first.';

revoke all on function public.rag_document_citations(text, timestamptz, integer, integer, uuid) from public, anon;
grant execute on function public.rag_document_citations(text, timestamptz, integer, integer, uuid) to authenticated, service_role;
