import { describe, expect, it } from 'vitest';
import { hasPlanAccess, isDemoMode, SUBSCRIPTION } from './subscription.ts';

describe('the subscription stub (docs/product.md §3, §4)', () => {
  it('is free, demo and inactive, with no expiry and no workflows of its own', () => {
    expect(SUBSCRIPTION).toEqual({
      tier: 'free',
      accessLevel: 'demo',
      isActive: false,
      expiresAt: null,
      workflows: [],
    });
    expect(Object.isFrozen(SUBSCRIPTION)).toBe(true);
  });

  it('is always in demo mode and denies every access check', () => {
    expect(isDemoMode()).toBe(true);
    for (const feature of ['priority-support', 'reports', '']) expect(hasPlanAccess(feature)).toBe(false);
  });
});
