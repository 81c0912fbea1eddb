/**
 * The reports page's namespace under the rules every namespace keeps (shell/src/app/namespaces.test.ts
 * finds only namespaces one folder below features/, and this one sits inside the admin feature).
 */
import { describeNamespace } from '@portal/dashboard-kit-testing';
import { ar } from './ar.ts';
import { en } from './en.ts';

describeNamespace({ name: 'adminReports', messages: { en, ar } });
