/** Live data helpers for every remote (@portal/dashboard-kit/live): one query, one watch, safe values. */

export {
  type WorkflowConversationsOptions,
  type WorkflowSessionsOptions,
  workflowConversations,
  workflowSessions,
} from '../blocks/conversations/live.ts';
export { columnList, type ListedNames, type SelectedRow, type Selection, selection } from './columns.ts';
export {
  daysOf,
  type FigurePart,
  figuresOf,
  listOf,
  liveDashboard,
  type Part,
  type PartsData,
  tableOf,
  weeksOf,
} from './dashboard.ts';
export { type EnumColumns, enumColumns } from './enumColumns.ts';
export {
  countOf,
  countPerDayOf,
  type Fact,
  type FigureFilter,
  type FigureLine,
  type FigureSource,
  type Figures,
  figuresBy,
  figuresFromRows,
  sumOf,
} from './figures.ts';
export {
  type LoadOptions,
  loadSelection,
  type SelectionOptions,
  type SelectionReads,
} from './loadSelection.ts';
export { type WorkflowMessagesOptions, workflowMessages } from './messages.ts';
export {
  type AsOf,
  type ColumnOf,
  LiveQueryError,
  type RecentRowsOptions,
  type RowOf,
  recentRows,
  type TableName,
} from './query.ts';
export { selectedTable } from './selectedTable.ts';
export {
  isServerRows,
  type PageQuery,
  type RowsPage,
  type ServerRows,
  type TableOptions,
  type TableRows,
} from './tableRows.ts';
export {
  isOneOf,
  isoOrNull,
  isoText,
  jsonField,
  jsonNumber,
  jsonString,
  oneOf,
  since,
  toNumber,
} from './values.ts';
export { watchTables } from './watch.ts';
