/**
 * WhatsApp responder: automatic replies to incoming messages, each sent by a rule (a trigger). How
 * many went out, how fast, how many after business hours (Doha office week), which rules fired most,
 * and the conversations handed to a person.
 */
import { DOHA_OFFICE_HOURS, replyDelays, withinHours } from '@portal/shared/entities';
import { countBy, countPerDay, dated, median, percentile, ratio } from '@portal/shared/format';
import { inPeriod, periodMessages, periodSessions } from '../common/chats.ts';
import { type ChatData, type MessageRow, REPLY_TRIGGERS, type ReplyTrigger } from '../common/rows.ts';

export type WhatsappResponderData = ChatData;

/** The opening hours "after business hours" is measured against. */
export const BUSINESS_HOURS = DOHA_OFFICE_HOURS;

type AutoReply = MessageRow & { reply_trigger: ReplyTrigger };

export const autoReplies = (data: WhatsappResponderData): AutoReply[] =>
  periodMessages(data).filter((m): m is AutoReply => m.role === 'assistant' && m.reply_trigger !== null);

export const afterHours = (reply: Pick<MessageRow, 'created_at'>) =>
  !withinHours(reply.created_at, BUSINESS_HOURS);

export interface ResponderKpis {
  replies: number;
  afterHours: number;
  afterHoursShare: number;
  /** Conversations of the period handed to a person. */
  handedOver: number;
  handedOverShare: number;
  /** Wait from the customer's message to the automatic reply. */
  medianMs: number | undefined;
  p95Ms: number | undefined;
}

export function responderKpis(data: WhatsappResponderData): ResponderKpis {
  const replies = autoReplies(data);
  const late = replies.filter(afterHours).length;
  const sessions = periodSessions(data);
  const handed = sessions.filter((s) => s.status === 'escalated').length;
  const waits = replyDelays(data.messages)
    .filter((d) => d.reply.reply_trigger !== null && inPeriod(data.asOf, d.question.created_at))
    .map((d) => d.ms);
  return {
    replies: replies.length,
    afterHours: late,
    afterHoursShare: ratio(late, replies.length),
    handedOver: handed,
    handedOverShare: ratio(handed, sessions.length),
    medianMs: median(waits),
    p95Ms: percentile(waits, 0.95),
  };
}

export interface TriggerStats {
  trigger: ReplyTrigger;
  fired: number;
  afterHours: number;
}

/** How often each rule fired in the period, the busiest first (rules that never fired are kept, at 0). */
export function triggerStats(data: WhatsappResponderData): TriggerStats[] {
  const replies = autoReplies(data);
  const late = replies.filter(afterHours);
  const fired = countBy(replies, (r) => r.reply_trigger, REPLY_TRIGGERS);
  const lateBy = new Map(countBy(late, (r) => r.reply_trigger, REPLY_TRIGGERS).map((c) => [c.key, c.count]));
  return fired
    .map(({ key, count }) => ({ trigger: key, fired: count, afterHours: lateBy.get(key) ?? 0 }))
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

export const handedOverSessions = (data: WhatsappResponderData) =>
  periodSessions(data).filter((s) => s.status === 'escalated');
