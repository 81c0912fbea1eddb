import { describe, expect, it } from 'vitest';
import { controlOffer, controlRefusal, type StartStop } from './controlOffer.ts';

const none = new Set<StartStop>();

describe('controlOffer', () => {
  it('offers a stop for a running workflow and a start for a paused one, never both', () => {
    expect(controlOffer('active', none)).toEqual({ actions: ['stop'], reason: 'running' });
    expect(controlOffer('live', none)).toEqual({ actions: ['stop'], reason: 'running' });
    expect(controlOffer('paused', none)).toEqual({ actions: ['start'], reason: 'paused' });
  });

  it('offers nothing while the same request waits for an administrator', () => {
    expect(controlOffer('active', new Set(['stop']))).toEqual({ actions: [], reason: 'waitingStop' });
    expect(controlOffer('paused', new Set(['start']))).toEqual({ actions: [], reason: 'waitingStart' });
    // A pending request of the other kind changes nothing (approving it would change the status first).
    expect(controlOffer('paused', new Set(['stop']))).toEqual({ actions: ['start'], reason: 'paused' });
  });

  it('offers both when the status is unknown, minus what already waits', () => {
    expect(controlOffer(null, none)).toEqual({ actions: ['start', 'stop'], reason: 'unknown' });
    expect(controlOffer(null, new Set(['start']))).toEqual({ actions: ['stop'], reason: 'unknown' });
  });
});

describe('controlRefusal', () => {
  it("names the server's refusal of a start or stop the status does not allow", () => {
    expect(controlRefusal({ code: 'PT409', hint: 'already_running', message: 'x' })).toBe('alreadyRunning');
    expect(controlRefusal({ code: 'PT409', hint: 'already_stopped', message: 'x' })).toBe('alreadyStopped');
  });

  it('leaves every other error to the generic message', () => {
    expect(controlRefusal({ code: 'PT409', hint: null })).toBeUndefined();
    expect(controlRefusal({ code: '42501', hint: 'already_running' })).toBeUndefined();
    expect(controlRefusal(new Error('offline'))).toBeUndefined();
    expect(controlRefusal(null)).toBeUndefined();
  });
});
