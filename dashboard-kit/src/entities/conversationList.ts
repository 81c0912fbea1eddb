/**
 * A chatbot's conversations as a part of a live loader (see `liveDashboard`): shown in a table paged,
 * sorted and searched on the server (`conversationTable`); `fromRows` lists a sample's the same way.
 */

import {
  type ChatStatus,
  CONVERSATION_COLUMNS,
  type Conversation,
  type ConversationRow,
  conversationFromRow,
} from '../blocks/conversations/conversations.ts';
import { inWindow, windowEndingAt } from '../format/periods.ts';
import { REPORTING_DAYS } from '../format/reportingPeriod.ts';
import { tableOf } from '../live/dashboard.ts';

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
