/** Live data helpers for every remote (@portal/dashboard-kit/live): one query, one watch, safe values. */

export { type SelectedRow, selection } from './columns.ts';
export {
  type CountsRows,
  daysOf,
  type FigurePart,
  figuresOf,
  functionTableOf,
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
export { countsByHour, type HourCounts, hoursOf } from './hours.ts';
export { type AsOf, type RowOf, readFigureFunction, type TableName } from './query.ts';
export { replyDelaysOf } from './replyDelays.ts';
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
export { isOneOf, isoOrNull, jsonNumber, jsonString, oneOf, toNumber } from './values.ts';
