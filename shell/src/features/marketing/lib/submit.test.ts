import { describe, expect, it } from 'vitest';
import { classifyFailure } from './submit.ts';

describe('classifyFailure', () => {
  it('treats a request that never got an answer as a network problem', () => {
    expect(classifyFailure(0, { message: 'TypeError: Failed to fetch' })).toBe('network');
  });

  it("recognises the database's rate limit by status or by SQLSTATE", () => {
    expect(classifyFailure(429, { code: 'PT429' })).toBe('rateLimited');
    expect(classifyFailure(400, { code: 'PT429' })).toBe('rateLimited');
  });

  it('tells rejected input apart from server faults', () => {
    expect(classifyFailure(400, { code: '23514' })).toBe('rejected');
    expect(classifyFailure(401, { code: '42501' })).toBe('rejected');
    expect(classifyFailure(500, { code: 'XX000' })).toBe('server');
    expect(classifyFailure(503, null)).toBe('server');
  });
});
