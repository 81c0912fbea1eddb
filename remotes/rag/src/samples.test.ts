/**
 * The samples of the support desk, database chat and the website bot's leads: the facts every sample
 * keeps (describeBilingualSample), then the rules of their rows and something for every tab. The
 * knowledge bots' rows are checked together in common/knowledgeSample.test.ts.
 */

import { isServerRows, type TableRows } from '@portal/dashboard-kit/live';
import { describeBilingualSample } from '@portal/dashboard-kit-testing';
import { describe, expect, it } from 'vitest';
import { HANDLINGS } from './common/tickets.ts';
import * as support from './customer-support-automation/data.ts';
import { buildSupportSample } from './customer-support-automation/sample.ts';
import * as databaseChat from './database-chat/data.ts';
import { buildDatabaseChatSample } from './database-chat/sample.ts';
import { leadCapture, visitorStats } from './website-chatbot/data.ts';
import { buildWebsiteChatbotSample } from './website-chatbot/sample.ts';

const tickets = describeBilingualSample('customer support', buildSupportSample, {
  facts: (d) => [
    sampleRows(d.tickets).map((c) => [c.id, c.status, c.channel, c.startedAt, c.satisfaction]),
    support.supportKpis(d),
  ],
  texts: (d) => [
    ...sampleRows(d.tickets).flatMap((c) => [c.customerName, c.topic]),
    ...(d.transcripts ?? []).map((m) => m.content),
  ],
  moments: (d) => [
    ...(d.transcripts ?? []).map((m) => m.created_at),
    ...sampleRows(d.tickets).map((c) => c.endedAt),
  ],
}).en;

/** A sample keeps its rows in the browser. */
function sampleRows<Row>(rows: TableRows<Row>): readonly Row[] {
  if (isServerRows(rows)) throw new Error('a sample keeps its rows');
  return rows;
}

const queries = describeBilingualSample('database chat', buildDatabaseChatSample, {
  facts: (d) => [
    sampleRows(d.queries).map((q) => [
      q.id,
      q.status,
      q.row_count,
      q.duration_ms,
      q.created_at,
      q.generated_sql,
    ]),
    databaseChat.databaseChatKpis(d),
  ],
  texts: (d) => sampleRows(d.queries).flatMap((q) => [q.question, q.asked_by, q.error]),
  moments: (d) => sampleRows(d.queries).map((q) => q.created_at),
}).en;

const website = describeBilingualSample('website chatbot leads', buildWebsiteChatbotSample, {
  facts: (d) => [sampleRows(d.leads).map((l) => [l.id, l.status, l.email, l.createdAt]), leadCapture(d)],
  texts: (d) => sampleRows(d.leads).map((l) => l.name),
  moments: (d) => sampleRows(d.leads).map((l) => l.createdAt),
}).en;

describe('customer support sample', () => {
  it('keeps every message inside its ticket', () => {
    const ids = new Set(sampleRows(tickets.tickets).map((c) => c.id));
    for (const m of tickets.transcripts ?? []) expect(ids.has(m.session_id)).toBe(true);
  });

  it('has something for every tab: bot-resolved and escalated tickets, a queue, several channels', () => {
    const kpis = support.supportKpis(tickets);
    expect(kpis.automationRate).toBeGreaterThan(0.6);
    expect(kpis.automationRate).toBeLessThan(1);
    expect(kpis.medianFirstResponseMs).toBeLessThan(10_000);
    expect(kpis.satisfaction).toBeGreaterThan(3);
    expect(support.channels(tickets).length).toBe(4);
    const queue = sampleRows(tickets.queue);
    expect(queue.length).toBeGreaterThan(0);
    expect(queue.every((q) => q.agentJoinedAt)).toBe(true);
    expect(new Set(tickets.counts.map((l) => l.handling))).toEqual(new Set(HANDLINGS));
  });
});

describe('database chat sample', () => {
  it('keeps the database’s rules: a failed query says why, a successful one returns rows', () => {
    for (const q of sampleRows(queries.queries)) {
      expect(q.status === 'failed', q.id).toBe(q.error !== null);
      if (q.status === 'succeeded') expect(q.row_count).not.toBeNull();
    }
  });

  it('has something for every tab', () => {
    const kpis = databaseChat.databaseChatKpis(queries);
    expect(kpis.rate).toBeGreaterThan(0.8);
    expect(kpis.rate).toBeLessThan(1);
    expect(kpis.questionsChange).toBeDefined();
    expect(databaseChat.questions(queries).perDay.succeeded.every((n) => n > 0)).toBe(true);
    expect(databaseChat.frequentQuestions(queries).length).toBeGreaterThan(8);
    expect(databaseChat.errorGroups(queries).length).toBeGreaterThanOrEqual(3);
    expect(queries.slowest[0]?.duration_ms).toBe(30_000);
  });
});

describe('website chatbot sample', () => {
  it('turns visitors who left their details into leads', () => {
    expect(sampleRows(website.leads).length).toBeGreaterThan(10);
  });

  it('spreads conversations over pages, with returning visitors', () => {
    expect(website.pages.length).toBeGreaterThan(5);
    expect(website.pages.some((p) => p.page.startsWith('dohabayrealty.qa/ar'))).toBe(true);
    const visitors = visitorStats(website);
    expect(visitors.returning).toBeGreaterThan(0);
    expect(visitors.withFallback).toBeGreaterThan(0);
  });
});
