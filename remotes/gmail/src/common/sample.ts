/**
 * Building blocks of the family's sample data: a complete email row from the fields a sample cares
 * about, senders with Doha names, and the bilingual templates every sample mailbox draws from.
 */
import type { Locale } from '@portal/contract';
import {
  type Bilingual,
  daysBefore,
  type Random,
  samplePerson,
  scriptedDays,
} from '@portal/dashboard-kit/sample';
import type { EmailRow } from './rows.ts';

/** Days of sample history: two reporting periods, so every KPI has a change to show. */
export const SAMPLE_DAYS = 60;

/** An email with every column; the sample (or test) gives what it cares about. */
export const emailOf = (id: string, over: Partial<EmailRow>): EmailRow => ({
  id,
  campaign_id: null,
  thread_id: null,
  direction: 'inbound',
  from_address: 'info@example.qa',
  to_address: 'info@example.qa',
  subject: '',
  snippet: null,
  summary: null,
  action_items: [],
  word_count: null,
  label: null,
  original_label: null,
  labelled_at: null,
  priority: 'normal',
  sentiment: null,
  status: 'received',
  received_at: new Date(0).toISOString(),
  responded_at: null,
  response_time_seconds: null,
  ...over,
});

/** The address of a sender with a Doha name (addresses stay Latin in both languages). */
export const sampleSender = (r: Random): string =>
  samplePerson(r).email(r.pick(['gmail.com', 'outlook.com', 'hotmail.com', 'ooredoo.qa']));

/** A moment `day` days before the anchor during office hours (07:00-22:00 in Doha), as ISO. */
export const officeMoment = (r: Random, anchor: Date, day: number): Date =>
  daysBefore(anchor, day, r.int(7 * 60, 22 * 60));

export const plusSeconds = (at: Date, seconds: number): string =>
  new Date(at.getTime() + seconds * 1000).toISOString();

/** A scripted incoming email: its subject and first lines in both languages, and how often it comes. */
export interface ScriptedEmail {
  subject: Bilingual;
  snippet: Bilingual;
  /** Relative weight among the mailbox's scripts (default 1). */
  weight?: number;
}

/**
 * A mailbox's incoming mail over SAMPLE_DAYS days, oldest first: `perDay` emails a day, each from a
 * script picked by weight, sent by a Doha name during office hours, a thread of its own; `handled`
 * adds what the dashboard's workflow did with it.
 */
export function sampleInbox<Script extends ScriptedEmail>(
  r: Random,
  locale: Locale,
  anchor: Date,
  inbox: { address: string; perDay: readonly [number, number]; scripts: readonly Script[] },
  handled: (script: Script, received: Date, day: number) => Partial<EmailRow>,
): EmailRow[] {
  const cases = inbox.scripts.map((script) => ({ weight: 1, ...script }));
  return scriptedDays(r, { days: SAMPLE_DAYS, perDay: inbox.perDay, cases }, (script, { day, index }) => {
    const received = officeMoment(r, anchor, day);
    return emailOf(`sample-email-${index + 1}`, {
      thread_id: `sample-thread-${index + 1}`,
      from_address: sampleSender(r),
      to_address: inbox.address,
      subject: script.subject[locale],
      snippet: script.snippet[locale],
      received_at: received.toISOString(),
      ...handled(script, received, day),
    });
  });
}
