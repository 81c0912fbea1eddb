/**
 * The clients a dietitian follows, as a part of `liveDashboard` (docs/architecture.md, "Dashboard
 * figures": `dashboard_diet_clients`): per client (known by phone) the period's plans, check-ins,
 * adherence, reminders, last answer and whether they stopped answering, with the same computation
 * over a sample's rows (`fromRows`).
 */
import type { LiveContext } from '@portal/contract';
import { DAY_MS, groupBy, isInReportingPeriod, mean, REPORTING_DAYS } from '@portal/dashboard-kit/format';
import { readFigureFunction, toNumber } from '@portal/dashboard-kit/live';
import type { DietKind, DietRow } from '../common/rows.ts';

/** A week without any answer, while the dietitian kept writing, counts as "stopped answering". */
export const SILENCE_DAYS = 7;
/** Most clients the tables show (a programme follows tens; the totals count them all). */
export const MAX_CLIENTS = 500;

export interface DietClient {
  phone: string;
  name: string;
  mealPlans: number;
  checkIns: number;
  checkInsAnswered: number;
  /** Mean share of the plan kept, over the answered check-ins (0–1), or undefined. */
  adherence: number | undefined;
  reminders: number;
  remindersAnswered: number;
  lastAnswer: string | null;
  stopped: boolean;
}

export interface DietClients {
  clients: DietClient[];
  /** Every client of the period, and those who stopped answering (beyond the limit too). */
  total: number;
  stopped: number;
}

const ofKind = (rows: readonly DietRow[], kind: DietKind) => rows.filter((m) => m.kind === kind);
const answered = (rows: readonly DietRow[]) => rows.filter((m) => m.answered_at !== null);

/** The quiet ones first, then who answered longest ago. */
const byQuietFirst = (a: DietClient, b: DietClient) =>
  Number(b.stopped) - Number(a.stopped) ||
  (a.lastAnswer ?? '').localeCompare(b.lastAnswer ?? '') ||
  a.phone.localeCompare(b.phone);

export const dietClients = {
  async read(ctx: LiveContext, asOf: Date): Promise<DietClients> {
    const data = await readFigureFunction(ctx, 'dashboard_diet_clients', 'the clients', {
      p_as_of: asOf.toISOString(),
      p_days: REPORTING_DAYS,
      p_silence_days: SILENCE_DAYS,
      p_limit: MAX_CLIENTS,
    });
    const lines = data ?? [];
    const count = (n: unknown) => toNumber(n as number | string | null) ?? 0;
    return {
      clients: lines.map((l) => ({
        phone: l.client_phone,
        name: l.client_name,
        mealPlans: count(l.meal_plans),
        checkIns: count(l.check_ins),
        checkInsAnswered: count(l.check_ins_answered),
        adherence: toNumber(l.adherence) ?? undefined,
        reminders: count(l.reminders),
        remindersAnswered: count(l.reminders_answered),
        lastAnswer: l.last_answer ? new Date(l.last_answer).toISOString() : null,
        stopped: l.stopped === true,
      })),
      total: count(lines[0]?.total_clients),
      stopped: count(lines[0]?.stopped_clients),
    };
  },
  fromRows(rows: readonly DietRow[], asOf: string): DietClients {
    const silenceFrom = Date.parse(asOf) - SILENCE_DAYS * DAY_MS;
    const period = rows.filter((m) => isInReportingPeriod(m.sent_at, asOf));
    const clients = [...groupBy(period, (m) => m.client_phone)].map(([phone, own]): DietClient => {
      const lastAnswer =
        answered(own)
          .map((m) => m.answered_at as string)
          .sort()
          .at(-1) ?? null;
      const checkIns = ofKind(own, 'check_in');
      return {
        phone,
        name: [...own].sort((a, b) => b.sent_at.localeCompare(a.sent_at))[0]?.client_name ?? phone,
        mealPlans: ofKind(own, 'meal_plan').length,
        checkIns: checkIns.length,
        checkInsAnswered: answered(checkIns).length,
        adherence: mean(checkIns.flatMap((m) => (m.adherence_pct === null ? [] : [m.adherence_pct / 100]))),
        reminders: ofKind(own, 'reminder').length,
        remindersAnswered: answered(ofKind(own, 'reminder')).length,
        lastAnswer,
        stopped:
          own.some((m) => Date.parse(m.sent_at) >= silenceFrom) &&
          (lastAnswer === null || Date.parse(lastAnswer) < silenceFrom),
      };
    });
    const sorted = clients.sort(byQuietFirst);
    return {
      clients: sorted.slice(0, MAX_CLIENTS),
      total: sorted.length,
      stopped: sorted.filter((c) => c.stopped).length,
    };
  },
};
