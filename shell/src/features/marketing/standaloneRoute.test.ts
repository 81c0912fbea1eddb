import { describe, expect, it } from 'vitest';
import { canServeStandalone } from './standaloneRoute.ts';

function storageWith(keys: string[]): Pick<Storage, 'length' | 'key'> {
  return { length: keys.length, key: (index: number) => keys[index] ?? null };
}

describe('canServeStandalone', () => {
  it('serves the landing page to visitors without a stored session', () => {
    expect(canServeStandalone('/', storageWith([]))).toBe(true);
    expect(canServeStandalone('/', storageWith(['portal.language', 'portal.preferences']))).toBe(true);
  });

  it('leaves signed-in visitors to the full shell, which redirects them', () => {
    expect(canServeStandalone('/', storageWith(['portal.language', 'sb-127-auth-token']))).toBe(false);
    expect(canServeStandalone('/', storageWith(['sb-abcdefghijklmnop-auth-token']))).toBe(false);
  });

  it('never takes over another route', () => {
    for (const path of ['/login', '/sample-hr-service', '/dashboard', '/nope', '']) {
      expect(canServeStandalone(path, storageWith([]))).toBe(false);
    }
  });

  it('defers to the full shell when storage is missing or throws', () => {
    expect(canServeStandalone('/', undefined)).toBe(false);
    const throwing = {
      get length(): number {
        throw new Error('SecurityError');
      },
      key: () => null,
    };
    expect(canServeStandalone('/', throwing)).toBe(false);
  });
});
