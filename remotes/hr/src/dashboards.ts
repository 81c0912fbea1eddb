import { defineRemote } from '@portal/shared/contract';
import { hrNamespace } from './i18n/index.ts';

/** The hr family's dashboards: each a dynamic import, downloaded when the dashboard opens. */
export default defineRemote(hrNamespace, {
  dashboards: {
    'client-onboarding': () => import('./client-onboarding/index.ts').then((m) => m.default),
    'job-application': () => import('./job-application/index.ts').then((m) => m.default),
    'hr-service': () => import('./hr-service/index.ts').then((m) => m.default),
  },
});
