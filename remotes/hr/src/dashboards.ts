import { CONTRACT_VERSION, type RemoteModule } from '@portal/shared';
import { hrNamespace } from './i18n/index.ts';

/** The hr family's dashboards: each a dynamic import, downloaded when the dashboard opens. */
const remote: RemoteModule = {
  contractVersion: CONTRACT_VERSION,
  family: 'hr',
  dashboards: {
    'client-onboarding': () => import('./client-onboarding/index.ts').then((m) => m.default),
    'job-application': () => import('./job-application/index.ts').then((m) => m.default),
    'hr-service': () => import('./hr-service/index.ts').then((m) => m.default),
  },
  messages: hrNamespace.messages,
};

export default remote;
