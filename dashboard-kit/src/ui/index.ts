/** Dashboard building blocks (@portal/dashboard-kit/ui). All texts come from the `ui` i18n namespace. */

export { CampaignsTable, type CampaignsTableProps } from '../blocks/campaigns/CampaignsTable.tsx';
export { useCampaignFunnelBlocks } from '../blocks/campaigns/campaignFunnelBlocks.tsx';
export {
  ConversationsTable,
  type ConversationsTableProps,
} from '../blocks/conversations/ConversationsTable.tsx';
export { LeadsTable, type LeadsTableProps } from '../blocks/leads/LeadsTable.tsx';
export { type TableTexts, useLeadBlocks } from '../blocks/leads/leadBlocks.tsx';
export { RunsTable, type RunsTableProps } from '../blocks/runs/RunsTable.tsx';
export { visuallyHidden } from './a11y.ts';
export { ChartCard, type ChartCardProps } from './ChartCard.tsx';
export { CodeBlock } from './CodeBlock.tsx';
export {
  BarChartCard,
  type BarChartCardProps,
  type ChartSeries,
  LineChartCard,
  type LineChartCardProps,
  PieChartCard,
  type PieChartCardProps,
  type PieSlice,
} from './charts.tsx';
export { type ColumnPresets, type StatusPreset, statusPreset, useColumns } from './columns.tsx';
export { crossSeries } from './crossSeries.ts';
export { type CsvCell, csvFileName, csvTable, csvValue, downloadText, toCsv, UTF8_BOM } from './csv.ts';
export { DashboardGrid, type DashboardGridProps } from './DashboardGrid.tsx';
export { DashboardPages, type DashboardPagesProps, tab } from './DashboardPages.tsx';
export { type DashboardTab, DashboardTabs, type DashboardTabsProps } from './DashboardTabs.tsx';
export { DataTable, type DataTableProps } from './DataTable.tsx';
export { DetailDialog, type DetailDialogProps } from './DetailDialog.tsx';
export { DownloadCsvButton, type DownloadCsvButtonProps } from './DownloadCsvButton.tsx';
export {
  type BarsSpec,
  bars,
  type KpiMore,
  kpi,
  type LinesSpec,
  lines,
  type PerDayOptions,
  type PieOptions,
  perDay,
  pie,
  type SeriesOf,
  seriesOf,
} from './describe.tsx';
export { type DownloadSpec, downloadColumn, type RowFile } from './downloadColumn.tsx';
export { useEnumLabels } from './enumLabels.ts';
export { familyColumns } from './familyColumns.ts';
export { familyListTable, type ListColumns } from './familyListTable.tsx';
export { type FamilyTableProps, familyTable } from './familyTable.tsx';
export { familyTableTab, type TableTabOptions } from './familyTableTab.tsx';
export { useFigureTexts } from './figureTexts.ts';
export { HoursChart, type HoursChartProps } from './HoursChart.tsx';
export { directionOf, KpiCard, type KpiCardProps, type KpiDelta, type TrendDirection } from './KpiCard.tsx';
export { type Kpi, KpiRow } from './KpiRow.tsx';
export { Ltr } from './Ltr.tsx';
export { listTabs } from './listTabs.tsx';
export { MessageBubble, type MessageBubbleProps } from './MessageBubble.tsx';
export { PerDayChart, type PerDayChartProps, type PerDayValues, perDaySeries } from './PerDayChart.tsx';
export { type PagesKit, pagesView } from './pagesView.tsx';
export { perDayOf } from './perDayOf.tsx';
export { previewRows } from './previewRows.ts';
export { useRowDetails } from './rowDetails.tsx';
export { StatusChip, type StatusChipProps, type StatusTone } from './StatusChip.tsx';
export { series } from './series.ts';
export {
  EmptyState,
  type EmptyStateProps,
  ErrorState,
  type ErrorStateProps,
  LoadingState,
  type LoadingStateProps,
} from './states.tsx';
export { TabPage, type TabPageProps } from './TabPage.tsx';
export { TranscriptDialog, type TranscriptDialogProps } from './TranscriptDialog.tsx';
export {
  type CellValue,
  type DataColumn,
  filterRows,
  normalizeSearchText,
  type SortDirection,
  type SortState,
  sortRows,
} from './table-logic.ts';
export { type TableKit, useTableColumns, useViewKit } from './useViewKit.ts';
export { WorkflowTabs, type WorkflowTabsProps } from './WorkflowTabs.tsx';
export { type WrittenTextOptions, writtenTextColumn } from './writtenTextColumn.tsx';
