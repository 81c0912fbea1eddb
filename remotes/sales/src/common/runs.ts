/**
 * Workflow runs (table workflow_runs): each time the automation ran, what it found and whether it
 * worked. The executor writes `output` as JSON; for sales workflows it carries leads_found and
 * qualified, and `input` names the source searched.
 */
import type { StatusTone } from '@portal/shared/ui';
import { LEAD_SOURCES, type LeadSource } from './leads.ts';
import { oneOf, toNumber } from './live.ts';

export const RUN_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;
export type RunStatus = (typeof RUN_STATUSES)[number];

export interface AutomationRun {
  id: string;
  status: RunStatus;
  source: LeadSource | null;
  leadsFound: number | null;
  qualified: number | null;
  error: string | null;
  startedAt: string | null;
  durationMs: number | null;
  createdAt: string;
}

export const RUN_STATUS_TONE: Record<RunStatus, StatusTone> = {
  queued: 'neutral',
  running: 'info',
  succeeded: 'success',
  failed: 'error',
};

export const RUN_COLUMNS = 'id, status, input, output, error, started_at, duration_ms, created_at';

type JsonValue = string | number | boolean | null | { [key: string]: JsonValue | undefined } | JsonValue[];

export interface RunRow {
  id: string;
  status: string;
  input: JsonValue;
  output: JsonValue;
  error: string | null;
  started_at: string | null;
  duration_ms: number | null;
  created_at: string;
}

const field = (json: JsonValue, key: string): JsonValue | undefined =>
  json !== null && typeof json === 'object' && !Array.isArray(json) ? json[key] : undefined;

const count = (value: JsonValue | undefined) =>
  typeof value === 'number' || typeof value === 'string' ? toNumber(value) : null;

export function runFromRow(row: RunRow): AutomationRun {
  const source = field(row.input, 'source');
  return {
    id: row.id,
    status: oneOf(row.status, RUN_STATUSES, 'queued'),
    source: typeof source === 'string' ? oneOf(source, LEAD_SOURCES, 'other') : null,
    leadsFound: count(field(row.output, 'leads_found')),
    qualified: count(field(row.output, 'qualified')),
    error: row.error,
    startedAt: row.started_at ? new Date(row.started_at).toISOString() : null,
    durationMs: toNumber(row.duration_ms),
    createdAt: new Date(row.created_at).toISOString(),
  };
}
