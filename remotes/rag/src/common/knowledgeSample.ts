/**
 * Deterministic demonstration data for the knowledge bot dashboards. A dashboard describes its bot (a
 * profile: the documents of its knowledge base, what people ask it and how it answers, who asks, how
 * fast it is) and this builder turns the profile into 60 days of rows. Every number comes from one
 * seeded stream and only then is the language chosen, so the English and the Arabic sample are the
 * same conversations, translated.
 */
import type { Locale } from '@portal/contract';
import type { ChatChannel, ChatStatus } from '@portal/dashboard-kit/entities';
import {
  type Bilingual,
  bi,
  createRandom,
  daysBefore,
  type Random,
  sampleDays,
  samplePerson,
} from '@portal/dashboard-kit/sample';
import { HISTORY_DAYS, type KnowledgeData, knowledgeFromRows } from './knowledge.ts';
import type { DocumentRow, DocumentSource, DocumentStatus, MessageRow, SessionRow } from './rows.ts';
import { sampleMessageLog } from './sampleMessages.ts';

export interface SampleDocument {
  title: Bilingual;
  source: DocumentSource;
  language: 'en' | 'ar';
  sizeKb: number;
  status: DocumentStatus;
  /** Why indexing failed (failed documents only). */
  error?: Bilingual;
  addedDaysAgo: number;
  url?: string;
}

export interface SampleQuestion {
  topic: Bilingual;
  question: Bilingual;
  /** Null: the knowledge base does not cover it, and the bot falls back. */
  answer: Bilingual | null;
  /** Indexes into the profile's documents (indexed ones) that the answer cites. */
  cites: readonly number[];
  /** How often it is asked, relative to the other questions. */
  weight: number;
}

export interface KnowledgeBotProfile {
  seed: string;
  documents: readonly SampleDocument[];
  questions: readonly SampleQuestion[];
  /** What the bot says when the knowledge base has no answer (a staff bot: STAFF_FALLBACK). */
  fallbackAnswer?: Bilingual;
  /** Named staff members who ask, or website visitors (mostly anonymous). */
  askers: readonly Bilingual[] | 'visitors';
  channel: ChatChannel;
  conversationsPerDay: readonly [number, number];
  latencyMs: readonly [number, number];
  /** Share of answers that take long (a busy local server), and how long they take. */
  slow?: { share: number; latencyMs: readonly [number, number] };
  models: Record<'en' | 'ar', string>;
  /** Website widget: the site, its pages and how many distinct visitors come back over time. */
  website?: { origin: string; pages: readonly string[]; visitors: number };
  /** What a person says on taking over a conversation the bot could not answer (visitors only). */
  agentGreeting?: Bilingual;
}

const MINUTE = 60_000;

/** A staff bot's answer when its knowledge base has none: ask a person, or fill the gap. */
export const STAFF_FALLBACK = bi(
  'I could not find this in the knowledge base. Please ask your manager, or add a document that covers it.',
  'لم أجد إجابة عن هذا في قاعدة المعرفة. يُرجى سؤال مديرك أو إضافة مستند يغطي هذا الموضوع.',
);

function sampleDocuments(profile: KnowledgeBotProfile, locale: Locale, anchor: Date): DocumentRow[] {
  return profile.documents.map((d, i) => {
    const created = daysBefore(anchor, d.addedDaysAgo, 8 * 60 + i * 7);
    return {
      id: `sample-document-${i + 1}`,
      title: d.title[locale],
      source_type: d.source,
      source_url: d.url ?? null,
      language: d.language,
      size_bytes: d.sizeKb * 1024,
      chunk_count: d.status === 'indexed' ? Math.max(Math.round(d.sizeKb / 6), 3) : 0,
      status: d.status,
      error: d.error?.[locale] ?? null,
      indexed_at: d.status === 'indexed' ? new Date(created.getTime() + 6 * MINUTE).toISOString() : null,
      created_at: created.toISOString(),
    };
  });
}

/** n distinct questions, the frequent ones more likely (weighted sampling without replacement). */
function pickQuestions(r: Random, questions: readonly SampleQuestion[], n: number): SampleQuestion[] {
  const keyed = questions.map((q) => ({ q, key: r.next() ** (1 / q.weight) }));
  return keyed
    .sort((a, b) => b.key - a.key)
    .slice(0, n)
    .map((k) => k.q);
}

function statusOf(r: Random, day: number, minutes: number, fallbacks: number, visitors: boolean): ChatStatus {
  if (day === 1 && minutes >= 22 * 60) return 'active';
  if (visitors && fallbacks > 0 && r.chance(0.5)) return 'escalated';
  return r.chance(0.12) ? 'abandoned' : 'resolved';
}

function satisfactionOf(r: Random, status: ChatStatus, fallbacks: number): number | null {
  if (status === 'resolved' && r.chance(0.75)) return fallbacks > 0 ? r.int(2, 4) : r.int(4, 5);
  if (status === 'escalated' && r.chance(0.5)) return r.int(1, 3);
  return null;
}

/** A knowledge bot's sample rows: its documents, and 60 days of conversations with their messages. */
export interface KnowledgeSampleRows {
  documents: DocumentRow[];
  sessions: SessionRow[];
  messages: MessageRow[];
}

export function buildKnowledgeRows(
  profile: KnowledgeBotProfile,
  locale: Locale,
  anchor: Date,
): KnowledgeSampleRows {
  const r = createRandom(profile.seed).fork('conversations');
  const documentIds = profile.documents.map((_, i) => `sample-document-${i + 1}`);
  const visitors = profile.askers === 'visitors';
  const { messages, write } = sampleMessageLog();
  const days = { days: HISTORY_DAYS, perDay: profile.conversationsPerDay };
  const sessions = sampleDays(r, days, ({ day, index }): SessionRow => {
    const id = `sample-session-${index + 1}`;
    const firstMessage = messages.length;
    const language = r.chance(0.45) ? 'ar' : 'en';
    // Staff ask in working hours; website visitors any time, most in the evening.
    const minutes = visitors ? r.int(7 * 60, 23 * 60 + 50) : r.int(7 * 60 + 30, 18 * 60);
    const started = daysBefore(anchor, day, minutes);
    const asked = pickQuestions(r, profile.questions, r.int(1, 3));
    let at = started.getTime();
    let fallbacks = 0;
    for (const q of asked) {
      const latency =
        profile.slow && r.chance(profile.slow.share)
          ? r.int(...profile.slow.latencyMs)
          : r.int(...profile.latencyMs);
      write(id, 'customer', q.question[locale], at);
      if (!q.answer) fallbacks += 1;
      write(id, 'assistant', (q.answer ?? profile.fallbackAnswer ?? STAFF_FALLBACK)[locale], at + latency, {
        latency_ms: latency,
        model: profile.models[language],
        fallback: q.answer === null,
        cited_document_ids: q.answer ? q.cites.map((i) => documentIds[i] as string) : [],
      });
      at += latency + r.int(50, 160) * 1000;
    }
    const status = statusOf(r, day, minutes, fallbacks, visitors);
    if (status === 'escalated' && profile.agentGreeting) {
      at += r.int(2, 20) * MINUTE;
      write(id, 'agent', profile.agentGreeting[locale], at);
    }
    const person = visitors && r.chance(0.4) ? samplePerson(r) : null;
    const staff = visitors ? null : r.pick(profile.askers as readonly Bilingual[]);
    const visitor = profile.website ? r.int(1, profile.website.visitors) : null;
    const page = profile.website ? r.pick(profile.website.pages) : null;
    return {
      id,
      channel: profile.channel,
      customer_name: staff ? staff[locale] : person ? person.name(locale) : null,
      customer_contact: person ? person.email(r.pick(['gmail.com', 'outlook.com', 'hotmail.com'])) : null,
      topic: (asked[0] as SampleQuestion).topic[locale],
      language,
      status,
      satisfaction: satisfactionOf(r, status, fallbacks),
      message_count: messages.length - firstMessage,
      started_at: started.toISOString(),
      ended_at: status === 'active' ? null : new Date(at + r.int(1, 12) * MINUTE).toISOString(),
      page_url: profile.website ? `${profile.website.origin}${language === 'ar' ? '/ar' : ''}${page}` : null,
      visitor_id: visitor === null ? null : `v-${String(visitor).padStart(4, '0')}`,
    };
  });
  return { documents: sampleDocuments(profile, locale, anchor), sessions, messages };
}

/** A knowledge bot's sample dashboard: its rows counted through the same parts as live mode's SQL. */
export const buildKnowledgeSample = (
  profile: KnowledgeBotProfile,
  locale: Locale,
  anchor: Date,
): KnowledgeData => knowledgeFromRows(buildKnowledgeRows(profile, locale, anchor), anchor.toISOString());
