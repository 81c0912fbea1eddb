/**
 * What a sales automation's run produced: the executor writes `output` as JSON with leads_found and
 * qualified, and `input` names the source searched.
 */
import { LEAD_SOURCES, type LeadSource, type WorkflowRun } from '@portal/dashboard-kit/entities';
import { jsonNumber, jsonString, oneOf } from '@portal/dashboard-kit/live';

export interface LeadSearchRun extends WorkflowRun {
  source: LeadSource | null;
  leadsFound: number | null;
  qualified: number | null;
}

export function leadSearchRun(run: WorkflowRun): LeadSearchRun {
  const source = jsonString(run.input, 'source');
  return {
    ...run,
    source: source === null ? null : oneOf(source, LEAD_SOURCES, 'other'),
    leadsFound: jsonNumber(run.output, 'leads_found'),
    qualified: jsonNumber(run.output, 'qualified'),
  };
}
