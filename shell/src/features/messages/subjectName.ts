import { catalogueEntry, isWorkflowSlug } from '@portal/shared';
import type { Locale } from '@portal/shared/contract';
import type { ThreadSubject } from './threadSubject.ts';

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
