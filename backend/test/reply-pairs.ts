/**
 * The reply delays' reference, for the tests and the bench (backend/test/figures-reply-delays.test.ts,
 * backend/bench/figures.ts): computed from all the messages at once, independently of the triggers that
 * keep private.chat_reply_delays (migration 20261201030000), which look each neighbour up by index.
 */

/**
 * Every question of every conversation with its reply, as the kit's replyDelays pairs them: a customer
 * message whose previous message (system notes aside; same instant by id) is not a customer's, and the
 * first reply of the bot or a person among the messages after it (window functions over each
 * conversation: no self-join, whose plan the planner may misjudge into a quadratic one).
 */
export const PAIRS_SQL = `
  with m as (
    select m.id, m.session_id, m.user_id, m.role, m.created_at,
           lag(m.role) over w as previous_role,
           (array_agg(m.id) filter (where m.role in ('assistant', 'agent')) over after)[1] as reply_id,
           (array_agg(m.created_at) filter (where m.role in ('assistant', 'agent')) over after)[1] as replied_at,
           (array_agg(m.role) filter (where m.role in ('assistant', 'agent')) over after)[1] as reply_role,
           (array_agg(m.reply_trigger) filter (where m.role in ('assistant', 'agent')) over after)[1] as reply_trigger
    from public.chat_messages m
    where m.role <> 'system'
    window w as (partition by m.session_id order by m.created_at, m.id),
           after as (w rows between 1 following and unbounded following)
  )
  select q.id as question_id, q.session_id, q.user_id, s.workflow_slug, q.created_at as asked_at,
         q.reply_id, q.replied_at, extract(epoch from q.replied_at - q.created_at) * 1000 as ms,
         q.reply_role, q.reply_trigger
  from m q
  join public.chat_sessions s on s.id = q.session_id
  where q.role = 'customer' and coalesce(q.previous_role, '') <> 'customer'`;
