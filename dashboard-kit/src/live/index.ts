/** Live data helpers for every remote (@portal/dashboard-kit/live): one query, one watch, safe values. */

export { workflowConversations, workflowSessions } from '../blocks/conversations/live.ts';
export { type SelectedRow, type Selection, selection } from './columns.ts';
export { enumColumns } from './enumColumns.ts';
export { listOf, loadLists } from './loadLists.ts';
export { type LoadOptions, loadSelection, type SelectionReads } from './loadSelection.ts';
export { type AsOf, type RowOf, recentRows, type TableName } from './query.ts';
export { selectedTable } from './selectedTable.ts';
export { isOneOf, isoOrNull, isoText, jsonNumber, jsonString, oneOf, since, toNumber } from './values.ts';
