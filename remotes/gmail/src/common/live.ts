/**
 * Live data of the gmail family: the signed-in client's emails of the dashboard's workflow over two
 * reporting periods. Moments are rewritten as the samples write them (`…Z`, not PostgREST's `+00:00`)
 * because the figures order and compare them as strings.
 */
import type { LiveContext } from '@portal/contract';
import { REPORTING_HISTORY_DAYS } from '@portal/dashboard-kit/format';
import { isoOrNull, recentRows } from '@portal/dashboard-kit/live';
import { EMAILS, type EmailRow } from './rows.ts';

/** Upper bound that keeps a very busy mailbox's dashboard fast. */
export const MAX_EMAILS = 5000;

export async function workflowEmails(ctx: LiveContext, asOf: Date): Promise<EmailRow[]> {
  const rows = await recentRows(ctx, EMAILS.table, EMAILS.columns, {
    limit: MAX_EMAILS,
    days: REPORTING_HISTORY_DAYS,
    asOf,
    dateColumn: 'received_at',
  });
  return rows.map((e) => ({
    ...e,
    received_at: isoOrNull(e.received_at) ?? e.received_at,
    responded_at: isoOrNull(e.responded_at),
    labelled_at: isoOrNull(e.labelled_at),
  }));
}

/** The workflow's emails as of now: what the dashboards of the family without campaigns load. */
export async function loadEmailsLive(ctx: LiveContext) {
  const asOf = new Date();
  return { emails: await workflowEmails(ctx, asOf), asOf: asOf.toISOString() };
}
