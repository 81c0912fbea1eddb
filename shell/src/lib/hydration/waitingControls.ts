/**
 * The frame's controls that wait for the app (docs/performance.md, "Before the app has taken over"):
 * the build disables them (src/prerender/page.ts, markControlsWaiting), and each hydration unit
 * (HydratingSuspense.tsx) or the app's root pass enables its own once React has hydrated them. Here,
 * below the features, because a feature that prerenders controls (a sample dashboard) draws a unit too.
 */

/**
 * Marks a control of the frame that the build disabled until the app takes it over
 * (src/prerender/page.ts, markControlsWaiting).
 */
export const WAITING_ATTRIBUTE = 'data-frame-waiting';

/**
 * Marks the element around one hydration unit's content (`HydratingSuspense`): React hydrates the
 * root first and each Suspense boundary of the HTML in a later pass of its own, so each unit lifts
 * the waiting mark from its own controls once React has hydrated it.
 */
export const UNIT_ATTRIBUTE = 'data-hydration-unit';

/**
 * Enables the controls the build disabled (the app drew them enabled: the build leaves the app's own
 * disabled ones alone) inside `scope` whose nearest unit is `unit`: a control of a nested unit waits
 * for its own. Called from a layout effect, in the commit that hydrated them, so React has not
 * rendered them otherwise since. `unit` null: the root's, the controls outside every unit.
 */
export function liftWaitingControls(scope: ParentNode, unit: Element | null) {
  for (const control of scope.querySelectorAll(`[${WAITING_ATTRIBUTE}]`)) {
    if (control.closest(`[${UNIT_ATTRIBUTE}]`) !== unit) continue;
    control.removeAttribute(WAITING_ATTRIBUTE);
    control.removeAttribute('disabled');
  }
}
