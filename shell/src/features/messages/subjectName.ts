import type { Locale } from '@portal/contract';
import { catalogueEntry, isWorkflowSlug } from '@portal/contract';
import type { ThreadSubject } from './threadSubject.ts';

/**
 * The workflow a thread is about, as the client reads it: a catalogue workflow by its name in the
 * reader's language (an access request also stores the name it was asked with, in one language only),
 * a custom request by its own name.
 */
export function subjectName(subject: ThreadSubject, locale: Locale): string {
  if (subject.workflowSlug && isWorkflowSlug(subject.workflowSlug))
    return catalogueEntry(subject.workflowSlug).name[locale];
  return subject.workflowName ?? subject.workflowSlug ?? '—';
}
