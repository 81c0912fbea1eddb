/**
 * Test kit for remotes and shell features (@portal/dashboard-kit-testing); never imported by app code. The
 * live fixture is `@portal/dashboard-kit-testing/live` (node environment only: it starts the local stack).
 */

export { type BilingualSampleSpec, describeBilingualSample, SAMPLE_TEST_ANCHOR } from './bilingualSample.ts';
export { type FixtureLine, fixtureTable, momentsBefore, rowBuilder, TEST_AS_OF } from './fixtureRows.ts';
export { leadRow } from './leadRows.ts';
export { describeNamespace, type NamespaceTestOptions } from './namespace.ts';
export { describeRemoteModule, englishWords, type RemoteModuleTestOptions } from './remoteModule.tsx';
export { createTestI18n, type RenderOptions, renderWithProviders } from './render.tsx';
export { renderSample, type SampleView } from './renderSample.tsx';
export { rowsLike } from './rowsLike.ts';
export { sampleFixture } from './sampleFixture.ts';
