/**
 * An audit entry as a sentence a person reads: which event (a key of `audit.events`), the values it
 * names (a workflow's slug or name, statuses, a role, a label), and whom it concerns (the client whose
 * workflow, request or key it was). Pure, so every table's case is tested without a page.
 */
import type { AuditEntry } from './auditApi.ts';

export type AuditEvent =
  | 'granted'
  | 'workflowStatus'
  | 'workflowChanged'
  | 'revoked'
  | 'decided'
  | 'role'
  | 'catalogueAdded'
  | 'catalogueChanged'
  | 'catalogueRemoved'
  | 'engineAdded'
  | 'engineChanged'
  | 'engineRemoved'
  | 'keyCreated'
  | 'keyRevoked'
  | 'keyRemoved'
  | 'replied'
  | 'ranFor'
  | 'other';

export const REQUEST_TABLE_KIND = {
  workflow_access_requests: 'access',
  workflow_purchases: 'purchase',
  workflow_control_requests: 'control',
  custom_workflow_requests: 'custom',
} as const;

export interface DescribedEntry {
  event: AuditEvent;
  /** The workflow it concerns: a catalogue slug, or the name a custom request gave. */
  workflow?: { slug?: string; name?: string };
  /** The client it concerns (a profile id), or an address that has no profile. */
  subjectId?: string;
  subjectEmail?: string;
  /** Raw values the sentence names; the page translates them. */
  from?: string;
  to?: string;
  kind?: (typeof REQUEST_TABLE_KIND)[keyof typeof REQUEST_TABLE_KIND];
  label?: string;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

export function describeEntry(entry: AuditEntry): DescribedEntry {
  const row = entry.new_data ?? entry.old_data ?? {};
  const before = entry.old_data ?? {};
  const after = entry.new_data ?? {};
  const slug = text(row.workflow_slug);
  const workflow = slug ? { slug } : text(row.workflow_name) ? { name: text(row.workflow_name) } : undefined;
  const subjectId = text(row.user_id);
  const { action, table_name: table } = entry;

  switch (table) {
    case 'client_workflows':
      if (action === 'INSERT') return { event: 'granted', workflow, subjectId };
      if (action === 'DELETE') return { event: 'revoked', workflow, subjectId };
      return before.status !== after.status
        ? { event: 'workflowStatus', workflow, subjectId, from: text(before.status), to: text(after.status) }
        : { event: 'workflowChanged', workflow, subjectId };
    case 'workflow_access_requests':
    case 'workflow_purchases':
    case 'workflow_control_requests':
    case 'custom_workflow_requests':
      return {
        event: 'decided',
        kind: REQUEST_TABLE_KIND[table],
        workflow,
        subjectId,
        from: text(before.status),
        to: text(after.status),
      };
    case 'profiles':
      return {
        event: 'role',
        subjectId: entry.record_id ?? undefined,
        from: text(before.role),
        to: text(after.role),
      };
    case 'workflows': {
      const catalogued = { slug: entry.record_id ?? undefined };
      if (action === 'INSERT') return { event: 'catalogueAdded', workflow: catalogued };
      if (action === 'DELETE') return { event: 'catalogueRemoved', workflow: catalogued };
      return { event: 'catalogueChanged', workflow: catalogued };
    }
    case 'workflow_execution_settings': {
      const engine = { slug: entry.record_id ?? undefined };
      if (action === 'INSERT') return { event: 'engineAdded', workflow: engine };
      if (action === 'DELETE') return { event: 'engineRemoved', workflow: engine };
      return { event: 'engineChanged', workflow: engine };
    }
    case 'intake_keys': {
      const label = text(row.label);
      if (action === 'INSERT') return { event: 'keyCreated', workflow, subjectId, label };
      if (action === 'DELETE') return { event: 'keyRemoved', workflow, subjectId, label };
      return { event: 'keyRevoked', workflow, subjectId, label };
    }
    case 'workflow_runs':
      return { event: 'ranFor', workflow, subjectId };
    case 'contact_replies':
      return { event: 'replied', subjectEmail: text(row.to_address) };
    default:
      return { event: 'other' };
  }
}
