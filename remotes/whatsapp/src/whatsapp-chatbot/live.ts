import type { LiveContext } from '@portal/shared/contract';
import { loadChatsLive } from '../common/live.ts';
import type { WhatsappChatbotData } from './data.ts';

/** The signed-in client's chatbot conversations of the period with their messages. */
export const loadWhatsappChatbotLive = (ctx: LiveContext): Promise<WhatsappChatbotData> => loadChatsLive(ctx);
