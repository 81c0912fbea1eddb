/**
 * The campaign sends of each Doha day of the period and what became of them: opened and bounced by the
 * send's status, replied when its thread got an incoming email (whenever it came). Live reads them from
 * SQL (`gmail_campaign_days`, migration 20261130120000_gmail_dashboard_figures.sql: a reply is another
 * row than its send, so day counts cannot say it); a sample counts its rows the same way.
 */
import { REPORTING_DAYS, reportingDays } from '@portal/dashboard-kit/format';
import { type FigurePart, readFigureFunction, toNumber } from '@portal/dashboard-kit/live';
import { countByDay } from '../common/countByDay.ts';
import type { EmailRow } from '../common/rows.ts';

export interface SendDays {
  days: string[];
  sent: number[];
  opened: number[];
  bounced: number[];
  replied: number[];
}

export const sendDays: FigurePart<EmailRow, SendDays> = {
  async read(ctx, asOf) {
    const data = await readFigureFunction(ctx, 'gmail_campaign_days', 'the campaign sends per day', {
      p_as_of: asOf.toISOString(),
      p_days: REPORTING_DAYS,
    });
    const days = reportingDays(asOf.toISOString());
    // A date may come as a date or a timestamp, depending on the proxy.
    const byDay = new Map((data ?? []).map((line) => [String(line.day).slice(0, 10), line]));
    const series = (field: 'sent' | 'opened' | 'bounced' | 'replied') =>
      days.map((day) => toNumber(byDay.get(day)?.[field]) ?? 0);
    return {
      days,
      sent: series('sent'),
      opened: series('opened'),
      bounced: series('bounced'),
      replied: series('replied'),
    };
  },
  fromRows(emails, asOf) {
    const sends = emails.filter((e) => e.direction === 'outbound');
    const answered = new Set(emails.filter((e) => e.direction === 'inbound').map((e) => e.thread_id));
    const days = reportingDays(asOf);
    const sendsThat = (keep: (e: EmailRow) => boolean) =>
      countByDay(sends.filter(keep), (e) => e.received_at, days);
    return {
      days,
      sent: sendsThat(() => true),
      opened: sendsThat((e) => e.status === 'opened'),
      bounced: sendsThat((e) => e.status === 'bounced'),
      replied: sendsThat((e) => e.thread_id !== null && answered.has(e.thread_id)),
    };
  },
};
