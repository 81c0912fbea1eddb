import { defineRemote } from '@portal/shared/contract';
import { financeNamespace } from './i18n/index.ts';

/** The finance family's dashboards: each a dynamic import, downloaded when the dashboard opens. */
export default defineRemote(financeNamespace, {
  dashboards: {
    'financial-reports': () => import('./financial-reports/index.ts').then((m) => m.default),
    'invoice-collection': () => import('./invoice-collection/index.ts').then((m) => m.default),
  },
});
