import { describe, expect, it } from 'vitest';
import type { DietRow } from '../common/rows.ts';
import { AS_OF, at } from '../common/testRows.ts';
import { dietFromRows, dietKpis, weeklyAdherence } from './data.ts';

let n = 0;
/** A message to client `phone`, sent at 09:00 `daysAgo` days back and, if `answered`, answered at 10:00. */
type Message = [phone: string, kind: DietRow['kind'], daysAgo: number, answered: boolean, adherence?: number];
const row = (...[phone, kind, daysAgo, answered, adherence]: Message): DietRow => ({
  id: `m${n++}`,
  client_name: `Client ${phone}`,
  client_phone: phone,
  kind,
  language: 'en',
  sent_at: at(daysAgo, 9),
  answered_at: answered ? at(daysAgo, 10) : null,
  adherence_pct: adherence ?? null,
});

const data = dietFromRows(
  [
    row('1', 'meal_plan', 10, true),
    row('1', 'check_in', 9, true, 60),
    row('1', 'check_in', 2, true, 80),
    row('1', 'reminder', 1, false),
    // Client 2 answered until 12 days ago; reminders kept going unanswered.
    row('2', 'check_in', 12, true, 50),
    row('2', 'reminder', 5, false),
    row('2', 'reminder', 1, false),
    row('3', 'check_in', 40, true, 90), // before the period
  ],
  AS_OF,
);

describe('whatsapp dietitian figures', () => {
  it('follows each client and flags those who went a week without answering', () => {
    // The quiet ones first.
    const { clients } = data.clients;
    expect(clients.map((c) => [c.phone, c.checkInsAnswered, c.adherence, c.reminders, c.stopped])).toEqual([
      ['2', 1, 0.5, 2, true],
      ['1', 2, 0.7, 1, false],
    ]);
  });

  it('sums plans, check-ins, adherence and reminder answers over the period', () => {
    const { adherence, ...kpis } = dietKpis(data);
    expect(adherence).toBeCloseTo((0.6 + 0.8 + 0.5) / 3, 12);
    expect(kpis).toEqual({
      clients: 2,
      mealPlans: 1,
      checkIns: 3,
      checkInsAnswered: 3,
      reminders: 3,
      remindersAnswered: 0,
      reminderAnswerRate: 0,
      stopped: 1,
    });
  });

  it('averages adherence per week, the latest week last', () => {
    const weeks = weeklyAdherence(data);
    // Weeks of 7 days ending at asOf: 2 days ago; 9 and 12 days ago; nothing 14-28 days ago.
    expect(weeks.map((w) => w.adherence)).toEqual([undefined, undefined, (60 + 50) / 2 / 100, 80 / 100]);
  });
});
