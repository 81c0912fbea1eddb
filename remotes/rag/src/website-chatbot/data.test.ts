import { leadRow } from '@portal/dashboard-kit-testing';
import { describe, expect, it } from 'vitest';
import { AS_OF, at, exchangeRows, sessionRow } from '../common/testRows.ts';
import { leadCapture, type PageStats, pageOf, visitorStats, websiteChatbotFromRows } from './data.ts';

const DAY = 24 * 60;
const page = (path: string) => `https://clinic.example.qa${path}`;

/** The rows counted through the dashboard's parts, as its sample is. */
const sample = () => websiteChatbotFromRows(rows(), AS_OF);

function rows() {
  return {
    documents: [],
    sessions: [
      sessionRow({ id: 'a', page_url: page('/'), visitor_id: 'v1', satisfaction: 4 }),
      sessionRow({ id: 'b', page_url: page('/'), visitor_id: 'v1', started_at: at(DAY), satisfaction: 2 }),
      sessionRow({ id: 'c', page_url: page('/services?utm=x'), visitor_id: 'v2' }),
      sessionRow({ id: 'd', page_url: null, visitor_id: null }),
      sessionRow({ id: 'old', page_url: page('/'), visitor_id: 'v3', started_at: at(-45 * DAY) }),
    ],
    messages: [
      ...exchangeRows('a', 0, 'Hours?', { latencyMs: 1000 }),
      ...exchangeRows('b', DAY, 'Sedation?', { latencyMs: 1000, fallback: true }),
      ...exchangeRows('c', 5, 'Prices?', { latencyMs: 1000 }),
      ...exchangeRows('c', 6, 'Parking?', { latencyMs: 1000 }),
    ],
    leads: [leadRow({ createdAt: at(3) }), leadRow({ createdAt: at(-45 * DAY) })],
  };
}

describe('website chatbot figures', () => {
  it('reads the page path of a widget URL', () => {
    expect(pageOf('https://clinic.example.qa/ar/services?x=1')).toBe('clinic.example.qa/ar/services');
    expect(pageOf('https://clinic.example.qa')).toBe('clinic.example.qa/');
    expect(pageOf('/contact')).toBe('/contact');
    expect(pageOf(null)).toBeNull();
  });

  it('ranks the pages conversations started on, with visitors, questions and answers', () => {
    const row = (p: PageStats) => [p.page, p.conversations, p.visitors, p.questions, p.answeredRate];
    expect(sample().pages.map(row)).toEqual([
      ['clinic.example.qa/', 2, 1, 2, 0.5],
      ['clinic.example.qa/services', 1, 1, 2, 1],
    ]);
    expect(sample().pages.map((p) => p.satisfaction)).toEqual([3, undefined]);
  });

  it('counts visitors, returning ones and conversations the bot could not fully answer', () => {
    expect(visitorStats(sample())).toEqual({
      visitors: 3, // v1, v2 and the conversation without a widget id
      returning: 1,
      conversationsPerVisitor: 4 / 3,
      withFallback: 1 / 4,
    });
  });

  it('counts the period’s leads against its conversations', () => {
    expect(leadCapture(sample())).toEqual({ leads: 1, captureRate: 1 / 4 });
  });
});
