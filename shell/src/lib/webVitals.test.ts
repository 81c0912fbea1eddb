// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { cumulativeLayoutShift, interactionToNextPaint, reportWebVitals } from './webVitals.ts';

describe('the performance helper', () => {
  it('takes the largest burst of layout shifts as CLS', () => {
    expect(cumulativeLayoutShift([])).toBe(0);
    // 0.1 + 0.05 within a second of each other; then, 3 s later, a burst of 0.2.
    const shifts = [
      { startTime: 100, value: 0.1 },
      { startTime: 600, value: 0.05 },
      { startTime: 3600, value: 0.2 },
    ];
    expect(cumulativeLayoutShift(shifts)).toBeCloseTo(0.2);
    expect(cumulativeLayoutShift([...shifts, { startTime: 4000, value: 0.02 }])).toBeCloseTo(0.22);
  });

  it('takes the slowest interaction as INP, leaving out one in fifty', () => {
    expect(interactionToNextPaint([])).toBeUndefined();
    expect(interactionToNextPaint([40, 200, 80])).toBe(200);
    const many = Array.from({ length: 100 }, (_, i) => i + 1); // 1…100 ms
    expect(interactionToNextPaint(many)).toBe(98);
  });

  it('sends once when the page is hidden, with the route and language, and ignores a failure', async () => {
    const send = vi.fn(() => Promise.reject(new Error('offline')));
    reportWebVitals({ apiBaseUrl: 'http://api.test/api/', language: () => 'ar', send });
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('pagehide'));
    expect(send).toHaveBeenCalledOnce();
    const [url, body] = send.mock.calls[0] as unknown as [string, string];
    expect(url).toBe('http://api.test/api/analytics');
    const event = JSON.parse(body);
    expect(event).toMatchObject({
      type: 'web-vitals',
      data: { route: window.location.pathname, language: 'ar', cls: 0 },
      path: window.location.pathname,
    });
    expect(typeof event.timestamp).toBe('number');
  });

  it('sends at once when the page was hidden before it started (a prerendered page read and left)', () => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    const send = vi.fn(() => Promise.resolve());
    reportWebVitals({ apiBaseUrl: 'http://api.test', language: () => 'en', send });
    expect(send).toHaveBeenCalledOnce();
    document.dispatchEvent(new Event('visibilitychange'));
    expect(send).toHaveBeenCalledOnce();
  });

  it('waits while the page is visible', () => {
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    const send = vi.fn(() => Promise.resolve());
    reportWebVitals({ apiBaseUrl: 'http://api.test', language: () => 'en', send });
    expect(send).not.toHaveBeenCalled();
  });
});
