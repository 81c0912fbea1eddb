/** Live data helpers for every remote (@portal/dashboard-kit/live): one query, one watch, safe values. */

export { type SelectedRow, type Selection, selection } from './columns.ts';
export {
  daysOf,
  type FigurePart,
  figuresOf,
  listOf,
  liveDashboard,
  type Part,
  partsFromRows,
  tableOf,
  weeksOf,
} from './dashboard.ts';
export { enumColumns } from './enumColumns.ts';
export {
  countOf,
  countPerDayOf,
  type Fact,
  type Figures,
  figuresBy,
  sumOf,
} from './figures.ts';
export { loadSelection, type SelectionReads } from './loadSelection.ts';
export { type AsOf, type RowOf, readFigureFunction, recentRows, type TableName } from './query.ts';
export {
  countsByHour,
  type HourCounts,
  hoursOf,
  type ReplyLine,
  repliesOf,
  replyDelaysOf,
} from './replies.ts';
export { selectedTable } from './selectedTable.ts';
export {
  type AgeLine,
  agesOf,
  type Group,
  type Spreads,
  statsOf,
  type Top,
  topOf,
} from './spread.ts';
export { isServerRows, type PageQuery, type TableRows } from './tableRows.ts';
export { isOneOf, isoOrNull, isoText, jsonNumber, jsonString, oneOf, since, toNumber } from './values.ts';
