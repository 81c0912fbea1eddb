import { describe, expect, it } from 'vitest';
import { AS_OF, at, DAY, emailRow, heldRows } from '../common/testRows.ts';
import { fromRows, summariesPerDay, summaryKpis, timeSavedMs } from './data.ts';

const summary = (minute: number, words: number, actions: string[]) =>
  emailRow({
    received_at: at(minute),
    summary: 'Quote valid thirty days', // 4 words
    action_items: actions,
    word_count: words,
  });

function sample() {
  return fromRows(
    [
      summary(0, 404, ['Reply today']), // 404 - 4 - 2 = 398 words saved
      summary(DAY, 204, []), // 200 words saved
      summary(DAY + 60, 2, []), // shorter than its summary: nothing saved
      emailRow({ received_at: at(2 * DAY), summary: null, word_count: 500 }), // pending
      summary(-10 * DAY, 1004, ['A', 'B']),
      emailRow({ direction: 'outbound', status: 'sent', received_at: at(DAY) }),
      emailRow({ direction: 'outbound', status: 'sent', received_at: at(2 * DAY) }),
    ],
    AS_OF,
  );
}

describe('summary agent figures', () => {
  it('estimates the reading time a summary saves at 200 words a minute', () => {
    expect(timeSavedMs(summary(0, 404, ['Reply today']))).toBe((398 / 200) * 60_000);
    expect(timeSavedMs(summary(0, 2, []))).toBe(0);
    expect(timeSavedMs(emailRow({ summary: 'Short', word_count: null }))).toBe(0);
  });

  it('counts summaries, digests, action items and time saved in the period', () => {
    const k = summaryKpis(sample());
    expect(k).toMatchObject({ summaries: 3, summariesChange: 2, digests: 2, actionItems: 1, pending: 1 });
    expect(k.timeSavedMs).toBe((598 / 200) * 60_000);
    expect(k.timeSavedChange).toBeCloseTo(598 / 996 - 1);
    expect(heldRows(sample().threads)[0]?.received_at).toBe(at(DAY + 60));
    expect(heldRows(sample().digests)).toHaveLength(2);
  });

  it('charts summaries, action items and minutes saved per day', () => {
    const perDay = summariesPerDay(sample());
    const first = perDay.days.indexOf('2026-04-01');
    expect(perDay.summaries.slice(first, first + 2)).toEqual([1, 2]);
    expect(perDay.actionItems.slice(first, first + 2)).toEqual([1, 0]);
    expect(perDay.minutesSaved[first + 1]).toBe(1);
  });
});
