import type { IncomingMessage, ServerResponse } from 'node:http';
import type { StackConfig } from '../config.ts';
import type { Database } from '../db/port.ts';
import type { Mailbox } from '../mail/mailbox.ts';

/** Everything a handler needs, created once at start by main.ts. */
export interface StackContext {
  config: StackConfig;
  db: Database;
  mailbox: Mailbox;
}

/**
 * A mounted API (auth, rest, api, mailbox). `handle` gets the path below its prefix (e.g. '/token' for
 * '/auth/v1/token') and must always answer: errors in Supabase's own shape, never a thrown exception.
 */
export interface Service {
  prefix: string;
  handle(req: IncomingMessage, res: ServerResponse, url: URL, subpath: string): Promise<void>;
}
