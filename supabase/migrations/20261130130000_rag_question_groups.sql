-- Database chat's most asked questions in SQL (issue 43; docs/architecture.md, "Dashboard figures"):
-- a question's wording reduced to what identifies it, stored beside it, so public.dashboard_top groups
-- "What were our top products?" and "what were our top products" as one question at the cost of one
-- period's rows; and a source that counts each question with its outcome, so every group says how
-- often it was asked, how many of those ran and how many rows they returned.

-- The wording of a question reduced as the dashboards' normalizeQuestion does
-- (remotes/rag/src/common/exchanges.ts): lower case, no Arabic diacritics or tatweel, one alef, yaa
-- and haa for the spellings people mix freely, every run of what is neither a letter nor a digit one
-- space, trimmed. The letter ranges are spelled out (Latin, Greek, Cyrillic, Arabic): a regex class
-- such as [[:alpha:]] follows the database's locale and would drop Arabic letters under C.
create function private.question_key(p_text text) returns text
language sql immutable parallel safe set search_path = ''
as $$
  select btrim(regexp_replace(
    translate(regexp_replace(lower(p_text), '[\u064B-\u0652\u0640]', '', 'g'), 'أإآىة', 'ااايه'),
    '[^a-z0-9\u00C0-\u024F\u0370-\u03FF\u0400-\u04FF\u0621-\u064A\u0660-\u0669\u066E-\u06D3\u06D5\u06EE-\u06FF]+',
    ' ', 'g'))
$$;

comment on function private.question_key(text) is
  'A question''s wording reduced to what identifies it (case, punctuation, Arabic diacritics and letter variants), as the dashboards group questions.';

alter table public.database_queries
  add column question_key text generated always as (private.question_key(question)) stored;

comment on column public.database_queries.question_key is
  'The question''s wording reduced to what identifies it (private.question_key): the most asked questions group by it.';

-- Each question once, with its outcome: value = the rows it returned (null when it failed), score = 1
-- when it ran. Grouped by question_key (dashboard_top), a group's rows are the times it was asked,
-- score_sum / rows its success rate and value_sum / score_sum the rows its successful runs returned.
insert into private.dashboard_sources (source, table_name, at_sql, status_sql, kind_sql, value_sql, score_sql) values
  ('database_questions', 'database_queries', 'r.created_at', 'r.status', '''''', 'r.row_count',
   'case when r.status = ''succeeded'' then 1 else 0 end');
select private.install_dashboard_source('database_questions');
