import { WORKFLOW_INPUTS } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { buildInput, furtherAlong } from './runState.ts';
import type { Run } from './runsApi.ts';

const run = (patch: Partial<Run>): Run => ({
  id: 'r1',
  user_id: 'u',
  workflow_slug: 'lead-generation',
  status: 'queued',
  executor: 'sandbox',
  input: {},
  output: null,
  error: null,
  steps: [],
  started_at: null,
  finished_at: null,
  duration_ms: null,
  created_at: '2026-11-25T10:00:00Z',
  ...patch,
});
const step = (name: string) => ({ name, status: 'succeeded' as const, at: '2026-11-25T10:00:00Z' });

describe('furtherAlong', () => {
  it('keeps the realtime update when the API answer (queued) arrives after it', () => {
    const running = run({ status: 'running', steps: [step('Queued'), step('Started')] });
    const queued = run({ steps: [step('Queued')] });
    expect(furtherAlong(running, queued)).toBe(running);
    expect(furtherAlong(queued, running)).toBe(running);
  });

  it('prefers more steps at the same status, and a different run replaces the old one', () => {
    const two = run({ status: 'running', steps: [step('Queued'), step('Started')] });
    const three = run({ status: 'running', steps: [step('Queued'), step('Started'), step('Score leads')] });
    expect(furtherAlong(two, three)).toBe(three);
    const other = run({ id: 'r2' });
    expect(furtherAlong(three, other)).toBe(other);
    expect(furtherAlong(undefined, other)).toBe(other);
  });
});

describe('buildInput', () => {
  it('sends numbers as numbers and leaves blanks out', () => {
    const fields = WORKFLOW_INPUTS['lead-generation'];
    expect(buildInput(fields, { region: 'Lusail', limit: '25' })).toEqual({ region: 'Lusail', limit: 25 });
    expect(buildInput(fields, { region: '  ', limit: '' })).toEqual({});
    expect(buildInput(fields, { region: 'Doha', limit: 'many' })).toEqual({ region: 'Doha', limit: 'many' });
  });
});
