/**
 * The sales family's remote module ('./dashboards' in federation.config.ts). Each dashboard is a
 * dynamic import, so the shell downloads a dashboard's code only when someone opens it; the messages
 * are small and ship with this entry so the shell can register the `sales` namespace at once.
 */
import { CONTRACT_VERSION, type RemoteModule } from '@portal/shared/contract';
import { salesNamespace } from './i18n/index.ts';

const remote: RemoteModule = {
  contractVersion: CONTRACT_VERSION,
  family: 'sales',
  dashboards: {
    'lead-generation': () => import('./lead-generation/index.ts').then((m) => m.default),
    'automated-lead-generation': () => import('./automated-lead-generation/index.ts').then((m) => m.default),
    'odoo-sales': () => import('./odoo-sales/index.ts').then((m) => m.default),
    'social-media-content': () => import('./social-media-content/index.ts').then((m) => m.default),
  },
  messages: salesNamespace.messages,
};

export default remote;
