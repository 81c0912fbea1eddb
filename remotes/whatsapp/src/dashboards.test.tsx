/** Every dashboard of the family through the contract, as the shell uses it (the shared remote kit). */
import { describeRemoteModule, englishWords } from '@portal/dashboard-kit-testing';
import { CATALOG } from './content/whatsapp-product-catalog.ts';
import remote from './dashboards.ts';

// The catalogue shows each product's name in both languages (customers order in either), so the
// Arabic page carries the English names of the sample's products, and nothing else in English.
describeRemoteModule(remote, { latinAllowed: CATALOG.flatMap(([, name]) => englishWords(name.en)) });
