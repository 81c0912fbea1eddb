/**
 * The element around a sample's dashboard, in the build's HTML and in the app
 * (features/workflows/sampleDashboard.ts). The HTML's dashboard is never hydrated: the app's own
 * dashboard replaces it whole once the remote's code and data are in, so its controls keep waiting
 * until then (app/prerenderedFrame.ts) and its status says `prerendered`, not `ready`
 * (docs/performance.md, "Prerendered frames").
 */
export const PRERENDERED_DASHBOARD_ATTRIBUTE = 'data-sample-dashboard';

/** The status the build's dashboard carries until the app's own replaces it. */
export const PRERENDERED_STATUS = 'prerendered';
