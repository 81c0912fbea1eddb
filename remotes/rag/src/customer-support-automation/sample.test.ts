import { describe, expect, it } from 'vitest';
import { escalationQueue, supportKpis, ticketsByChannel, toTickets } from './data.ts';
import { buildSupportSample } from './sample.ts';

const anchor = new Date('2026-03-14T21:00:00.000Z');
const ARABIC = /[\u0621-\u064a]/;

describe('customer support sample', () => {
  const en = buildSupportSample('en', anchor);
  const ar = buildSupportSample('ar', anchor);

  it('is deterministic and the same tickets in both languages', () => {
    expect(buildSupportSample('en', anchor)).toEqual(en);
    expect(ar.sessions.map((s) => [s.id, s.status, s.channel, s.started_at, s.satisfaction])).toEqual(
      en.sessions.map((s) => [s.id, s.status, s.channel, s.started_at, s.satisfaction]),
    );
    for (const s of ar.sessions) expect(`${s.customer_name} ${s.topic}`).not.toMatch(/[A-Za-z]/);
    for (const m of ar.messages) expect(m.content).toMatch(ARABIC);
    expect(supportKpis(ar)).toEqual(supportKpis(en));
  });

  it('stays before the anchor, with every message inside its ticket', () => {
    const ids = new Set(en.sessions.map((s) => s.id));
    for (const m of en.messages) {
      expect(ids.has(m.session_id)).toBe(true);
      expect(Date.parse(m.created_at)).toBeLessThan(anchor.getTime());
    }
  });

  it('has something for every tab: bot-resolved and escalated tickets, a queue, several channels', () => {
    const kpis = supportKpis(en);
    expect(kpis.automationRate).toBeGreaterThan(0.6);
    expect(kpis.automationRate).toBeLessThan(1);
    expect(kpis.medianFirstResponseMs).toBeLessThan(10_000);
    expect(kpis.satisfaction).toBeGreaterThan(3);
    expect(ticketsByChannel(en).length).toBe(4);
    const queue = escalationQueue(en);
    expect(queue.length).toBeGreaterThan(0);
    expect(queue.every((q) => q.agentJoinedAt)).toBe(true);
    expect(new Set(toTickets(en).map((t) => t.handling))).toEqual(
      new Set(['automated', 'escalated', 'abandoned', 'open']),
    );
  });
});
