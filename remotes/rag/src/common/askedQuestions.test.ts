import { fixtureTable } from '@portal/dashboard-kit-testing';
import { describe, expect, it } from 'vitest';
import { askedQuestions, EXCHANGE_QUESTIONS, QUERY_QUESTIONS } from './askedQuestions.ts';
import { toExchanges } from './exchanges.ts';
import { AS_OF, at, exchangeRows, queryRow } from './testRows.ts';

const DAY = 24 * 60;

describe('questions asked of database chat: its queries', () => {
  const QUERIES = fixtureTable(queryRow, 'question status duration_ms created_at', [
    ['Total sales last month?', 'succeeded', 80, at(0)],
    ['total sales last month', 'succeeded', 120, at(DAY)],
    ['Top products', 'succeeded', 2500, at(DAY + 5)],
    ['Basket by nationality', 'failed', null, at(DAY + 10)],
    ['Basket by country', 'failed', null, at(2 * DAY)],
    ['Broken?', 'failed', null, at(2 * DAY + 1)],
    ['Old', 'succeeded', 50_000, at(-40 * DAY)],
    ['Old', 'succeeded', 100, at(-41 * DAY)],
  ]);
  const asked = askedQuestions(QUERY_QUESTIONS, QUERIES, AS_OF);

  it('counts, rates and times the last 30 days against the 30 before', () => {
    expect(asked.rows).toEqual(QUERIES.slice(0, 6).reverse()); // newest first
    expect(asked.kpis).toMatchObject({ questions: 6, questionsChange: 2, rate: 0.5, medianMs: 120 });
    expect(asked.kpis.rateChange).toBeCloseTo(-0.5);
    expect(asked.kpis.p95Ms).toBeCloseTo(120 + (2500 - 120) * 0.9);
    expect(asked.durations).toEqual([2500, 120, 80]); // the timed ones only
  });

  it('splits them per Doha day into succeeded and failed', () => {
    const day = (key: string) => asked.perDay.days.indexOf(key);
    expect(asked.perDay.succeeded[day('2026-03-02')]).toBe(2);
    expect(asked.perDay.failed[day('2026-03-03')]).toBe(2);
    expect(asked.perDay.succeeded.reduce((a, b) => a + b, 0)).toBe(3);
  });

  it('groups them by their normalised text, the most asked first, with rate and median time', () => {
    const [first, ...rest] = asked.frequent();
    expect(first).toMatchObject({
      key: 'total sales last month',
      latest: QUERIES[1],
      rate: 1,
      medianMs: 100,
    });
    expect(first?.items).toEqual(QUERIES.slice(0, 2).reverse());
    const order = ['Broken?', 'Basket by country', 'Basket by nationality', 'Top products'];
    expect(rest.map((q) => q.latest.question)).toEqual(order);
  });
});

describe('questions asked of a knowledge bot: its exchanges', () => {
  const rows = [
    ...exchangeRows('a', 0, 'opening hours?', { latencyMs: 1000 }),
    ...exchangeRows('b', 10, 'Opening hours', { latencyMs: 3000 }),
    ...exchangeRows('c', 20, 'Do you do sedation?', { latencyMs: 1000, fallback: true }),
    ...exchangeRows('d', 30, 'Opening hours!', { latencyMs: 2000, fallback: true }),
    ...exchangeRows('e', 40, 'Parking?', null),
  ];
  const asked = askedQuestions(EXCHANGE_QUESTIONS, toExchanges(rows), AS_OF);

  it('leaves a question without a reply out of the answered rate and the per-day outcomes', () => {
    expect(asked.kpis).toMatchObject({ questions: 5, rate: 2 / 4, medianMs: 1500 });
    expect(asked.perDay.answered.reduce((a, b) => a + b, 0)).toBe(2);
    expect(asked.perDay.fallback.reduce((a, b) => a + b, 0)).toBe(2);
  });

  it('ranks the most asked first with the latest wording, and the unanswered ones alone', () => {
    const row = (g: ReturnType<typeof asked.frequent>[number]) => [
      g.latest.question.content,
      g.items.length,
      g.rate,
    ];
    expect(asked.frequent().map(row)).toEqual([
      ['Opening hours!', 3, 2 / 3],
      ['Parking?', 1, null], // no reply yet: nothing decided
      ['Do you do sedation?', 1, 0],
    ]);
    expect(asked.frequent('fallback').map(row)).toEqual([
      ['Opening hours!', 1, 0],
      ['Do you do sedation?', 1, 0],
    ]);
    expect(asked.frequent()[0]?.latest.question.created_at).toBe(at(30));
  });
});
