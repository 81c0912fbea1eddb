/**
 * The request queue's data (docs/product.md §1, §4): every kind of request a client sends an admin, read
 * as one row shape so that one table, one detail view and one decision serve them all. Admins read every
 * row (RLS); the client's name and company come from profiles.
 */

import type { Locale } from '@portal/contract';
import { catalogueEntry, isWorkflowSlug } from '@portal/contract';
import { REQUEST_TABLE, type RequestKind } from '../../../domain/messaging/threadApi.ts';
import { auth } from '../../../domain/session/store.ts';

// The kinds of request and their tables are the message threads' too (domain/messaging).
export { REQUEST_KINDS, type RequestKind } from '../../../domain/messaging/threadApi.ts';

export interface ClientSummary {
  id: string;
  full_name: string;
  email: string | null;
  company: string | null;
}

export interface QueueRequest {
  kind: RequestKind;
  id: string;
  userId: string;
  workflowSlug: string | null;
  /** The workflow as the client named it (custom requests) or as the catalogue stores it. */
  workflowName: string;
  /** start | stop | change for control requests. */
  action: string | null;
  /** marketplace, custom_form, or the control request's own source. */
  source: string;
  status: string;
  submittedAt: string;
  /** What the client wrote: the access message, the change wanted, the custom brief. */
  details: string | null;
  /** The custom request's other fields, in the form's order. */
  extra: Record<string, string | null>;
  /** A purchase's prices as the catalogue had them (null: contact for cost). */
  costs?: { setup: number | null; monthly: number | null };
  decisionNote: string | null;
  decidedAt: string | null;
  decidedBy: string | null;
}

/** Request statuses in which a decision can still be taken. */
export function isOpen(request: Pick<QueueRequest, 'kind' | 'status'>): boolean {
  return request.status === 'pending' || (request.kind === 'custom' && request.status === 'in_review');
}

export function workflowLabel(request: Pick<QueueRequest, 'workflowSlug' | 'workflowName'>, locale: Locale) {
  return request.workflowSlug && isWorkflowSlug(request.workflowSlug)
    ? catalogueEntry(request.workflowSlug).name[locale]
    : request.workflowName;
}

const DECISION = 'status, decision_note, decided_at, decided_by';

export async function loadRequests(kind: RequestKind, signal: AbortSignal): Promise<QueueRequest[]> {
  const client = await auth.client();
  const base = (row: Record<string, unknown>) => ({
    kind,
    id: row.id as string,
    userId: row.user_id as string,
    status: row.status as string,
    decisionNote: (row.decision_note as string | null) ?? null,
    decidedAt: (row.decided_at as string | null) ?? null,
    decidedBy: (row.decided_by as string | null) ?? null,
  });
  if (kind === 'access') {
    const { data, error } = await client
      .from('workflow_access_requests')
      .select(`id, user_id, workflow_slug, workflow_name, message, created_at, ${DECISION}`)
      .order('created_at', { ascending: false })
      .abortSignal(signal);
    if (error) throw error;
    return data.map((row) => ({
      ...base(row),
      workflowSlug: row.workflow_slug,
      workflowName: row.workflow_name,
      action: null,
      source: 'marketplace',
      submittedAt: row.created_at,
      details: row.message,
      extra: {},
    }));
  }
  if (kind === 'purchase') {
    const { data, error } = await client
      .from('workflow_purchases')
      .select(`id, user_id, workflow_slug, setup_cost_qar, monthly_cost_qar, created_at, ${DECISION}`)
      .order('created_at', { ascending: false })
      .abortSignal(signal);
    if (error) throw error;
    const amount = (value: unknown) => (value === null || value === undefined ? null : Number(value));
    return data.map((row) => ({
      ...base(row),
      workflowSlug: row.workflow_slug,
      workflowName: row.workflow_slug,
      action: null,
      source: 'marketplace',
      submittedAt: row.created_at,
      details: null,
      extra: {},
      costs: { setup: amount(row.setup_cost_qar), monthly: amount(row.monthly_cost_qar) },
    }));
  }
  if (kind === 'control') {
    const { data, error } = await client
      .from('workflow_control_requests')
      .select(`id, user_id, workflow_slug, action, details, source, submitted_at, ${DECISION}`)
      .order('submitted_at', { ascending: false })
      .abortSignal(signal);
    if (error) throw error;
    return data.map((row) => ({
      ...base(row),
      workflowSlug: row.workflow_slug,
      workflowName: row.workflow_slug,
      action: row.action,
      source: row.source,
      submittedAt: row.submitted_at,
      details: row.details,
      extra: {},
    }));
  }
  const { data, error } = await client
    .from('custom_workflow_requests')
    .select(
      `id, user_id, workflow_name, description, business_problem, expected_outcome, target_users, urgency, timeline,
       technical_requirements, required_integrations, additional_notes, created_at, ${DECISION}`,
    )
    .order('created_at', { ascending: false })
    .abortSignal(signal);
  if (error) throw error;
  return data.map((row) => ({
    ...base(row),
    workflowSlug: null,
    workflowName: row.workflow_name,
    action: null,
    source: 'custom_form',
    submittedAt: row.created_at,
    details: row.description,
    extra: {
      businessProblem: row.business_problem,
      expectedOutcome: row.expected_outcome,
      targetUsers: row.target_users,
      urgency: row.urgency,
      timeline: row.timeline,
      technicalRequirements: row.technical_requirements,
      requiredIntegrations: row.required_integrations,
      additionalNotes: row.additional_notes,
    },
  }));
}

/** Every profile by id (clients and admins: a decision names the admin who took it). */
export async function loadPeople(signal: AbortSignal): Promise<Map<string, ClientSummary>> {
  const client = await auth.client();
  const { data, error } = await client
    .from('profiles')
    .select('id, full_name, email, company')
    .abortSignal(signal);
  if (error) throw error;
  return new Map(data.map((person) => [person.id, person]));
}

export function personName(people: ReadonlyMap<string, ClientSummary>, id: string | null): string {
  const person = id ? people.get(id) : undefined;
  return person?.full_name?.trim() || person?.email || '—';
}

/** How a decision went: 'decided', or 'alreadyDecided' when another admin was first (PT409). */
export type DecisionOutcome = 'decided' | 'alreadyDecided';

export async function decide(
  request: Pick<QueueRequest, 'kind' | 'id'>,
  decision: 'approved' | 'rejected',
  note: string,
): Promise<DecisionOutcome> {
  const client = await auth.client();
  const { error } = await client.rpc('decide_request', {
    p_kind: request.kind,
    p_request_id: request.id,
    p_decision: decision,
    p_note: note,
  });
  if (error?.code === 'PT409') return 'alreadyDecided';
  if (error) throw error;
  return 'decided';
}

/** The audit trail of one request: every status change with who made it and when. */
export interface HistoryEntry {
  id: number;
  occurredAt: string;
  actorId: string | null;
  from: string | null;
  to: string | null;
}

export async function loadHistory(
  request: Pick<QueueRequest, 'kind' | 'id'>,
  signal: AbortSignal,
): Promise<HistoryEntry[]> {
  const client = await auth.client();
  const { data, error } = await client
    .from('audit_log')
    .select('id, occurred_at, actor_id, old_data, new_data')
    .eq('table_name', REQUEST_TABLE[request.kind])
    .eq('record_id', request.id)
    .order('occurred_at')
    .abortSignal(signal);
  if (error) throw error;
  const statusOf = (data: unknown) => ((data as { status?: string } | null)?.status ?? null) as string | null;
  return data.map((row) => ({
    id: row.id,
    occurredAt: row.occurred_at,
    actorId: row.actor_id,
    from: statusOf(row.old_data),
    to: statusOf(row.new_data),
  }));
}

export function tableOf(kind: RequestKind): string {
  return REQUEST_TABLE[kind];
}
