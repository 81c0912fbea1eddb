import type { WorkflowDashboard } from '@portal/shared/contract';
import { sampleAnchor } from '@portal/shared/sample';
import { watchTables } from '../common/live.ts';
import type { OdooSalesData } from './data.ts';
import { loadOdooSalesLive } from './live.ts';
import { buildOdooSalesSample } from './sample.ts';
import { OdooSalesView } from './View.tsx';

const dashboard: WorkflowDashboard<OdooSalesData> = {
  loadLive: loadOdooSalesLive,
  loadSample: async (ctx) => buildOdooSalesSample(ctx.locale, sampleAnchor()),
  View: OdooSalesView,
  watch: (ctx, onChange) => watchTables(ctx, ['deals'], onChange),
};

export default dashboard;
