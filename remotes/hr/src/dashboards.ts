import type { DashboardModule } from '@portal/contract';
import { defineRemote } from '@portal/dashboard-kit/define';
import { hrNamespace } from './i18n/index.ts';

/** The hr family's dashboards: every folder with an index.ts but i18n (docs/contributing.md). */
export default defineRemote(
  hrNamespace,
  import.meta.glob<DashboardModule>(['./*/index.ts', '!./i18n/index.ts']),
);
