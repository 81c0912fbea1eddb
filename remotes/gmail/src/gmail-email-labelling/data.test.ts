import { describe, expect, it } from 'vitest';
import { isCorrected } from '../common/facts.ts';
import { AS_OF, at, DAY, emailRow, heldRows } from '../common/testRows.ts';
import { fromRows, labelDistribution, labellingKpis, labelsPerDay, priorities } from './data.ts';

const labelled = (minute: number, label: string, original: string | null = null, over = {}) =>
  emailRow({
    label,
    original_label: original,
    received_at: at(minute),
    labelled_at: at(minute + 1),
    ...over,
  });

function sample() {
  return fromRows(
    [
      labelled(0, 'Orders', null, { priority: 'high' }),
      labelled(DAY, 'Orders', 'Invoices'),
      labelled(2 * DAY, 'Invoices'),
      labelled(2 * DAY, 'Shipping', 'Orders', { priority: 'low' }),
      labelled(3 * DAY, 'Orders', 'Orders'), // changed back: not a correction
      emailRow({ received_at: at(4 * DAY) }),
      emailRow({ received_at: at(-20 * DAY) }),
      labelled(-10 * DAY, 'Orders'),
      labelled(-11 * DAY, 'Orders'),
    ],
    AS_OF,
  );
}

describe('labelling figures', () => {
  it('counts labels, the unlabelled and the corrections', () => {
    expect(isCorrected(emailRow({ label: 'A', original_label: 'A' }))).toBe(false);
    const k = labellingKpis(sample());
    expect(k).toMatchObject({
      labelled: 5,
      labelledChange: 1.5,
      unlabelled: 2,
      corrections: 2,
      correctionRate: 0.4,
      highPriority: 1,
      received: 6,
    });
    expect(k.correctionRateChange).toBeUndefined(); // nothing corrected before: no base
  });

  it('lists the unlabelled and the corrections, the latest first', () => {
    expect(heldRows(sample().unlabelledEmails).map((e) => e.received_at)).toEqual([
      at(4 * DAY),
      at(-20 * DAY),
    ]);
    expect(heldRows(sample().corrections).map((e) => [e.original_label, e.label])).toEqual([
      ['Orders', 'Shipping'],
      ['Invoices', 'Orders'],
    ]);
  });

  it('charts labels per day, each label with its corrections, and priorities', () => {
    const perDay = labelsPerDay(sample());
    expect(perDay.labelled.reduce((a, b) => a + b)).toBe(5);
    expect(perDay.corrected.reduce((a, b) => a + b)).toBe(2);
    expect(labelDistribution(sample())).toEqual([
      { label: 'Orders', count: 3, correctedAway: 1 },
      { label: 'Invoices', count: 1, correctedAway: 1 },
      { label: 'Shipping', count: 1, correctedAway: 0 },
    ]);
    expect(priorities(sample())).toEqual([
      { key: 'low', count: 1 },
      { key: 'normal', count: 4 },
      { key: 'high', count: 1 },
    ]);
  });
});
