import { describe, expect, it } from 'vitest';
import {
  citationsByDocument,
  citedTitles,
  conversationsByHour,
  type KnowledgeData,
  knowledgeBaseSummary,
  knowledgeFromRows,
  knowledgeKpis,
  knowledgeQuestions,
  latencyPerDay,
  modelUsage,
  outcomeCounts,
  satisfactionCounts,
} from './knowledge.ts';
import { AS_OF, at, documentRow, exchangeRows, sessionRow } from './testRows.ts';

const DAY = 24 * 60;
const handbook = documentRow({ id: 'doc-handbook', title: 'Handbook', chunk_count: 10, size_bytes: 2048 });
const prices = documentRow({ id: 'doc-prices', title: 'Price list', source_type: 'xlsx', chunk_count: 4 });
const broken = documentRow({ id: 'doc-broken', status: 'failed', error: 'Locked PDF', chunk_count: 0 });

/** The rows, counted through the dashboards' parts as a sample is. */
function sample(): KnowledgeData {
  return knowledgeFromRows(sampleRows(), AS_OF);
}

function sampleRows() {
  return {
    documents: [handbook, prices, broken],
    sessions: [
      sessionRow({ id: 's1', satisfaction: 5, started_at: at(0) }),
      sessionRow({ id: 's2', satisfaction: 2, started_at: at(DAY) }),
      sessionRow({ id: 's3', started_at: at(2 * DAY + 600) }),
      sessionRow({ id: 'old', satisfaction: 1, started_at: at(-40 * DAY) }),
    ],
    messages: [
      ...exchangeRows('s1', 0, 'Leave policy?', { latencyMs: 1000, cites: ['doc-handbook'] }),
      ...exchangeRows('s1', 2, 'Price of X?', { latencyMs: 3000, cites: ['doc-prices', 'doc-handbook'] }),
      ...exchangeRows('s2', DAY, 'Bus times?', { latencyMs: 2000, fallback: true, model: 'llama3.1:8b' }),
      ...exchangeRows('s3', 2 * DAY + 600, 'Leave policy', { latencyMs: 9000, cites: ['gone'] }),
      ...exchangeRows('s3', 2 * DAY + 605, 'Still there?', null),
      // 40 days before: the previous period
      ...exchangeRows('old', -40 * DAY, 'Old question', { latencyMs: 500, fallback: true }),
      ...exchangeRows('old', -40 * DAY + 5, 'Old question 2', { latencyMs: 500 }),
    ],
  };
}

describe('knowledge bot figures', () => {
  it('computes the KPIs of the last 30 days against the 30 before (the replies of the period rate and time them)', () => {
    const kpis = knowledgeKpis(sample());
    expect(kpis.questions).toBe(5);
    expect(kpis.questionsChange).toBeCloseTo(1.5); // 5 against 2
    expect(kpis.rate).toBeCloseTo(3 / 4); // the pending question is not decided yet
    expect(kpis.rateChange).toBeCloseTo((0.75 - 0.5) / 0.5);
    expect(kpis.satisfaction).toBeCloseTo(3.5);
    expect(kpis.ratedConversations).toBe(2);
    expect(kpis.medianMs).toBe(2500);
    expect(kpis.p95Ms).toBeCloseTo(3000 + (9000 - 3000) * 0.85);
    expect(kpis).toMatchObject({ conversations: 3, documentsIndexed: 2, documents: 3 });
  });

  it('has no satisfaction or latency without ratings or answers', () => {
    const kpis = knowledgeKpis(knowledgeFromRows({ documents: [], sessions: [], messages: [] }, AS_OF));
    expect(kpis).toMatchObject({
      questions: 0,
      rate: undefined,
      satisfaction: undefined,
      medianMs: undefined,
    });
    expect(kpis.questionsChange).toBeUndefined();
  });

  it('splits the replies per Doha day by outcome, and counts outcomes and ratings', () => {
    const perDay = knowledgeQuestions(sample()).perDay;
    expect(perDay.days).toHaveLength(30);
    expect(perDay.days.at(-1)).toBe('2026-03-09');
    const day = (key: string) => perDay.days.indexOf(key);
    expect(perDay.answered[day('2026-03-01')]).toBe(2);
    expect(perDay.fallback[day('2026-03-02')]).toBe(1);
    expect(perDay.answered[day('2026-03-03')]).toBe(1); // 06:00Z + 2 days + 10 h: 19:00 in Doha
    expect(outcomeCounts(sample())).toEqual([
      { key: 'answered', count: 3 },
      { key: 'fallback', count: 1 },
      { key: 'pending', count: 1 },
    ]);
    expect(satisfactionCounts(sample()).map((s) => s.count)).toEqual([0, 1, 0, 0, 1]);
  });

  it('gives the replies’ latency percentiles per day, and usage per model', () => {
    const latency = latencyPerDay(sample());
    const day = latency.days.indexOf('2026-03-01');
    expect(latency.p50[day]).toBe(2000);
    expect(latency.p50[latency.days.indexOf('2026-03-05')]).toBeUndefined();
    expect(modelUsage(sample())).toEqual([
      { model: 'gpt-4o-mini', answers: 3, medianLatencyMs: 3000, fallbackRate: 0 },
      { model: 'llama3.1:8b', answers: 1, medianLatencyMs: 2000, fallbackRate: 1 },
    ]);
  });

  it('summarises the knowledge base and ranks documents by citations', () => {
    const summary = knowledgeBaseSummary(sample().knowledgeBase.documents);
    expect(summary.byStatus).toEqual([
      { key: 'processing', count: 0 },
      { key: 'indexed', count: 2 },
      { key: 'failed', count: 1 },
    ]);
    expect(summary.bySource).toEqual([
      { key: 'pdf', count: 2 },
      { key: 'xlsx', count: 1 },
    ]);
    expect(summary).toMatchObject({ chunks: 14, failed: [broken] });
    const citations = citationsByDocument(sample().knowledgeBase.documents, sample().citations);
    expect(citations.map((c) => [c.document.id, c.citations])).toEqual([
      ['doc-handbook', 2],
      ['doc-prices', 1],
      ['doc-broken', 0],
    ]);
    expect(citations[0]?.lastCitedAt).toBe(new Date(Date.parse(at(2)) + 3000).toISOString());
    const answer = sampleRows().messages[3];
    expect(answer && citedTitles(answer, sampleRows().documents)).toEqual(['Price list', 'Handbook']);
  });

  it('counts conversations by Doha hour', () => {
    const hours = conversationsByHour(sample());
    expect(hours[9]).toBe(2); // 06:00Z is 09:00 in Doha
    expect(hours[19]).toBe(1);
    expect(hours.reduce((a, b) => a + b, 0)).toBe(3);
  });
});
