import { CONTRACT_VERSION, type RemoteModule } from '@portal/shared';
import { ragNamespace } from './i18n/index.ts';

/** The rag family's dashboards: each a dynamic import, downloaded when the dashboard opens. */
const remote: RemoteModule = {
  contractVersion: CONTRACT_VERSION,
  family: 'rag',
  dashboards: {
    'customer-support-automation': () =>
      import('./customer-support-automation/index.ts').then((m) => m.default),
    'database-chat': () => import('./database-chat/index.ts').then((m) => m.default),
    'website-chatbot': () => import('./website-chatbot/index.ts').then((m) => m.default),
    'local-chatbot': () => import('./local-chatbot/index.ts').then((m) => m.default),
    'local-rag': () => import('./local-rag/index.ts').then((m) => m.default),
    'rag-chatbot': () => import('./rag-chatbot/index.ts').then((m) => m.default),
  },
  messages: ragNamespace.messages,
};

export default remote;
