import { describeNamespace } from '@portal/shared/testing';
import { gmailNamespace } from './index.ts';

describeNamespace(gmailNamespace);
