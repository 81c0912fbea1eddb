/**
 * The WhatsApp responder sample: Al Sadd Auto Care, a Doha car service centre. Every incoming
 * message gets an automatic reply by rule: opening hours, location, prices, booking, the status of a
 * car in service; out of hours a "we are closed" reply; "talk to a person" hands the chat over.
 */
import type { Locale } from '@portal/contract';
import { withinHours } from '../common/replies.ts';
import { autoReplyDialogue, buildSampleChats, type ChatProfile } from '../common/sampleChats.ts';
import { RESPONDER_GREETING, RESPONDER_RULES } from '../content/whatsapp-responder.ts';
import { BUSINESS_HOURS, responderFromRows, type WhatsappResponderData } from './data.ts';

const PROFILE: ChatProfile = {
  seed: 'whatsapp/whatsapp-responder/v1',
  perDay: [3, 9],
  // Drivers write from early morning to late evening.
  hourWeights: [0.2, 0.1, 0, 0, 0, 0.2, 1, 3, 4, 4, 3, 3, 3, 3, 3, 3, 4, 4, 4, 3, 3, 2, 1, 0.5],
  statusWeights: { resolved: 9, active: 0, escalated: 0, abandoned: 1 },
  replySeconds: [1, 8],
  agentGreeting: RESPONDER_GREETING,
  isOpen: (at) => withinHours(at, BUSINESS_HOURS),
  dialogues: RESPONDER_RULES.map(autoReplyDialogue),
};

export const buildWhatsappResponderSample = (locale: Locale, anchor: Date): WhatsappResponderData =>
  responderFromRows(buildSampleChats(PROFILE, locale, anchor).data);
