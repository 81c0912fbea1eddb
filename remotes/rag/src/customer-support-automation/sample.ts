/**
 * The customer support sample: the support desk of a Doha online cosmetics shop. The bot resolves
 * order, refund and discount questions alone; damaged or missing parcels usually go to a person.
 */
import type { Locale } from '@portal/contract';
import type { ChatChannel, ChatStatus } from '@portal/dashboard-kit/entities';
// From the kit, not common/knowledge.ts: that module would bring the knowledge bots' figures and
// live reads into this dashboard's first load (docs/performance.md).
import { REPORTING_HISTORY_DAYS as HISTORY_DAYS } from '@portal/dashboard-kit/format';
import {
  createRandom,
  daysBefore,
  samplePerson,
  samplePhone,
  scriptedDays,
} from '@portal/dashboard-kit/sample';
import type { SessionRow } from '../common/rows.ts';
import { sampleMessageLog } from '../common/sampleMessages.ts';
import { AGENT_GREETING, TICKETS } from '../content/customer-support-automation.ts';
import { type SupportData, supportFromRows } from './data.ts';

const CHANNELS: readonly ChatChannel[] = ['whatsapp', 'email', 'website', 'portal'];
const MINUTE = 60_000;

export function buildSupportSample(locale: Locale, anchor: Date): SupportData {
  const r = createRandom('rag/customer-support-automation/v1');
  const { messages, write } = sampleMessageLog();
  const options = { days: HISTORY_DAYS, perDay: [2, 6] as const, cases: TICKETS };
  const sessions = scriptedDays(r, options, (ticket, { day, index }): SessionRow => {
    const id = `sample-ticket-${index + 1}`;
    const channel = r.weighted(CHANNELS, [45, 25, 20, 10]);
    const minutes = r.int(8 * 60, 23 * 60 + 30);
    const started = daysBefore(anchor, day, minutes);
    const escalated = r.chance(ticket.escalates);
    const firstMessage = messages.length;
    let at = started.getTime();
    for (const turn of ticket.turns) {
      const latency = r.int(1500, 6000);
      if (turn.role === 'customer') write(id, 'customer', turn.text[locale], at);
      else {
        at += latency;
        write(id, 'assistant', turn.text[locale], at, { latency_ms: latency, model: 'gpt-4o' });
        at += r.int(30, 300) * 1000;
      }
    }
    if (escalated) {
      at += r.int(2, 45) * MINUTE;
      write(id, 'agent', AGENT_GREETING[locale], at);
    }
    // A person closes an escalated ticket within a few days; the recent ones still wait in the queue.
    const status: ChatStatus = escalated
      ? day <= 3
        ? 'escalated'
        : 'resolved'
      : day === 1 && minutes >= 20 * 60
        ? 'active'
        : r.chance(0.08)
          ? 'abandoned'
          : 'resolved';
    const person = samplePerson(r);
    return {
      id,
      channel,
      customer_name: person.name(locale),
      customer_contact: channel === 'whatsapp' ? samplePhone(r) : person.email('gmail.com'),
      topic: ticket.topic[locale],
      language: r.chance(0.5) ? 'ar' : 'en',
      status,
      satisfaction:
        escalated && status !== 'escalated' && r.chance(0.6)
          ? r.int(2, 5)
          : status === 'resolved' && r.chance(0.7)
            ? r.int(4, 5)
            : null,
      message_count: messages.length - firstMessage,
      started_at: started.toISOString(),
      ended_at:
        status === 'active'
          ? null
          : new Date(at + (escalated ? r.int(10, 90) : r.int(2, 15)) * MINUTE).toISOString(),
      page_url: null,
      visitor_id: null,
    };
  });
  return supportFromRows(sessions, messages, anchor.toISOString());
}
