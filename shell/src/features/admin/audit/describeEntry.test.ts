import { describe, expect, it } from 'vitest';
import type { AuditEntry } from './auditApi.ts';
import { describeEntry } from './describeEntry.ts';

const SARA = 'c0000000-0000-4000-8000-000000000001';

function entry(over: Partial<AuditEntry>): AuditEntry {
  return {
    id: 1,
    occurred_at: '2026-11-29T09:00:00Z',
    actor_id: null,
    actor_role: 'authenticated',
    action: 'UPDATE',
    table_name: 'client_workflows',
    record_id: 'x',
    old_data: null,
    new_data: null,
    ...over,
  };
}

describe('describeEntry', () => {
  it('names the workflow, the client and the statuses of a badge change', () => {
    expect(
      describeEntry(
        entry({
          old_data: { user_id: SARA, workflow_slug: 'lead-generation', status: 'active' },
          new_data: { user_id: SARA, workflow_slug: 'lead-generation', status: 'paused' },
        }),
      ),
    ).toEqual({
      event: 'workflowStatus',
      workflow: { slug: 'lead-generation' },
      subjectId: SARA,
      from: 'active',
      to: 'paused',
    });
  });

  it('reads a decision of any kind of request, a custom one by the name the client gave', () => {
    expect(
      describeEntry(
        entry({
          table_name: 'custom_workflow_requests',
          old_data: { user_id: SARA, workflow_name: 'Dates export bot', status: 'pending' },
          new_data: { user_id: SARA, workflow_name: 'Dates export bot', status: 'rejected' },
        }),
      ),
    ).toMatchObject({
      event: 'decided',
      kind: 'custom',
      workflow: { name: 'Dates export bot' },
      to: 'rejected',
    });
  });

  it("takes a role change's client from the record, a catalogue edit's workflow from its slug", () => {
    expect(
      describeEntry(
        entry({
          table_name: 'profiles',
          record_id: SARA,
          old_data: { role: 'client' },
          new_data: { role: 'admin' },
        }),
      ),
    ).toEqual({ event: 'role', subjectId: SARA, from: 'client', to: 'admin' });
    expect(
      describeEntry(entry({ table_name: 'workflows', action: 'DELETE', record_id: 'hr-service' })),
    ).toEqual({
      event: 'catalogueRemoved',
      workflow: { slug: 'hr-service' },
    });
  });

  it('names the key of an intake key event and the address of a reply; anything else is "other"', () => {
    expect(
      describeEntry(
        entry({
          table_name: 'intake_keys',
          action: 'INSERT',
          new_data: { user_id: SARA, workflow_slug: 'lead-generation', label: 'n8n' },
        }),
      ),
    ).toMatchObject({ event: 'keyCreated', label: 'n8n', subjectId: SARA });
    expect(
      describeEntry(
        entry({ table_name: 'contact_replies', action: 'INSERT', new_data: { to_address: 'a@b.qa' } }),
      ),
    ).toEqual({ event: 'replied', subjectEmail: 'a@b.qa' });
    expect(
      describeEntry(
        entry({
          table_name: 'workflow_runs',
          action: 'INSERT',
          new_data: { user_id: SARA, workflow_slug: 'lead-generation', started_by: 'admin' },
        }),
      ),
    ).toEqual({ event: 'ranFor', workflow: { slug: 'lead-generation' }, subjectId: SARA });
    expect(describeEntry(entry({ table_name: 'something_new' }))).toEqual({ event: 'other' });
  });
});
