/**
 * WhatsApp responder: automatic replies to incoming messages, each sent by a rule (a trigger). How
 * many went out, how fast, how many after business hours (Doha office week), which rules fired most,
 * and the conversations handed to a person.
 */
import { DOHA_OFFICE_HOURS, withinHours } from '@portal/dashboard-kit/entities';
import { countBy, countPerDay, dated, ratio } from '@portal/dashboard-kit/format';
import { periodMessages, periodSessions } from '../common/chats.ts';
import { type ChatData, type MessageRow, REPLY_TRIGGERS, type ReplyTrigger } from '../common/rows.ts';

export type WhatsappResponderData = ChatData;

/** The opening hours "after business hours" is measured against. */
export const BUSINESS_HOURS = DOHA_OFFICE_HOURS;

type AutoReply = MessageRow & { reply_trigger: ReplyTrigger };

/** A reply a rule sent (the reply time of the dashboard counts only these). */
export const isAutoReply = (m: MessageRow): m is AutoReply =>
  m.role === 'assistant' && m.reply_trigger !== null;

export const autoReplies = (data: WhatsappResponderData): AutoReply[] =>
  periodMessages(data).filter(isAutoReply);

export const afterHours = (reply: Pick<MessageRow, 'created_at'>) =>
  !withinHours(reply.created_at, BUSINESS_HOURS);

/** Conversations of the period handed to a person. */
export const handedOverSessions = (data: WhatsappResponderData) =>
  periodSessions(data).filter((s) => s.status === 'escalated');

export function responderKpis(data: WhatsappResponderData) {
  const replies = autoReplies(data);
  const late = replies.filter(afterHours).length;
  const handed = handedOverSessions(data).length;
  return {
    replies: replies.length,
    afterHours: late,
    afterHoursShare: ratio(late, replies.length),
    handedOver: handed,
    handedOverShare: ratio(handed, periodSessions(data).length),
  };
}

export type TriggerStats = ReturnType<typeof triggerStats>[number];

/** How often each rule fired in the period, the busiest first (rules that never fired are kept, at 0). */
export function triggerStats(data: WhatsappResponderData) {
  const replies = autoReplies(data);
  const late = countBy(replies.filter(afterHours), (r) => r.reply_trigger, REPLY_TRIGGERS);
  return countBy(replies, (r) => r.reply_trigger, REPLY_TRIGGERS)
    .map(({ key, count }, i) => ({ trigger: key, fired: count, afterHours: late[i]?.count ?? 0 }))
    .sort(
      (a, b) => b.fired - a.fired || REPLY_TRIGGERS.indexOf(a.trigger) - REPLY_TRIGGERS.indexOf(b.trigger),
    );
}

/** Automatic replies per day, within and after business hours. */
export function repliesPerDay(data: WhatsappResponderData) {
  const replies = autoReplies(data);
  return countPerDay(data.asOf, {
    open: dated(
      replies.filter((r) => !afterHours(r)),
      (r) => r.created_at,
    ),
    closed: dated(replies.filter(afterHours), (r) => r.created_at),
  });
}
