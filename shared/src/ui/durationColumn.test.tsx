import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useColumns } from './columns.tsx';

describe('the duration column', () => {
  it('shows, sorts and exports a duration not measured yet (undefined) as missing', () => {
    const { result } = renderHook(() => useColumns());
    const column = result.current.duration<{ ms?: number }>('took', 'Took', (r) => r.ms);
    expect(column.value({})).toBeNull();
    expect(column.render?.({})).toBe('—');
    expect(column.render?.({ ms: 90_000 })).toMatch(/1\.5 min/);
  });
});
