/**
 * The WhatsApp dietitian sample: Nourish Doha, a nutrition clinic following 16 clients on WhatsApp.
 * A meal plan every Sunday, a check-in every third evening (answered with the share of the plan
 * kept, improving as clients settle in) and a daily lunchtime reminder; three clients went quiet.
 */
import type { Locale } from '@portal/contract';
import { createRandom, daysBefore, samplePerson, samplePhone } from '@portal/dashboard-kit/sample';
import { type DietKind, type DietRow, PERIOD_DAYS } from '../common/rows.ts';
import { dietFromRows, type WhatsappDietitianData } from './data.ts';

const CLIENTS = 16;
/**
 * [kind, Doha minute of the day it goes out, chance it is answered, every how many days, on which
 * day of that cycle (counted from the day the client joined)]
 */
const SCHEDULE: readonly (readonly [DietKind, number, number, number, number])[] = [
  ['meal_plan', 8 * 60, 0.9, 7, 0],
  ['reminder', 12 * 60 + 30, 0.55, 1, 0],
  ['check_in', 19 * 60, 0.85, 3, 1],
];

export function buildWhatsappDietitianSample(locale: Locale, anchor: Date): WhatsappDietitianData {
  const random = createRandom('whatsapp/whatsapp-dietitian/v1');
  const messages: DietRow[] = [];
  for (let c = 0; c < CLIENTS; c += 1) {
    const own = random.fork(`client:${c}`);
    const name = samplePerson(own).name(locale);
    const client = { client_name: name, client_phone: samplePhone(own), language: locale };
    const joined = own.int(14, PERIOD_DAYS);
    const quietSince = c % 5 === 2 ? own.int(8, 12) : 0;
    const base = own.int(50, 85);
    /** The share of the plan a check-in says was kept, improving as the client settles in. */
    const kept = (day: number) => Math.min(100, base + Math.round((joined - day) / 2) + own.int(-15, 10));
    for (let day = joined; day >= 1; day -= 1) {
      for (const [kind, minute, answerRate, every, onDay] of SCHEDULE) {
        if ((joined - day) % every !== onDay) continue;
        const sent = daysBefore(anchor, day, minute + own.int(0, 15));
        const answers = day > quietSince && own.chance(answerRate);
        const answeredAt = answers ? new Date(sent.getTime() + own.int(5, 180) * 60_000) : null;
        const inTime = answeredAt && answeredAt < anchor; // an answer after the anchor has not come yet
        messages.push({
          id: `diet:${c}:${day}:${kind}`,
          ...client,
          kind,
          sent_at: sent.toISOString(),
          answered_at: inTime ? answeredAt.toISOString() : null,
          adherence_pct: kind === 'check_in' && inTime ? kept(day) : null,
        });
      }
    }
  }
  return dietFromRows(
    messages.sort((a, b) => b.sent_at.localeCompare(a.sent_at)),
    anchor.toISOString(),
  );
}
