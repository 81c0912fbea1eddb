import { describe, expect, it } from 'vitest';
import { isolate } from './isolate.ts';

describe('isolate', () => {
  it('wraps the text in a first-strong isolate and its closing mark', () => {
    expect(isolate('Daily reminders annoy customers.')).toBe('\u2068Daily reminders annoy customers.\u2069');
    expect([...isolate('')]).toEqual(['\u2068', '\u2069']);
  });
});
