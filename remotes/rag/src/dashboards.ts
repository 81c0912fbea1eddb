import type { DashboardModule } from '@portal/contract';
import { defineRemote } from '@portal/dashboard-kit/define';
import { ragNamespace } from './i18n/index.ts';

/** The rag family's dashboards: every folder with an index.ts but i18n (docs/contributing.md). */
export default defineRemote(
  ragNamespace,
  import.meta.glob<DashboardModule>(['./*/index.ts', '!./i18n/index.ts']),
);
