/**
 * Customer support automation: each conversation is a ticket (`ticketsOf`). The bot resolves routine
 * ones and escalates the rest to a person. Every figure of the dashboard comes from these functions.
 */
import {
  CHAT_CHANNELS,
  CHAT_STATUSES,
  type ChatChannel,
  type ChatStatus,
} from '@portal/dashboard-kit/entities';
import {
  countPerDayBy,
  crossCount,
  periodList,
  periodRows,
  REPORTING_DAYS,
} from '@portal/dashboard-kit/format';
import type { ConversationsData, MessageRow, SessionRow } from '../common/rows.ts';
import {
  BOT_OR_PERSON,
  escalationQueue,
  type Ticket,
  ticketKpis,
  satisfactionByHandling as ticketSatisfaction,
  ticketsOf,
} from '../common/tickets.ts';

export type SupportData = ConversationsData;

export type SupportTicket = Ticket<SessionRow, MessageRow>;
export const toTickets = (data: SupportData): SupportTicket[] => ticketsOf(data.sessions, data.messages);

const openedAt = (t: SupportTicket) => t.session.started_at;

/** The tickets opened in the current period, newest first. */
export const periodTickets = (data: SupportData): SupportTicket[] =>
  periodList(toTickets(data), openedAt, data.asOf).rows;

/** The KPIs of the period, with the change against the period before. */
export function supportKpis(data: SupportData) {
  const { current, previous } = periodRows(toTickets(data), openedAt, data.asOf, REPORTING_DAYS);
  return ticketKpis(current, previous);
}

/** Tickets of the period per channel, counted per status (channels without tickets left out). */
export const ticketsByChannel = (data: SupportData) =>
  crossCount(
    periodTickets(data),
    (t) => t.session.channel as ChatChannel,
    CHAT_CHANNELS,
    (t) => t.session.status as ChatStatus,
    CHAT_STATUSES,
  ).filter((channel) => channel.counts.some((n) => n > 0));

/** Tickets opened per Doha day over the period, by who handled them. */
export const ticketsPerDay = (data: SupportData) =>
  countPerDayBy(data.asOf, periodTickets(data), openedAt, (t) => t.handling, BOT_OR_PERSON);

/** Average satisfaction of the period's rated tickets, for the bot alone and with a person. */
export const satisfactionByHandling = (data: SupportData) => ticketSatisfaction(periodTickets(data));

/** Escalated tickets still waiting for a person, the longest waiting first. */
export const supportQueue = (data: SupportData) => escalationQueue(toTickets(data), data.asOf);
