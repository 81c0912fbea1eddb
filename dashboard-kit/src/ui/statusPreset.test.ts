import { describe, expect, it } from 'vitest';
import { statusPreset } from './columns.tsx';

describe('statusPreset', () => {
  it('keeps the tones given and makes every other status neutral', () => {
    const preset = statusPreset(['draft', 'sent', 'paid'], { sent: 'info', paid: 'success' }, (s) => s);
    expect(preset.tones).toEqual({ draft: 'neutral', sent: 'info', paid: 'success' });
    expect(preset.order).toEqual(['draft', 'sent', 'paid']);
  });
});
