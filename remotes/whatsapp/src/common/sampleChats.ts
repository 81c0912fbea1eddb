/**
 * Sample conversations for the family's WhatsApp bots: a profile says what customers ask (dialogues
 * written in both languages), how many chats a day, at which Doha hours, how they end and how fast
 * replies come; the builder turns it into the same rows the live loaders read. Deterministic: the
 * same anchor and locale give the same rows, and both languages the same figures.
 */
import type { Locale } from '@portal/contract';
import type { ChatStatus } from '@portal/dashboard-kit/entities';
import type { Bilingual, Random } from '@portal/dashboard-kit/sample';
import { createRandom, daysBefore, samplePerson, samplePhone } from '@portal/dashboard-kit/sample';
import { type ChatRows, type MessageRow, PERIOD_DAYS, type ReplyTrigger, type SessionRow } from './rows.ts';

export interface DialogueLine {
  role: 'customer' | 'assistant' | 'agent';
  text: Bilingual;
  /** Automatic replies: the responder rule that sent it. */
  trigger?: ReplyTrigger;
}

export interface Dialogue {
  topic: Bilingual;
  lines: readonly DialogueLine[];
  /** Relative frequency among the profile's dialogues. */
  weight: number;
  /** Force an ending (e.g. "talk to a person" always escalates). */
  status?: ChatStatus;
  /** Only outside opening hours (an "we are closed" reply). */
  closedOnly?: boolean;
}

export interface ChatProfile {
  seed: string;
  dialogues: readonly Dialogue[];
  /** Conversations a day, inclusive range. */
  perDay: readonly [number, number];
  /** Relative weight of each Doha hour 0–23 (24 numbers); a shop's evening-heavy hours unless said. */
  hourWeights?: readonly number[];
  statusWeights: Readonly<Record<ChatStatus, number>>;
  /** Seconds a reply takes, inclusive range. */
  replySeconds: readonly [number, number];
  /** What the person who takes over an escalated chat says first. */
  agentGreeting: Bilingual;
  /** Is the business open at this moment? (for dialogues marked closedOnly) */
  isOpen?: (at: Date) => boolean;
}

/** An automatic reply rule of a responder: the customer's message and the reply the rule sends. */
export interface AutoReplyRule extends Pick<Dialogue, 'topic' | 'weight' | 'status' | 'closedOnly'> {
  trigger: ReplyTrigger;
  question: Bilingual;
  reply: Bilingual;
}

/** The two-line conversation a rule makes: the question, then the rule's reply. */
export const autoReplyDialogue = ({ trigger, question, reply, ...dialogue }: AutoReplyRule): Dialogue => ({
  ...dialogue,
  lines: [
    { role: 'customer', text: question },
    { role: 'assistant', text: reply, trigger },
  ],
});

/** What a profile's conversations say: the scripted dialogues and the person's greeting (content). */
export type ChatScript = Pick<ChatProfile, 'dialogues' | 'agentGreeting'>;

/** Which dialogue each sample conversation follows, for samples that add orders or products. */
export interface SampleChat {
  session: SessionRow;
  dialogue: number;
  random: Random;
}

/** Evening-heavy hours of a Doha shop's customers (few at night, a peak after work). */
const SHOP_HOURS: readonly number[] = [
  1, 0.5, 0.2, 0.1, 0.1, 0.2, 0.5, 1, 2, 3, 4, 4, 4, 3, 3, 3, 4, 5, 6, 7, 8, 8, 6, 3,
];

const STATUSES: readonly ChatStatus[] = ['active', 'resolved', 'escalated', 'abandoned'];
const HOURS = Array.from({ length: 24 }, (_, h) => h);

/** How many lines a conversation that ended this way got to. */
const linesFor = (status: ChatStatus, total: number) =>
  status === 'resolved' ? total : status === 'active' ? 1 : Math.min(2, total);

export function buildSampleChats(profile: ChatProfile, locale: Locale, anchor: Date) {
  const random = createRandom(profile.seed);
  const chats: SampleChat[] = [];
  const messages: MessageRow[] = [];
  for (let day = PERIOD_DAYS; day >= 1; day -= 1) {
    const count = random.int(profile.perDay[0], profile.perDay[1]);
    for (let n = 0; n < count; n += 1) {
      const id = `${profile.seed}:${day}:${n}`;
      const own = random.fork(id);
      // The last day's chats end before the anchor (midnight): none starts after 10 pm that day.
      const hour = Math.min(own.weighted(HOURS, profile.hourWeights ?? SHOP_HOURS), day === 1 ? 21 : 23);
      const started = daysBefore(anchor, day, hour * 60 + own.int(0, 59));
      const closed = profile.isOpen ? !profile.isOpen(started) : false;
      const indices = profile.dialogues.flatMap((d, i) => (d.closedOnly && !closed ? [] : [i]));
      const index = own.weighted(
        indices,
        indices.map((i) => profile.dialogues[i]?.weight ?? 0),
      );
      const dialogue = profile.dialogues[index] as Dialogue;
      const status =
        dialogue.status ??
        own.weighted(
          STATUSES,
          STATUSES.map((s) => profile.statusWeights[s]),
        );
      const person = samplePerson(own);
      let at = started.getTime();
      const lines = dialogue.lines.slice(0, linesFor(status, dialogue.lines.length));
      if (status === 'escalated') lines.push({ role: 'agent', text: profile.agentGreeting });
      lines.forEach((line, i) => {
        if (i > 0)
          at += (line.role === 'customer' ? own.int(20, 120) : own.int(...profile.replySeconds)) * 1000;
        if (line.role === 'agent') at += own.int(2, 20) * 60_000; // a person needs minutes, not seconds
        messages.push({
          id: `${id}:m${i + 1}`,
          session_id: id,
          role: line.role,
          content: line.text[locale],
          created_at: new Date(at).toISOString(),
          reply_trigger: line.trigger ?? null,
        });
      });
      const session: SessionRow = {
        id,
        customer_name: person.name(locale),
        customer_contact: samplePhone(own),
        channel: 'whatsapp',
        language: locale,
        status,
        topic: dialogue.topic[locale],
        message_count: lines.length,
        satisfaction:
          status === 'resolved' && own.chance(0.6)
            ? own.int(3, 5)
            : status === 'escalated' && own.chance(0.5)
              ? own.int(1, 3)
              : null,
        started_at: started.toISOString(),
        ended_at: status === 'active' ? null : new Date(at + 60_000).toISOString(),
        product_id: null,
      };
      chats.push({ session, dialogue: index, random: own });
    }
  }
  const data: ChatRows = {
    sessions: chats.map((c) => c.session).reverse(),
    messages: messages.reverse(),
    asOf: anchor.toISOString(),
  };
  return { data, chats };
}
