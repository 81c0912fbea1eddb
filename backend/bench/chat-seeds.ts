/**
 * The chat seeds of a knowledge bot (rag-chatbot) and of customer support, ten messages a conversation
 * spread over the last HISTORY_DAYS days, shared by bench/figures.ts (the KPI rows at volume) and
 * bench/knowledge-writes.ts (what writing them costs). Each seed adds the messages numbered $2..$3 (whole
 * conversations of ten) for user $1.
 */

/** The days the rows spread over, up to now. */
export const HISTORY_DAYS = 365;

/** The moment of row `n` of a series: spread evenly over the days, at scattered times of day. */
export const spread = (n: string) =>
  `now() - (${n} % ${HISTORY_DAYS}) * interval '1 day' - (${n}::bigint * 7919 % 86400) * interval '1 second'`;

/** The knowledge base the bot's replies cite. */
export const BOT_DOCUMENTS = 20;

/** The bot's knowledge base, for user $1 (before KNOWLEDGE_SEED). */
export const KNOWLEDGE_DOCUMENTS = `insert into public.documents (user_id, workflow_slug, title, status)
                   select $1, 'rag-chatbot', 'Document ' || lpad(i::text, 2, '0'), 'indexed' from generate_series(1, ${BOT_DOCUMENTS}) as i`;

/**
 * A knowledge bot's conversations: questions and replies in turn, 40 wordings of questions; a reply falls
 * back one time in five, else cites a document; three models; latencies up to 20 s; two conversations in
 * three rated.
 */
export const KNOWLEDGE_SEED = `with docs as (
    select array_agg(id order by title) as ids from public.documents where user_id = $1 and workflow_slug = 'rag-chatbot'),
  s as (
    insert into public.chat_sessions (user_id, workflow_slug, status, channel, message_count, satisfaction, started_at)
    select $1, 'rag-chatbot', 'resolved', 'portal', 10, case when k % 3 = 0 then null else 1 + k % 5 end, ${spread('k')}
    from generate_series($2::int / 10, ($3::int + 1) / 10 - 1) as k
    returning id, started_at, satisfaction)
  insert into public.chat_messages (session_id, user_id, role, content, latency_ms, model, fallback, cited_document_ids, created_at)
  select s.id, $1, x.role, case when x.role = 'customer' then 'Question ' || (h + j) % 40 else 'Reply ' || j end,
         case when x.role = 'assistant' then (h * 7 + j * 131) % 20000 end,
         case when x.role = 'assistant' then (array['gpt-4o', 'llama3', 'jais'])[1 + (h + j) % 3] end,
         x.role = 'assistant' and (h + j) % 5 = 0,
         case when x.role = 'assistant' and (h + j) % 5 <> 0 then array[docs.ids[1 + (h + j) % ${BOT_DOCUMENTS}]] else '{}'::uuid[] end,
         s.started_at + j * interval '1 minute'
  from s cross join docs
  cross join lateral (select (abs(hashtext(s.id::text)::bigint) % 1000003)::int as h) as k
  cross join generate_series(0, 9) as j
  cross join lateral (select (array['customer','assistant'])[1 + j % 2] as role) as x`;

/**
 * Customer support's conversations: every fifth went to a person (an agent wrote after the bot): those of
 * the last week are still escalated (the queue), the older ones resolved; the others the bot resolved. Two
 * in three rated.
 */
export const SUPPORT_SEED = `with s as (
             insert into public.chat_sessions (user_id, workflow_slug, status, channel, topic, message_count, satisfaction, started_at, ended_at)
             select $1, 'customer-support-automation', st, (array['whatsapp','email','website','portal'])[1 + k % 4],
                    case when k % 5 = 0 then 'Handed to a person' else 'Order status' end, 10,
                    case when k % 3 = 0 then null else 1 + k % 5 end, t, case when st = 'resolved' then t + interval '15 minutes' end
             from generate_series($2::int / 10, ($3::int + 1) / 10 - 1) as k,
                  lateral (select ${spread('k')} as t) as at,
                  lateral (select case when k % 5 = 0 and k % ${HISTORY_DAYS} < 7 then 'escalated' else 'resolved' end as st) as status
             returning id, started_at, topic = 'Handed to a person' as person)
           insert into public.chat_messages (session_id, user_id, role, content, created_at)
           select s.id, $1, case when s.person and j in (5, 7) then 'agent' when j % 2 = 0 then 'customer' else 'assistant' end,
                  'Message ' || j, s.started_at + j * interval '1 minute'
           from s, generate_series(0, 9) as j`;
