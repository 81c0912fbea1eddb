import { CONTRACT_VERSION, type RemoteModule } from '@portal/shared';
import { financeNamespace } from './i18n/index.ts';

/** The finance family's dashboards: each a dynamic import, downloaded when the dashboard opens. */
const remote: RemoteModule = {
  contractVersion: CONTRACT_VERSION,
  family: 'finance',
  dashboards: {
    'financial-reports': () => import('./financial-reports/index.ts').then((m) => m.default),
    'invoice-collection': () => import('./invoice-collection/index.ts').then((m) => m.default),
  },
  messages: financeNamespace.messages,
};

export default remote;
