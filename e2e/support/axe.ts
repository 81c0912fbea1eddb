/** The one axe-core check of the e2e specs: WCAG 2.0/2.1 A and AA, no violation allowed on the page. */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export async function expectNoAxeViolations(page: Page) {
  await settleTransitions(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    // With frames on the page (the admin's report preview), axe merges the frames' results in a blank
    // tab it opens, which Chromium refuses here ("Failed to open a new tab"); legacy mode checks each
    // frame in place instead.
    .setLegacyMode(page.frames().length > 1)
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}

/**
 * Waits for the page's finite transitions (a popover or dialog fading in) to end: axe measures colour
 * contrast with the opacity of the moment, so text half-way through a fade reads as too faint. Endless
 * animations (spinners, skeletons) are left running.
 */
async function settleTransitions(page: Page) {
  await page.evaluate(async () => {
    // A transition starts at the style update after the change that set it off: two frames on, one
    // set off by the page's last change is among its animations.
    for (let frame = 0; frame < 2; frame += 1) await new Promise(requestAnimationFrame);
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    );
  });
}
