import { describe, expect, it } from 'vitest';
import { en } from './en.ts';

describe('the marketing texts the spec fixes', () => {
  it('keeps the contact confirmation', () => {
    expect(en.contact.success).toBe("We'll get back to you within 24 hours.");
  });
});
