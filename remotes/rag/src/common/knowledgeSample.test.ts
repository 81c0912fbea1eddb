import { describe, expect, it } from 'vitest';
import { LOCAL_CHATBOT_PROFILE } from '../content/local-chatbot.ts';
import { LOCAL_RAG_PROFILE } from '../content/local-rag.ts';
import { RAG_CHATBOT_PROFILE } from '../content/rag-chatbot.ts';
import { WEBSITE_CHATBOT_PROFILE } from '../content/website-chatbot.ts';
import { slowAnswers } from '../local-rag/data.ts';
import { toExchanges } from './exchanges.ts';
import { citationsByDocument, knowledgeKpis, knowledgeQuestions, PERIOD_DAYS } from './knowledge.ts';
import { buildKnowledgeRows, buildKnowledgeSample } from './knowledgeSample.ts';

const anchor = new Date('2026-03-14T21:00:00.000Z'); // midnight in Doha, 15 March 2026
const ARABIC = /[\u0621-\u064a]/;

describe.each([
  ['rag-chatbot', RAG_CHATBOT_PROFILE],
  ['local-rag', LOCAL_RAG_PROFILE],
  ['local-chatbot', LOCAL_CHATBOT_PROFILE],
  ['website-chatbot', WEBSITE_CHATBOT_PROFILE],
])('%s sample', (_slug, profile) => {
  const en = buildKnowledgeRows(profile, 'en', anchor);
  const ar = buildKnowledgeRows(profile, 'ar', anchor);
  const shown = {
    en: buildKnowledgeSample(profile, 'en', anchor),
    ar: buildKnowledgeSample(profile, 'ar', anchor),
  };

  it('is deterministic, and keeps its shape when the anchor moves', () => {
    expect(buildKnowledgeRows(profile, 'en', anchor)).toEqual(en);
    expect(buildKnowledgeSample(profile, 'en', anchor)).toEqual(shown.en);
    const later = buildKnowledgeRows(profile, 'en', new Date(anchor.getTime() + 2 * 86_400_000));
    expect(later.messages.map((m) => m.content)).toEqual(en.messages.map((m) => m.content));
    expect(
      Date.parse(later.sessions[0]?.started_at ?? '') - Date.parse(en.sessions[0]?.started_at ?? ''),
    ).toBe(2 * 86_400_000);
  });

  it('is the same data set in Arabic, in Arabic words', () => {
    expect(
      ar.messages.map((m) => [m.id, m.session_id, m.role, m.created_at, m.latency_ms, m.fallback]),
    ).toEqual(en.messages.map((m) => [m.id, m.session_id, m.role, m.created_at, m.latency_ms, m.fallback]));
    for (const m of ar.messages) expect(m.content).toMatch(ARABIC);
    for (const d of ar.documents) expect(d.title).toMatch(ARABIC);
    for (const s of ar.sessions) expect(`${s.topic} ${s.customer_name ?? 'عربي'}`).toMatch(ARABIC);
    for (const m of en.messages) expect(m.content).not.toMatch(ARABIC);
    expect(knowledgeKpis(shown.ar)).toEqual(knowledgeKpis(shown.en));
  });

  it('stays before the anchor and fills every day of the period', () => {
    for (const m of en.messages) expect(Date.parse(m.created_at)).toBeLessThan(anchor.getTime());
    for (const s of en.sessions)
      expect(Date.parse(s.ended_at ?? s.started_at)).toBeLessThan(anchor.getTime());
    const perDay = knowledgeQuestions(shown.en).perDay;
    expect(perDay.days).toHaveLength(PERIOD_DAYS);
    expect(perDay.answered.every((n, i) => n + (perDay.fallback[i] ?? 0) > 0)).toBe(true);
  });

  it('has something for every tab: answers with sources, gaps, ratings, documents in trouble', () => {
    const kpis = knowledgeKpis(shown.en);
    expect(kpis.rate).toBeGreaterThan(0.6);
    expect(kpis.rate).toBeLessThan(1);
    expect(kpis.ratedConversations).toBeGreaterThan(10);
    expect(shown.en.unanswered.groups.length).toBeGreaterThan(0);
    expect(citationsByDocument(en.documents, shown.en.citations)[0]?.citations).toBeGreaterThan(0);
    expect(new Set(en.documents.map((d) => d.status))).toContain('failed');
    expect(en.documents.filter((d) => d.status === 'failed').every((d) => d.error)).toBe(true);
  });

  it('cites only indexed documents of its own knowledge base', () => {
    const indexed = new Set(en.documents.filter((d) => d.status === 'indexed').map((d) => d.id));
    const cited = toExchanges(en.messages).flatMap((x) => x.answer?.cited_document_ids ?? []);
    expect(cited.length).toBeGreaterThan(0);
    for (const id of cited) expect(indexed.has(id), id).toBe(true);
  });
});

describe('what differs between the knowledge bot samples', () => {
  it('runs local models on premises, slower and with the odd long wait', () => {
    const local = buildKnowledgeRows(LOCAL_RAG_PROFILE, 'en', anchor);
    expect(slowAnswers(buildKnowledgeSample(LOCAL_RAG_PROFILE, 'en', anchor)).slow).toBeGreaterThan(0);
    expect(slowAnswers(buildKnowledgeSample(RAG_CHATBOT_PROFILE, 'en', anchor)).slow).toBe(0);
    expect(new Set(local.messages.flatMap((m) => (m.model ? [m.model] : [])))).toEqual(
      new Set(['llama3.1:8b', 'qwen2.5:14b']),
    );
  });

  it('puts website conversations on pages, with returning visitors and a person taking over', () => {
    const web = buildKnowledgeRows(WEBSITE_CHATBOT_PROFILE, 'en', anchor);
    expect(new Set(web.sessions.map((s) => s.page_url)).size).toBeGreaterThan(5);
    expect(new Set(web.sessions.map((s) => s.visitor_id)).size).toBeLessThan(web.sessions.length);
    const escalated = web.sessions.filter((s) => s.status === 'escalated').map((s) => s.id);
    expect(escalated.length).toBeGreaterThan(0);
    expect(web.messages.filter((m) => m.role === 'agent').map((m) => m.session_id)).toEqual(escalated);
    const staff = buildKnowledgeRows(LOCAL_CHATBOT_PROFILE, 'en', anchor);
    expect(staff.sessions.every((s) => s.customer_name && s.page_url === null)).toBe(true);
  });
});
