/**
 * The shared entities as parts of a live loader (see `liveDashboard`): a client's leads are many, counted in SQL
 * (`leadFigures`, whose `fromRows` counts a sample's the same way) and shown in a table paged on the
 * server (`leadTable`); a chatbot's conversations too (`conversationTable`).
 */

import {
  type ChatStatus,
  CONVERSATION_COLUMNS,
  type Conversation,
  type ConversationRow,
  conversationFromRow,
} from '../blocks/conversations/conversations.ts';
import { LEAD_COLUMNS, LEAD_TABLE, leadFact, leadFromRow } from '../blocks/leads/leads.ts';
import { inWindow, windowEndingAt } from '../format/periods.ts';
import { REPORTING_DAYS } from '../format/reportingPeriod.ts';
import { figuresOf, tableOf } from '../live/dashboard.ts';

/** The client's leads of the workflow counted in SQL: the period, the one before, per day, status and source. */
export const leadFigures = /* @__PURE__ */ figuresOf('leads', leadFact);

/** The client's leads of the workflow as a table paged, sorted and searched on the server. */
export const leadTable = /* @__PURE__ */ tableOf('leads', LEAD_COLUMNS, leadFromRow, LEAD_TABLE);

/** The conversations table's column ids, each with the database column the server sorts by. */
const CONVERSATION_SORT = {
  customer: 'customer_name',
  channel: 'channel',
  topic: 'topic',
  status: 'status',
  messages: 'message_count',
  satisfaction: 'satisfaction',
  started: 'started_at',
} as const;

/**
 * A chatbot's conversations started in the `days` before the dashboard's moment (only those in `status`
 * when given), newest first, paged, sorted and searched on the server; `fromRows` lists a sample's
 * the same way (ties newest id first, as the server breaks them).
 */
export function conversationTable({
  days = REPORTING_DAYS,
  status,
}: {
  days?: number;
  status?: ChatStatus;
} = {}) {
  const table = tableOf('chat_sessions', CONVERSATION_COLUMNS, conversationFromRow, {
    sort: CONVERSATION_SORT,
    order: { column: 'started_at' },
    search: ['customer_name', 'customer_contact', 'topic'],
    filters: (asOf) => {
      const { from } = windowEndingAt(asOf, days);
      return [
        ['started_at', 'gte', from.toISOString()],
        ['started_at', 'lt', asOf],
        ...(status ? [['status', 'eq', status] as const] : []),
      ];
    },
  });
  return {
    read: table.read,
    fromRows: (rows: readonly ConversationRow[], asOf: string): Conversation[] =>
      rows
        .filter((s) => inWindow(s.started_at, windowEndingAt(asOf, days)) && (!status || s.status === status))
        .sort((a, b) => b.started_at.localeCompare(a.started_at) || b.id.localeCompare(a.id))
        .map(conversationFromRow),
  };
}
