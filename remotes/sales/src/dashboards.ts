import { defineRemote } from '@portal/shared/contract';
import { salesNamespace } from './i18n/index.ts';

/**
 * The sales family's remote module ('./dashboards' in federation.config.ts). Each dashboard is a
 * dynamic import, so the shell downloads a dashboard's code only when someone opens it; the messages
 * are small and ship with this entry so the shell can register the `sales` namespace at once.
 */
export default defineRemote(salesNamespace, {
  dashboards: {
    'lead-generation': () => import('./lead-generation/index.ts').then((m) => m.default),
    'automated-lead-generation': () => import('./automated-lead-generation/index.ts').then((m) => m.default),
    'odoo-sales': () => import('./odoo-sales/index.ts').then((m) => m.default),
    'social-media-content': () => import('./social-media-content/index.ts').then((m) => m.default),
  },
});
