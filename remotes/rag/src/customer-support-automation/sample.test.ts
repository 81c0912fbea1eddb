import { HANDLINGS } from '@portal/shared/entities';
import { describeBilingualSample } from '@portal/shared/testing';
import { describe, expect, it } from 'vitest';
import { supportKpis, supportQueue, ticketsByChannel, toTickets } from './data.ts';
import { buildSupportSample } from './sample.ts';

const { en } = describeBilingualSample('customer support', buildSupportSample, {
  facts: (d) => [
    d.sessions.map((s) => [s.id, s.status, s.channel, s.started_at, s.satisfaction]),
    supportKpis(d),
  ],
  texts: (d) => [
    ...d.sessions.flatMap((s) => [s.customer_name, s.topic]),
    ...d.messages.map((m) => m.content),
  ],
  moments: (d) => [...d.messages.map((m) => m.created_at), ...d.sessions.map((s) => s.ended_at)],
});

describe('customer support sample', () => {
  it('keeps every message inside its ticket', () => {
    const ids = new Set(en.sessions.map((s) => s.id));
    for (const m of en.messages) expect(ids.has(m.session_id)).toBe(true);
  });

  it('has something for every tab: bot-resolved and escalated tickets, a queue, several channels', () => {
    const kpis = supportKpis(en);
    expect(kpis.automationRate).toBeGreaterThan(0.6);
    expect(kpis.automationRate).toBeLessThan(1);
    expect(kpis.medianFirstResponseMs).toBeLessThan(10_000);
    expect(kpis.satisfaction).toBeGreaterThan(3);
    expect(ticketsByChannel(en).length).toBe(4);
    const queue = supportQueue(en);
    expect(queue.length).toBeGreaterThan(0);
    expect(queue.every((q) => q.agentJoinedAt)).toBe(true);
    expect(new Set(toTickets(en).map((t) => t.handling))).toEqual(new Set(HANDLINGS));
  });
});
