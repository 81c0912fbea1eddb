import type { LiveContext } from '@portal/shared/contract';
import { loadChatsLive } from '../common/live.ts';
import type { WhatsappResponderData } from './data.ts';

/** The signed-in client's auto-answered conversations of the period with their messages. */
export const loadWhatsappResponderLive = (ctx: LiveContext): Promise<WhatsappResponderData> =>
  loadChatsLive(ctx);
