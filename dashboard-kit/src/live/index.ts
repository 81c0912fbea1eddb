/** Live data helpers for every remote (@portal/dashboard-kit/live): one query, one watch, safe values. */

export { workflowConversations, workflowSessions } from '../blocks/conversations/live.ts';
export { type SelectedRow, type Selection, selection } from './columns.ts';
export { listOf, liveDashboard } from './dashboard.ts';
export { enumColumns } from './enumColumns.ts';
export { countOf, countPerDayOf, type Figures, figuresBy, sumOf } from './figures.ts';
export { type LoadOptions, loadSelection, type SelectionReads } from './loadSelection.ts';
export { type AsOf, type RowOf, recentRows, type TableName } from './query.ts';
export { selectedTable } from './selectedTable.ts';
export { isServerRows, type PageQuery, type TableRows } from './tableRows.ts';
export { isOneOf, isoOrNull, isoText, jsonNumber, jsonString, oneOf, since, toNumber } from './values.ts';
