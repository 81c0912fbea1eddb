import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useColumns } from './columns.tsx';

describe('column presets', () => {
  it('shows, sorts and exports a duration not measured yet (undefined) as missing', () => {
    const { result } = renderHook(() => useColumns());
    const column = result.current.duration<{ ms?: number }>('took', 'Took', (r) => r.ms);
    expect(column.value({})).toBeNull();
    expect(column.render?.({})).toBe('—');
    expect(column.render?.({ ms: 90_000 })).toMatch(/1\.5 min/);
  });

  it('shows a calendar day as a date in Doha, and sorts and exports it as written', () => {
    const { result } = renderHook(() => useColumns());
    const column = result.current.day<{ due: string | null }>('due', 'Due', (r) => r.due);
    expect(column.value({ due: '2026-03-31' })).toBe('2026-03-31');
    expect(column.render?.({ due: '2026-03-31' })).toBe('31 Mar 2026');
    expect(column.render?.({ due: null })).toBe('—');
  });
});
