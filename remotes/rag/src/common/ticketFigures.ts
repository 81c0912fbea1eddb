/**
 * A support desk's figures as parts of `liveDashboard` (docs/architecture.md, "Dashboard figures":
 * `support_ticket_counts`, `support_ticket_times`, `support_escalation_queue`), each with the same
 * computation over a sample's tickets (`fromRows`, tickets of `ticketsOf`), so a View reads one shape
 * in both modes; then the desk's KPIs and charts from that shape.
 */
import { CHAT_CHANNELS, CHAT_STATUSES, type ChatChannel } from '@portal/dashboard-kit/entities';
import {
  change,
  dohaDayKey,
  inWindow,
  percentile,
  REPORTING_DAYS,
  ratio,
  reportingDays,
  windowEndingAt,
} from '@portal/dashboard-kit/format';
import { type FigurePart, functionTableOf, readFigureFunction, toNumber } from '@portal/dashboard-kit/live';
import type { QueuedTicket } from './EscalationQueueTable.tsx';
import { BOT_OR_PERSON, HANDLINGS, type Handling } from './tickets.ts';

/** What the figures read of a ticket (an entry of `ticketsOf`). */
export interface CountedTicket {
  session: { started_at: string; status: string; channel: string; satisfaction: number | null };
  handling: Handling;
  firstResponseMs: number | undefined;
  resolutionMs: number | undefined;
}

/** Tickets of one period (or Doha day), handling, status and channel, with their ratings. */
export interface TicketLine {
  /** 'current', 'previous', or 'day' (a day of the current period: status and channel ''). */
  period: string;
  day: string | null;
  handling: Handling;
  status: string;
  channel: string;
  tickets: number;
  rated: number;
  satisfactionSum: number;
}

const asHandling = (value: string): Handling =>
  (HANDLINGS as readonly string[]).includes(value) ? (value as Handling) : 'open';

/** The tickets opened in the period and the one before, and per Doha day of the period (`support_ticket_counts`). */
export const ticketCountsOf = (days = REPORTING_DAYS): FigurePart<CountedTicket, TicketLine[]> => ({
  async read(ctx, asOf) {
    const data = await readFigureFunction(ctx, 'support_ticket_counts', 'the tickets', {
      p_as_of: asOf.toISOString(),
      p_days: days,
    });
    return (data ?? []).map((l) => ({
      period: l.period,
      // A date may come as a date or a timestamp, depending on the proxy.
      day: l.day ? String(l.day).slice(0, 10) : null,
      handling: asHandling(l.handling),
      status: l.status ?? '',
      channel: l.channel ?? '',
      tickets: toNumber(l.tickets) ?? 0,
      rated: toNumber(l.rated) ?? 0,
      satisfactionSum: toNumber(l.satisfaction_sum) ?? 0,
    }));
  },
  fromRows(tickets, asOf) {
    const windows = { current: windowEndingAt(asOf, days), previous: windowEndingAt(asOf, days, 1) };
    const lines = new Map<string, TicketLine>();
    const add = (t: CountedTicket, line: Omit<TicketLine, 'tickets' | 'rated' | 'satisfactionSum'>) => {
      const key = `${line.period}|${line.day}|${line.handling}|${line.status}|${line.channel}`;
      const found = lines.get(key) ?? { ...line, tickets: 0, rated: 0, satisfactionSum: 0 };
      found.tickets += 1;
      if (t.session.satisfaction !== null) {
        found.rated += 1;
        found.satisfactionSum += t.session.satisfaction;
      }
      lines.set(key, found);
    };
    for (const t of tickets) {
      const { started_at, status, channel } = t.session;
      const period = inWindow(started_at, windows.current)
        ? 'current'
        : inWindow(started_at, windows.previous)
          ? 'previous'
          : undefined;
      if (!period) continue;
      add(t, { period, day: null, handling: t.handling, status, channel });
      if (period === 'current')
        add(t, { period: 'day', day: dohaDayKey(started_at), handling: t.handling, status: '', channel: '' });
    }
    return [...lines.values()];
  },
});

/** How many of a period's tickets have a measure, and its percentiles (ms; undefined without any). */
export interface TicketTime {
  rows: number;
  percentiles: (number | undefined)[];
}

export interface TicketTimes {
  firstResponse: TicketTime;
  resolution: TicketTime;
}

/** The median and p90 the KPIs show. */
export const TIME_FRACTIONS = [0.5, 0.9] as const;

/** The period's first response and resolution times (`support_ticket_times`). */
export const ticketTimesOf = (days = REPORTING_DAYS): FigurePart<CountedTicket, TicketTimes> => {
  const none: TicketTime = { rows: 0, percentiles: TIME_FRACTIONS.map(() => undefined) };
  return {
    async read(ctx, asOf) {
      const data = await readFigureFunction(ctx, 'support_ticket_times', 'the ticket times', {
        p_as_of: asOf.toISOString(),
        p_days: days,
        p_fractions: [...TIME_FRACTIONS],
      });
      const time = (measure: string): TicketTime => {
        const line = (data ?? []).find((l) => l.measure === measure);
        const rows = toNumber(line?.rows) ?? 0;
        // double precision[] (the generated types call it text).
        const values = (line?.percentiles ?? []) as unknown as (number | string | null)[];
        return rows
          ? { rows, percentiles: TIME_FRACTIONS.map((_, i) => toNumber(values[i]) ?? undefined) }
          : none;
      };
      return { firstResponse: time('first_response'), resolution: time('resolution') };
    },
    fromRows(tickets, asOf) {
      const window = windowEndingAt(asOf, days);
      const current = tickets.filter((t) => inWindow(t.session.started_at, window));
      const time = (of: (t: CountedTicket) => number | undefined): TicketTime => {
        const values = current.map(of).filter((v): v is number => v !== undefined && Number.isFinite(v));
        return { rows: values.length, percentiles: TIME_FRACTIONS.map((p) => percentile(values, p)) };
      };
      return { firstResponse: time((t) => t.firstResponseMs), resolution: time((t) => t.resolutionMs) };
    },
  };
};

/** The queue's column ids, each with the column of `support_escalation_queue` the server sorts by. */
const QUEUE_SORT = {
  customer: 'customer_name',
  channel: 'channel',
  topic: 'topic',
  message: 'last_customer_message',
  waiting: 'waiting_ms',
  joined: 'agent_joined_at',
} as const;
const QUEUE_COLUMNS = [
  'id',
  'customer_name',
  'customer_contact',
  'channel',
  'topic',
  'last_customer_message',
  'waiting_ms',
  'agent_joined_at',
] as const;

/**
 * The escalation queue as a dashboard part: live, `support_escalation_queue` paged, sorted, searched,
 * counted and exported on the server, the longest waiting first; a sample's queue is `escalationQueue`
 * of its tickets.
 */
export const escalationQueueOf = () => ({
  ...functionTableOf(
    'support_escalation_queue',
    (asOf) => ({ p_as_of: asOf }),
    QUEUE_COLUMNS,
    (q): QueuedTicket => ({
      session: {
        id: q.id,
        customer_name: q.customer_name,
        customer_contact: q.customer_contact,
        channel: q.channel,
        topic: q.topic,
      },
      lastCustomerMessage:
        q.last_customer_message === null ? undefined : { content: q.last_customer_message },
      waitingMs: toNumber(q.waiting_ms) ?? 0,
      agentJoinedAt: q.agent_joined_at ? new Date(q.agent_joined_at).toISOString() : undefined,
    }),
    {
      sort: QUEUE_SORT,
      order: { column: 'waiting_ms' },
      search: ['customer_name', 'customer_contact', 'topic', 'last_customer_message'],
    },
  ),
  fromRows: (queued: readonly QueuedTicket[]): QueuedTicket[] => [...queued],
});

const total = (
  lines: readonly TicketLine[],
  period: string,
  where: (l: TicketLine) => boolean = () => true,
) => lines.filter((l) => l.period === period && where(l)).reduce((sum, l) => sum + l.tickets, 0);
const handled = (handling: Handling) => (l: TicketLine) => l.handling === handling;

/** Share of the closed tickets (automated or escalated) that the bot resolved alone. */
const automationRate = (lines: readonly TicketLine[], period: string) => {
  const automated = total(lines, period, handled('automated'));
  return ratio(automated, automated + total(lines, period, handled('escalated')));
};

/** The KPIs of the period's tickets, with the change against the period before. */
export function ticketKpis(counts: readonly TicketLine[], times: TicketTimes) {
  const current = counts.filter((l) => l.period === 'current');
  const tickets = total(counts, 'current');
  const previous = total(counts, 'previous');
  const rate = automationRate(counts, 'current');
  return {
    tickets,
    ticketsChange: change(tickets, previous),
    automationRate: rate,
    // As `rateChange`: none without tickets the period before.
    automationRateChange: previous ? change(rate, automationRate(counts, 'previous')) : undefined,
    escalated: total(counts, 'current', handled('escalated')),
    open: total(counts, 'current', handled('open')),
    medianFirstResponseMs: times.firstResponse.percentiles[0],
    p90FirstResponseMs: times.firstResponse.percentiles[1],
    medianResolutionMs: times.resolution.percentiles[0],
    satisfaction: ratio(
      current.reduce((sum, l) => sum + l.satisfactionSum, 0),
      current.reduce((sum, l) => sum + l.rated, 0),
    ),
  };
}

/** Average satisfaction of the period's rated tickets, for the bot alone and with a person. */
export const satisfactionByHandling = (counts: readonly TicketLine[]) =>
  BOT_OR_PERSON.map((handling) => {
    const own = counts.filter((l) => l.period === 'current' && l.handling === handling);
    const rated = own.reduce((sum, l) => sum + l.rated, 0);
    return {
      handling,
      satisfaction: ratio(
        own.reduce((sum, l) => sum + l.satisfactionSum, 0),
        rated,
      ),
      rated,
    };
  });

/** The period's tickets per channel, counted per status (channels without tickets left out). */
export const ticketsByChannel = (counts: readonly TicketLine[]) =>
  CHAT_CHANNELS.map((key: ChatChannel) => ({
    key,
    counts: CHAT_STATUSES.map((status) =>
      total(counts, 'current', (l) => l.channel === key && l.status === status),
    ),
  })).filter((channel) => channel.counts.some((n) => n > 0));

/** Tickets opened per Doha day of the period, by who handled them (the bot alone or a person). */
export function ticketsPerDay(counts: readonly TicketLine[], asOf: string, days = REPORTING_DAYS) {
  const keys = reportingDays(asOf, days);
  const perDay = (handling: Handling) =>
    keys.map((day) => total(counts, 'day', (l) => l.day === day && l.handling === handling));
  return { days: keys, automated: perDay('automated'), escalated: perDay('escalated') };
}
