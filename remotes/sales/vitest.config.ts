import { remoteVitestConfig } from '../../scripts/vitest/remote.ts';

export default remoteVitestConfig();
