/**
 * The reply delays' reference, for the tests and the bench (backend/test/figures-reply-delays.test.ts,
 * backend/bench/figures.ts): computed from all the messages at once, independently of the triggers that
 * keep private.chat_reply_delays (migration 20261201030000), which look each neighbour up by index.
 */

/**
 * Every question of every conversation with its reply, as the kit's replyDelays pairs them: a customer
 * message whose previous message (system notes aside; same instant by id) is not a customer's, and the
 * next reply of the bot or a person, found by counting replies (the reply whose running count is one
 * more than the question's).
 */
export const PAIRS_SQL = `
  with m as (
    select m.id, m.session_id, m.user_id, m.role, m.reply_trigger, m.created_at,
           lag(m.role) over w as previous_role,
           count(*) filter (where m.role in ('assistant', 'agent')) over w as replies_so_far
    from public.chat_messages m
    where m.role <> 'system'
    window w as (partition by m.session_id order by m.created_at, m.id)
  )
  select q.id as question_id, q.session_id, q.user_id, s.workflow_slug, q.created_at as asked_at,
         r.id as reply_id, r.created_at as replied_at, extract(epoch from r.created_at - q.created_at) * 1000 as ms,
         r.role as reply_role, r.reply_trigger
  from m q
  join public.chat_sessions s on s.id = q.session_id
  left join m r on r.session_id = q.session_id and r.role in ('assistant', 'agent') and r.replies_so_far = q.replies_so_far + 1
  where q.role = 'customer' and coalesce(q.previous_role, '') <> 'customer'`;
