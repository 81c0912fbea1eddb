import { describe, expect, it } from 'vitest';
import { sameData } from './sameData.ts';

describe('sameData', () => {
  it('compares rows, lists, Maps, Sets and Dates by their contents', () => {
    const rows = () => [{ slug: 'hr-service', status: 'active', at: new Date(5), tags: ['a'] }];
    expect(sameData(rows(), rows())).toBe(true);
    expect(sameData(new Map([['a', { n: 1 }]]), new Map([['a', { n: 1 }]]))).toBe(true);
    expect(sameData(new Set(['a', 'b']), new Set(['b', 'a']))).toBe(true);
    expect(sameData({ now: new Date(1), list: [] }, { now: new Date(1), list: [] })).toBe(true);
  });

  it('sees any difference, however deep', () => {
    expect(sameData([{ status: 'active' }], [{ status: 'paused' }])).toBe(false);
    expect(sameData([1, 2], [1, 2, 3])).toBe(false);
    expect(sameData({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameData(new Map([['a', 1]]), new Map([['b', 1]]))).toBe(false);
    expect(sameData(new Set(['a']), new Set(['b']))).toBe(false);
    expect(sameData(new Date(1), new Date(2))).toBe(false);
    expect(sameData([], {})).toBe(false);
    expect(sameData(null, {})).toBe(false);
  });

  it('compares other objects by identity only', () => {
    class Client {
      url = 'x';
    }
    const client = new Client();
    expect(sameData({ client }, { client })).toBe(true);
    expect(sameData({ client }, { client: new Client() })).toBe(false);
  });
});
