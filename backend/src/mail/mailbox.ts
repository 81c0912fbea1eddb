import type { Database, Tx } from '../db/port.ts';

/** A sent email as the local mailbox stores it (in the spirit of Supabase's Inbucket). */
export interface MailMessage {
  id: string;
  to: string;
  subject: string;
  /** Plain text body; links appear as absolute URLs. */
  text: string;
  html: string;
  /** Every absolute link found in the body, in order (tests click these). */
  links: string[];
  /** Extra headers the email was sent with (List-Unsubscribe…); {} for most. */
  headers?: Record<string, string>;
  sentAt: string; // ISO timestamp
}

export interface Mailbox {
  /**
   * Stores a message. Inside a transaction pass its `tx`, so the mail commits (or not) with it; calling
   * without `tx` from inside a transaction deadlocks on PGlite.
   */
  send(message: Omit<MailMessage, 'id' | 'sentAt' | 'links'>, tx?: Tx): Promise<MailMessage>;
  /** Newest first; `to` filters by recipient (case-insensitive). */
  list(to?: string): Promise<MailMessage[]>;
  /** One message by id (optional: falls back to searching list()). */
  get?(id: string): Promise<MailMessage | undefined>;
}

/** Absolute http(s) URLs in a text, in order, without duplicates or trailing punctuation. */
export function findLinks(text: string): string[] {
  const found = text.match(/https?:\/\/[^\s<>"'`]+/g) ?? [];
  return [...new Set(found.map((url) => url.replace(/[.,;:!?)\]]+$/, '')))];
}

interface MailRow {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  links: string[];
  headers: Record<string, string> | null;
  sent_at: Date | string;
}

const COLUMNS = 'id, to_address, subject, text_body, html_body, links, headers, sent_at';

function toMessage(row: MailRow): MailMessage {
  return {
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    links: row.links,
    headers: row.headers ?? {},
    sentAt: new Date(row.sent_at).toISOString(),
  };
}

/** The mailbox, stored in `_local.mail` so that links keep working after a restart. */
export function createMailbox(db: Database): Required<Mailbox> {
  return {
    async send(message, tx) {
      const links = findLinks(message.text);
      const fromHtml = findLinks(message.html.replace(/&amp;/g, '&'));
      const { rows } = await (tx ?? db).query<MailRow>(
        `insert into _local.mail (to_address, subject, text_body, html_body, links, headers)
         values ($1, $2, $3, $4, $5, $6) returning ${COLUMNS}`,
        [
          message.to,
          message.subject,
          message.text,
          message.html,
          links.length > 0 ? links : fromHtml,
          JSON.stringify(message.headers ?? {}),
        ],
      );
      return toMessage(rows[0] as MailRow);
    },
    async list(to) {
      const { rows } = await db.query<MailRow>(
        `select ${COLUMNS} from _local.mail
         where $1::text is null or lower(to_address) = lower($1::text)
         order by seq desc limit 500`,
        [to?.trim() || null],
      );
      return rows.map(toMessage);
    },
    async get(id) {
      if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
      const { rows } = await db.query<MailRow>(`select ${COLUMNS} from _local.mail where id = $1`, [id]);
      return rows[0] ? toMessage(rows[0]) : undefined;
    },
  };
}
