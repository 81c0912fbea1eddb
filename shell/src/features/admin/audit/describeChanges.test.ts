import { describe, expect, it } from 'vitest';
import { describeChanges } from './describeChanges.ts';

describe('describeChanges', () => {
  it('lists what an update changed, without updated_at', () => {
    expect(
      describeChanges({
        old_data: { status: 'pending', decision_note: null, updated_at: '1', id: 'x' },
        new_data: { status: 'approved', decision_note: 'ok', updated_at: '2', id: 'x' },
      }),
    ).toBe('status: pending → approved; decision_note: ∅ → ok');
  });
  it('lists the fields of a created or removed row', () => {
    expect(describeChanges({ old_data: null, new_data: { status: 'active' } })).toBe('status: active');
    expect(describeChanges({ old_data: { status: 'paused' }, new_data: null })).toBe('status: paused');
  });
});
