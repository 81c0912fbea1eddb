import type { LiveContext } from '@portal/shared/contract';
import { isoOrNull, isoText, recentRows, toNumber } from '@portal/shared/live';
import { DIETITIAN_MESSAGES, PERIOD_DAYS } from '../common/rows.ts';
import type { WhatsappDietitianData } from './data.ts';

/** Bounds that keep a busy programme's dashboard fast (14 clients send about 600 a month). */
export const MAX_MESSAGES = 5000;

/** The signed-in client's dietitian messages of the period. */
export async function loadWhatsappDietitianLive(ctx: LiveContext): Promise<WhatsappDietitianData> {
  const asOf = new Date();
  const rows = await recentRows(ctx, DIETITIAN_MESSAGES.table, DIETITIAN_MESSAGES.columns, {
    limit: MAX_MESSAGES,
    days: PERIOD_DAYS,
    asOf,
    dateColumn: 'sent_at',
  });
  return {
    messages: rows.map((m) => ({
      ...m,
      sent_at: isoText(m.sent_at),
      answered_at: isoOrNull(m.answered_at),
      adherence_pct: toNumber(m.adherence_pct),
    })),
    asOf: asOf.toISOString(),
  };
}
