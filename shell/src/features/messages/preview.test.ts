import { describe, expect, it } from 'vitest';
import { messagePreview } from './preview.ts';

describe('messagePreview', () => {
  it('keeps a message of up to 100 characters whole', () => {
    expect(messagePreview('a'.repeat(100))).toBe('a'.repeat(100));
    expect(messagePreview('مرحباً')).toBe('مرحباً');
  });
  it("cuts a longer one at 100 characters and appends '...'", () => {
    const long = `${'b'.repeat(100)}${'c'.repeat(50)}`;
    expect(messagePreview(long)).toBe(`${'b'.repeat(100)}...`);
  });
  it('counts characters, not UTF-16 units', () => {
    const emoji = '😀'.repeat(101);
    expect(messagePreview(emoji)).toBe(`${'😀'.repeat(100)}...`);
  });
});
