/**
 * The custom workflow request (docs/product.md §3 fields, §4 urgency and timeline, §5 validation, §8
 * messages), stored in custom_workflow_requests as a pending row of the signed-in client.
 */
import { customWorkflowRequestsValues } from '@portal/contract/schema';
import { getSupabase } from '../../lib/supabase.ts';
import { currentUserId } from './currentUser.ts';

// The options come from the database's check constraints, never typed by hand.
export const URGENCIES = customWorkflowRequestsValues.urgency;
export const TIMELINES = customWorkflowRequestsValues.timeline;
export type Urgency = (typeof URGENCIES)[number];
export type Timeline = (typeof TIMELINES)[number];

export interface CustomRequestInput {
  workflowName: string;
  description: string;
  businessProblem: string;
  expectedOutcome: string;
  targetUsers: string;
  urgency: Urgency;
  timeline: Timeline | '';
  technicalRequirements: string;
  requiredIntegrations: string;
  additionalNotes: string;
}

export const EMPTY_CUSTOM_REQUEST: CustomRequestInput = {
  workflowName: '',
  description: '',
  businessProblem: '',
  expectedOutcome: '',
  targetUsers: '',
  urgency: 'medium',
  timeline: '',
  technicalRequirements: '',
  requiredIntegrations: '',
  additionalNotes: '',
};

/** The database's limits (custom_workflow_requests constraints). */
export const CUSTOM_REQUEST_LIMITS = {
  workflowName: 200,
  targetUsers: 2000,
  requiredIntegrations: 2000,
  other: 5000,
} as const;

export const REQUIRED_FIELDS = ['workflowName', 'description', 'businessProblem'] as const;
export type RequiredField = (typeof REQUIRED_FIELDS)[number];

/** The required fields left empty (blank counts as empty); none means the request may be sent. */
export function missingFields(input: CustomRequestInput): RequiredField[] {
  return REQUIRED_FIELDS.filter((field) => input[field].trim() === '');
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/**
 * Stores the request and answers its id and client (where its files go); throws NotSignedInError
 * without a session, the database error otherwise.
 */
export async function submitCustomRequest(
  input: CustomRequestInput,
): Promise<{ requestId: string; owner: string }> {
  const userId = await currentUserId();
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('custom_workflow_requests')
    .insert({
      user_id: userId,
      workflow_name: input.workflowName.trim(),
      description: input.description.trim(),
      business_problem: input.businessProblem.trim(),
      expected_outcome: orNull(input.expectedOutcome),
      target_users: orNull(input.targetUsers),
      urgency: input.urgency,
      timeline: input.timeline === '' ? null : input.timeline,
      technical_requirements: orNull(input.technicalRequirements),
      required_integrations: orNull(input.requiredIntegrations),
      additional_notes: orNull(input.additionalNotes),
    })
    .select('id')
    .single();
  if (error) throw error;
  return { requestId: data.id, owner: userId };
}
