/**
 * A conversation's messages in the order they were written. Reply delays, a knowledge bot's questions
 * and answers, and a support desk's tickets all walk each conversation this way.
 */

export interface ThreadMessage {
  id: string;
  session_id: string;
  created_at: string;
}

/** Oldest first; messages written in the same instant keep a stable order (by id). */
export const chronological = (a: ThreadMessage, b: ThreadMessage): number =>
  a.created_at === b.created_at ? a.id.localeCompare(b.id) : a.created_at < b.created_at ? -1 : 1;

/** The messages of each conversation (by session id), oldest first. */
export function threadsBySession<M extends ThreadMessage>(messages: readonly M[]): Map<string, M[]> {
  const threads = new Map<string, M[]>();
  for (const message of messages) {
    const thread = threads.get(message.session_id);
    if (thread) thread.push(message);
    else threads.set(message.session_id, [message]);
  }
  for (const thread of threads.values()) thread.sort(chronological);
  return threads;
}
