/**
 * What a client's thread is about and how it is told apart, without any data access (unit-tested
 * alone): request ids are only unique per table, so a thread is (kind, request id). Its name in the
 * reader's language is in subjectName.ts, apart: that needs the workflow catalogue, which the header's
 * live feed loads only when a message arrives.
 */
import type { RequestKind, ThreadRef } from '../../domain/messaging/threadApi.ts';

/** What a thread is about, as its request names it. */
export interface ThreadSubject {
  kind: RequestKind;
  /** The catalogue workflow (access, purchase and control requests). */
  workflowSlug: string | null;
  /** The name the request stores: the access request's workflow name, the custom request's own name. */
  workflowName: string | null;
}

/** A thread's key in lists and selections: request ids are only unique per table. */
export const threadKey = (thread: Pick<ThreadRef, 'kind' | 'requestId'>) =>
  `${thread.kind}:${thread.requestId}`;
