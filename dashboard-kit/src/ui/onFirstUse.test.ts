import { describe, expect, it } from 'vitest';
import { onFirstUse } from './onFirstUse.ts';

describe('onFirstUse', () => {
  it('downloads once, and again after a failed download', async () => {
    let downloads = 0;
    const code = onFirstUse(async () => {
      downloads += 1;
      if (downloads === 1) throw new Error('offline');
      return { ready: true };
    });
    await expect(code.load()).rejects.toThrow('offline');
    expect(code.loaded()).toBeUndefined();
    await expect(code.load()).resolves.toEqual({ ready: true });
    await code.load();
    expect(downloads).toBe(2);
    expect(code.loaded()).toEqual({ ready: true });
  });
});
