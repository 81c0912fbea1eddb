/** Every dashboard of the family through the contract, as the shell uses it (the shared remote kit). */
import { describeRemoteModule } from '@portal/dashboard-kit-testing';
import remote from './dashboards.ts';

// Every workflow of the family has its dashboard.
describeRemoteModule(remote, { latinAllowed: [] });
