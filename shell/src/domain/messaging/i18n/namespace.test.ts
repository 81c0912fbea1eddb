/**
 * The attachments namespace under the rules every namespace keeps (shell/src/app/namespaces.test.ts finds
 * only the features' namespaces, and this one sits in domain/messaging, shared by the admin and the client).
 */
import { describeNamespace } from '@portal/dashboard-kit-testing';
import { ar } from './ar.ts';
import { en } from './en.ts';

describeNamespace({ name: 'attachments', messages: { en, ar } });
