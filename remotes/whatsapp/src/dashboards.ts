import type { DashboardModule } from '@portal/contract';
import { defineRemote } from '@portal/dashboard-kit/define';
import { whatsappNamespace } from './i18n/index.ts';

/** The whatsapp family's dashboards: every folder with an index.ts but i18n (docs/contributing.md). */
export default defineRemote(
  whatsappNamespace,
  import.meta.glob<DashboardModule>(['./*/index.ts', '!./i18n/index.ts']),
);
