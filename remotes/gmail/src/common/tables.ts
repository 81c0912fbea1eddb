/**
 * The family's email tables: each one restriction of the workflow's emails, said twice side by side,
 * as PostgREST filters for live mode (the rows paged, sorted, searched and exported on the server) and
 * as a predicate for a sample's rows, so both list the same emails.
 */
import { REPORTING_DAYS, windowEndingAt } from '@portal/dashboard-kit/format';
import { isoOrNull, tableOf } from '@portal/dashboard-kit/live';
import { EMAILS, type EmailRow, newestFirst } from './rows.ts';

type EmailColumn = (typeof EMAILS.columns)[number];
/** PostgREST filters of the emails table: `[column, operator, value]`. */
type Filters = ReturnType<
  NonNullable<Parameters<typeof tableOf<'emails', EmailColumn, EmailRow>>[3]['filters']>
>;

/** Which emails a table lists, as of the dashboard's moment. */
export interface EmailList {
  filters: (asOf: string) => Filters;
  keeps: (e: EmailRow, asOf: string) => boolean;
}

/** The current reporting period as ISO bounds: `[from, to)`. */
export function periodOf(asOf: string) {
  const { from, to } = windowEndingAt(asOf, REPORTING_DAYS);
  return { from: from.toISOString(), to: to.toISOString() };
}

/** Moments written as the samples write them (`…Z`, not PostgREST's `+00:00`): rows compare as text. */
const emailFromRow = (e: EmailRow): EmailRow => ({
  ...e,
  received_at: isoOrNull(e.received_at) ?? e.received_at,
  responded_at: isoOrNull(e.responded_at),
  labelled_at: isoOrNull(e.labelled_at),
});

/** The table's column ids the server sorts by (emailColumns.tsx's ids). */
const SORT = {
  received: 'received_at',
  labelled: 'labelled_at',
  from: 'from_address',
  to: 'to_address',
  subject: 'subject',
  status: 'status',
  priority: 'priority',
} as const;

/**
 * The emails of `list`: live, a page at a time; in a sample (`fromRows`), those among its rows, the
 * latest first.
 */
export const emailTable = (list: EmailList) => ({
  ...tableOf(EMAILS.table, EMAILS.columns, emailFromRow, {
    sort: SORT,
    order: { column: 'received_at' },
    search: ['subject', 'from_address', 'to_address', 'snippet'],
    filters: list.filters,
  }),
  fromRows: (emails: readonly EmailRow[], asOf: string): EmailRow[] =>
    emails.filter((e) => list.keeps(e, asOf)).sort(newestFirst),
});

const inPeriod = (at: string | null, asOf: string) => {
  const { from, to } = periodOf(asOf);
  return at !== null && new Date(at) >= new Date(from) && new Date(at) < new Date(to);
};

/** Received in the period, as filters. */
const receivedIn = (asOf: string): Filters => {
  const { from, to } = periodOf(asOf);
  return [
    ['received_at', 'gte', from],
    ['received_at', 'lt', to],
  ];
};

/** Incoming mail received in the period. */
export const RECEIVED: EmailList = {
  filters: (asOf) => [['direction', 'eq', 'inbound'], ...receivedIn(asOf)],
  keeps: (e, asOf) => e.direction === 'inbound' && inPeriod(e.received_at, asOf),
};

/** Outgoing mail sent in the period. */
export const SENT: EmailList = {
  filters: (asOf) => [['direction', 'eq', 'outbound'], ...receivedIn(asOf)],
  keeps: (e, asOf) => e.direction === 'outbound' && inPeriod(e.received_at, asOf),
};

/** Incoming mail, whenever it came. */
export const ALL_RECEIVED: EmailList = {
  filters: () => [['direction', 'eq', 'inbound']],
  keeps: (e) => e.direction === 'inbound',
};
