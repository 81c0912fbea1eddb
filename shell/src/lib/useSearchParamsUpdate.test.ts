import { describe, expect, it } from 'vitest';
import { withSearchParams } from './useSearchParamsUpdate.ts';

describe('withSearchParams', () => {
  it('sets the changed keys and keeps the others', () => {
    const next = withSearchParams(new URLSearchParams('tab=runs&status=failed'), {
      client: 'u1',
      status: 'done',
    });
    expect(next.toString()).toBe('tab=runs&status=done&client=u1');
  });

  it('removes a key set to null or to an empty string (no filter)', () => {
    const current = new URLSearchParams('tab=inbox&show=unread&message=m1');
    expect(withSearchParams(current, { message: null, show: '' }).toString()).toBe('tab=inbox');
    expect(current.toString()).toBe('tab=inbox&show=unread&message=m1');
  });
});
