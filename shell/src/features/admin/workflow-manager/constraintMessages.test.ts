import { describe, expect, it } from 'vitest';
import { refusalOf } from './constraintMessages.ts';

describe('refusalOf', () => {
  it('names the message and the fields of the constraint the database reports', () => {
    const error = {
      code: '23514',
      message: 'new row for relation "workflows" violates check constraint "workflows_setup_cost_check"',
    };
    expect(refusalOf(error)).toEqual({ key: 'costNegative', fields: ['setup_cost_qar'] });
    expect(
      refusalOf({ code: '23514', message: 'violates check constraint "workflows_features_match"' }).fields,
    ).toEqual(['features_en', 'features_ar']);
  });

  it('says forbidden for a refusal by row-level security and falls back to a general failure', () => {
    expect(refusalOf({ code: '42501', message: 'permission denied' }).key).toBe('forbidden');
    expect(refusalOf({ code: '23514', message: 'violates check constraint "something_new"' }).key).toBe(
      'failed',
    );
    expect(refusalOf(new TypeError('Failed to fetch')).key).toBe('failed');
    expect(refusalOf(null).key).toBe('failed');
  });
});
