import { defineRemote } from '@portal/shared/contract';
import { ragNamespace } from './i18n/index.ts';

/** The rag family's dashboards: each a dynamic import, downloaded when the dashboard opens. */
export default defineRemote(ragNamespace, {
  dashboards: {
    'customer-support-automation': () =>
      import('./customer-support-automation/index.ts').then((m) => m.default),
    'database-chat': () => import('./database-chat/index.ts').then((m) => m.default),
    'website-chatbot': () => import('./website-chatbot/index.ts').then((m) => m.default),
    'local-chatbot': () => import('./local-chatbot/index.ts').then((m) => m.default),
    'local-rag': () => import('./local-rag/index.ts').then((m) => m.default),
    'rag-chatbot': () => import('./rag-chatbot/index.ts').then((m) => m.default),
  },
});
