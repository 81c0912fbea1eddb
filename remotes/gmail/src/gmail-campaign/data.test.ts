import { describe, expect, it } from 'vitest';
import { campaignFunnelFromRow } from '../common/campaignFunnel.ts';
import { campaignFunnelRow, funnelCounts } from '../common/campaignRows.ts';
import { AS_OF, at, DAY, emailRow, heldRows } from '../common/testRows.ts';
import { campaignKpis, campaignNames, fromRows, ratesPerDay, upcomingSends } from './data.ts';

const campaign = (over: Parameters<typeof campaignFunnelRow>[0]) =>
  campaignFunnelFromRow(campaignFunnelRow(over));

const send = (n: number, minute: number, status: string) =>
  emailRow({ direction: 'outbound', campaign_id: 'a', thread_id: `t${n}`, status, received_at: at(minute) });

const sample = () =>
  fromRows(
    [
      campaign({ id: 'a', name: 'Oud week', ...funnelCounts(100, 95, 50, 19, 10) }),
      campaign({ id: 'b', name: 'Musk', status: 'active', ...funnelCounts(100, 95, 45, 19, 9) }),
      campaign({ id: 'later', status: 'scheduled', scheduled_at: at(40 * DAY) }),
      campaign({ id: 'sooner', status: 'scheduled', scheduled_at: at(35 * DAY) }),
      campaign({ id: 'missed', status: 'scheduled', scheduled_at: at(DAY) }),
      campaign({ id: 'draft', status: 'draft' }),
    ],
    [
      // Four sends on the period's first day, a minute apart, and one the day after.
      ...['opened', 'sent', 'bounced', 'opened'].map((status, minute) => send(minute + 1, minute, status)),
      send(5, DAY, 'opened'),
      emailRow({ campaign_id: 'a', thread_id: 't1', received_at: at(DAY + 5), snippet: 'Yes please' }),
      emailRow({ campaign_id: 'gone', thread_id: 't5', received_at: at(2 * DAY) }),
    ],
    AS_OF,
  );

describe('gmail campaign figures', () => {
  it('adds the funnels of the campaigns that sent, with rates out of the delivered', () => {
    const counts = { sent: 200, delivered: 190, opened: 95, clicked: 38, replied: 19, bounced: 10 };
    const rates = { bounceRate: 0.05, openRate: 0.5, clickRate: 0.2, replyRate: 0.1 };
    expect(campaignKpis(sample())).toMatchObject({ ...counts, ...rates, active: 1, upcoming: 2 });
  });

  it('schedules only sends still to come, the soonest first', () => {
    expect(upcomingSends(sample()).map((c) => c.id)).toEqual(['sooner', 'later']);
  });

  it('follows each send day’s sends to their opens, bounces and replies', () => {
    const rates = ratesPerDay(sample());
    const first = rates.days.indexOf('2026-04-01');
    expect(rates.sent.slice(first, first + 2)).toEqual([4, 1]);
    expect(rates.bounceRate[first]).toBe(0.25);
    expect(rates.openRate.slice(first, first + 2)).toEqual([2 / 3, 1]);
    expect(rates.replyRate.slice(first, first + 2)).toEqual([1 / 3, 1]);
    const quiet = rates.sent.indexOf(0); // a day that sent nothing has no rate (a gap), not 0 %
    for (const rate of [rates.openRate, rates.replyRate, rates.bounceRate]) expect(rate[quiet]).toBeNull();
  });

  it('lists replies with their campaign, the latest first', () => {
    const names = campaignNames(sample());
    const campaignOf = (id: string | null) => (id ? (names.get(id) ?? null) : null);
    expect(heldRows(sample().replies).map((r) => campaignOf(r.campaign_id))).toEqual([null, 'Oud week']);
  });
});
