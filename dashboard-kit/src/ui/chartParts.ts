/**
 * The chart code itself (@mui/x-charts), apart from the chart cards (charts.tsx) so that it loads
 * lazily: a dashboard paints its KPI row before this arrives. In the production builds the shell
 * provides this module once for every remote (the kit's lazy entries: scripts/vite/kit.ts), so a page
 * with dashboards of several families downloads chart code once (docs/architecture.md, "The shared UI
 * kit and sharing"). One default export: the proxy that stands for it in a remote forwards `default`.
 */
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';

const chartParts = { BarChart, LineChart, PieChart };
export type ChartParts = typeof chartParts;
export default chartParts;
