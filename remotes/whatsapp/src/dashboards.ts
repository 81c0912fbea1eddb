import { defineRemote } from '@portal/shared/contract';
import { whatsappNamespace } from './i18n/index.ts';

/** The whatsapp family's dashboards: each a dynamic import, downloaded when the dashboard opens. */
export default defineRemote(whatsappNamespace, {
  dashboards: {
    'whatsapp-dietitian': () => import('./whatsapp-dietitian/index.ts').then((m) => m.default),
    'whatsapp-product-catalog': () => import('./whatsapp-product-catalog/index.ts').then((m) => m.default),
    'whatsapp-responder': () => import('./whatsapp-responder/index.ts').then((m) => m.default),
    'whatsapp-chatbot': () => import('./whatsapp-chatbot/index.ts').then((m) => m.default),
    'whatsapp-sales': () => import('./whatsapp-sales/index.ts').then((m) => m.default),
  },
});
