/** Pure pieces of the test-run page: the form's text to a run input, and merging run updates. */
import type { InputField } from '@portal/contract';
import type { Run } from './runsApi.ts';

/** Typed text to the run's input: numbers as numbers, blanks left out. */
export function buildInput(fields: readonly InputField[], values: Record<string, string>) {
  const input: Record<string, unknown> = {};
  for (const field of fields) {
    const raw = values[field.key] ?? '';
    if (raw.trim() === '') continue;
    input[field.key] = field.type === 'number' && Number.isFinite(Number(raw)) ? Number(raw) : raw;
  }
  return input;
}

const RANK = { queued: 0, running: 1, succeeded: 2, failed: 2 } as const;

/** Realtime and the API's answer can arrive in either order: keep whichever is further along. */
export function furtherAlong(a: Run | undefined, b: Run): Run {
  if (!a || a.id !== b.id) return b;
  if (RANK[a.status] !== RANK[b.status]) return RANK[a.status] > RANK[b.status] ? a : b;
  return a.steps.length > b.steps.length ? a : b;
}
