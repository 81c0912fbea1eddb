import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmUpIntl } from './warmUpIntl.ts';

describe('warmUpIntl', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('creates the first number format and the first date format later, each in a task of its own', () => {
    vi.useFakeTimers();
    const numbers = vi.spyOn(Intl, 'NumberFormat');
    const dates = vi.spyOn(Intl, 'DateTimeFormat');
    warmUpIntl('ar');
    // Nothing in the caller's task (the app's start).
    expect(numbers).not.toHaveBeenCalled();
    expect(dates).not.toHaveBeenCalled();
    vi.advanceTimersToNextTimer();
    expect(numbers).toHaveBeenCalledWith('ar');
    expect(dates).not.toHaveBeenCalled();
    vi.advanceTimersToNextTimer();
    expect(dates).toHaveBeenCalledWith('ar');
  });
});
