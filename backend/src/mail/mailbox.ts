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
  sentAt: string; // ISO timestamp
}

export interface Mailbox {
  send(message: Omit<MailMessage, 'id' | 'sentAt' | 'links'>): Promise<MailMessage>;
  /** Newest first; `to` filters by recipient (case-insensitive). */
  list(to?: string): Promise<MailMessage[]>;
}
