/**
 * WhatsApp responder: automatic replies to incoming messages, each sent by a rule (a trigger). How
 * many went out, how fast, how many after business hours (Doha office week), which rules fired most,
 * and the conversations handed to a person. Live, every figure is SQL's count of the period's replies
 * and conversations and the handovers page on the server (docs/architecture.md, "Dashboard
 * figures"); sample.ts counts its rows through the same parts.
 */
import { conversationTable } from '@portal/dashboard-kit/entities';
import { ratio, reportingDays } from '@portal/dashboard-kit/format';
import { countOf, replyDelaysOf } from '@portal/dashboard-kit/live';
import { chatDashboard, chatMessageParts, chatSessionParts } from '../common/chats.ts';
import { DOHA_OFFICE_HOURS, type ReplyLine, repliesOf } from '../common/replies.ts';
import { type ChatRows, type MessageRow, REPLY_TRIGGERS, type ReplyTrigger } from '../common/rows.ts';

/** The opening hours "after business hours" is measured against. */
export const BUSINESS_HOURS = DOHA_OFFICE_HOURS;

/** The replies of the period per day, role, rule and business hours. */
export const replies = repliesOf<MessageRow>(BUSINESS_HOURS);
/** How long customers waited for a rule's reply (the reply time of the dashboard counts only these). */
export const autoReplyTimes = replyDelaysOf<MessageRow>({ automatic: true });
/** The conversations of the period handed to a person. */
export const handovers = conversationTable({ status: 'escalated' });

/** The parts counted from conversations, and those counted from messages. */
const sessionParts = { ...chatSessionParts, handovers };
const messageParts = { ...chatMessageParts, replies, autoReplyTimes };

const dashboard = chatDashboard(sessionParts, messageParts);

/** Live: the figures of the client's replies and conversations, its handovers a page at a time. */
export const live = dashboard.live;

/** The figures and handovers the dashboard shows, as of a moment (a sample adds its transcripts). */
export type WhatsappResponderData = Awaited<ReturnType<typeof live>> & { transcripts?: MessageRow[] };

/** The dashboard's data counted from rows held in the browser (a sample), as SQL counts them live. */
export const responderFromRows: (rows: ChatRows) => WhatsappResponderData = dashboard.fromRows;

/** The lines of the replies a rule sent. */
const autoReplies = (lines: readonly ReplyLine[]) =>
  lines.filter((l) => l.role === 'assistant' && l.trigger !== '');

const total = (lines: readonly ReplyLine[]) => lines.reduce((n, l) => n + l.rows, 0);

export function responderKpis(data: WhatsappResponderData) {
  const auto = autoReplies(data.replies);
  const replies = total(auto);
  const late = total(auto.filter((l) => !l.withinHours));
  const handed = countOf(data.sessions, 'current', { status: ['escalated'] });
  return {
    replies,
    afterHours: late,
    afterHoursShare: ratio(late, replies),
    handedOver: handed,
    handedOverShare: ratio(handed, countOf(data.sessions, 'current')),
  };
}

export interface TriggerStats {
  trigger: ReplyTrigger;
  fired: number;
  afterHours: number;
}

/** How often each rule fired in the period, the busiest first (rules that never fired are kept, at 0). */
export function triggerStats(data: WhatsappResponderData): TriggerStats[] {
  const auto = autoReplies(data.replies);
  return REPLY_TRIGGERS.map((trigger) => {
    const own = auto.filter((l) => l.trigger === trigger);
    return { trigger, fired: total(own), afterHours: total(own.filter((l) => !l.withinHours)) };
  }).sort(
    (a, b) => b.fired - a.fired || REPLY_TRIGGERS.indexOf(a.trigger) - REPLY_TRIGGERS.indexOf(b.trigger),
  );
}

/** Automatic replies per day, within and after business hours. */
export function repliesPerDay(data: WhatsappResponderData) {
  const auto = autoReplies(data.replies);
  const days = reportingDays(data.asOf);
  const perDay = (within: boolean) =>
    days.map((day) => total(auto.filter((l) => l.day === day && l.withinHours === within)));
  return { days, open: perDay(true), closed: perDay(false) };
}
