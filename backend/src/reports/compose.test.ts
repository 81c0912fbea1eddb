import { describe, expect, it } from 'vitest';
import { changeLabel } from './compose.ts';

const percent = new Intl.NumberFormat('en-GB', {
  style: 'percent',
  maximumFractionDigits: 0,
  signDisplay: 'exceptZero',
});

describe('changeLabel', () => {
  it('is the relative change against the period before', () => {
    expect(changeLabel(percent, 6, 4)).toBe('+50%');
    expect(changeLabel(percent, 2, 4)).toBe('-50%');
    expect(changeLabel(percent, 4, 4)).toBe('0%');
    expect(changeLabel(percent, 0, 4)).toBe('-100%');
  });

  it('is a dash when the period before had nothing, also when neither had anything', () => {
    expect(changeLabel(percent, 3, 0)).toBe('—');
    expect(changeLabel(percent, 0, 0)).toBe('—');
  });
});
