/**
 * Performance marks the e2e reads: Run pressed → first step (Queued) and first executed step on screen.
 * Apart from RunPanel, which loads with the first run shown, while the page marks the press at once.
 */
export const MARKS = {
  pressed: 'test-run:pressed',
  firstStep: 'test-run:first-step',
  started: 'test-run:started',
};
