import type { DashboardModule } from '@portal/contract';
import { defineRemote } from '@portal/dashboard-kit/define';
import { salesNamespace } from './i18n/index.ts';

/** The sales family's dashboards: every folder with an index.ts but i18n (docs/contributing.md). */
export default defineRemote(
  salesNamespace,
  import.meta.glob<DashboardModule>(['./*/index.ts', '!./i18n/index.ts']),
);
