/** Live data: the support desk's conversations (tickets) and their messages. */
import type { LiveContext } from '@portal/shared/contract';
import { loadConversationsLive } from '../common/live.ts';
import type { SupportData } from './data.ts';

export const loadSupportLive = (ctx: LiveContext): Promise<SupportData> => loadConversationsLive(ctx);
