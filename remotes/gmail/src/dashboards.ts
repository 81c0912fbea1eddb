import { CONTRACT_VERSION, type RemoteModule } from '@portal/shared';

/**
 * The gmail family's dashboards. Empty until its issue lands: the shell shows "not available yet" for
 * its routes. remotes/sales/src/dashboards.ts is the model to copy.
 */
const remote: RemoteModule = {
  contractVersion: CONTRACT_VERSION,
  family: 'gmail',
  dashboards: {},
  messages: { en: {}, ar: {} },
};

export default remote;
