import { defineRemote } from '@portal/shared/contract';
import { gmailNamespace } from './i18n/index.ts';

/** The gmail family's dashboards: each a dynamic import, downloaded when the dashboard opens. */
export default defineRemote(gmailNamespace, {
  dashboards: {
    'email-summary-agent': () => import('./email-summary-agent/index.ts').then((m) => m.default),
    'gmail-email-labelling': () => import('./gmail-email-labelling/index.ts').then((m) => m.default),
    'gmail-auto-responder': () => import('./gmail-auto-responder/index.ts').then((m) => m.default),
    'gmail-campaign': () => import('./gmail-campaign/index.ts').then((m) => m.default),
  },
});
