/**
 * What a client's thread is about and how it is told apart, without any data access (unit-tested
 * alone): request ids are only unique per table, so a thread is (kind, request id).
 */
import { catalogueEntry, isWorkflowSlug } from '@portal/shared';
import type { Locale } from '@portal/shared/contract';
import type { RequestKind, ThreadRef } from '../../lib/messaging/threadApi.ts';

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

/**
 * The workflow a thread is about, as the client reads it: an access request's stored name (as it was
 * asked for), a custom request's own name, else the catalogue's name in the reader's language.
 */
export function subjectName(subject: ThreadSubject, locale: Locale): string {
  if (subject.workflowName) return subject.workflowName;
  if (subject.workflowSlug && isWorkflowSlug(subject.workflowSlug))
    return catalogueEntry(subject.workflowSlug).name[locale];
  return subject.workflowSlug ?? '—';
}
