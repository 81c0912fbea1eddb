/** Every dashboard of the family through the contract, as the shell uses it (the shared remote kit). */
import { describeRemoteModule } from '@portal/dashboard-kit-testing';
import remote from './dashboards.ts';

// Hosted model names (gpt-4o-mini) stay Latin on the Arabic page, as their makers write them.
describeRemoteModule(remote, { latinAllowed: ['gpt', 'mini'] });
