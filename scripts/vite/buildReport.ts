/**
 * The build report's pieces that both of the shell's builds write (the federated portal's, in
 * federation.ts, and the landing page's own bundle, in shell/src/features/marketing): what a chunk
 * records, and when a build leaves the report alone.
 */
import type { Rolldown } from 'vite';

/** A chunk as the report records it: its links to other chunks and each module's bytes in it. */
export function reportChunk(output: Rolldown.OutputChunk) {
  return {
    file: output.fileName,
    isEntry: output.isEntry,
    isDynamicEntry: output.isDynamicEntry,
    imports: output.imports,
    dynamicImports: output.dynamicImports,
    modules: Object.fromEntries(
      Object.entries(output.modules).map(([id, info]) => [id, info.renderedLength]),
    ),
  };
}

/**
 * A throwaway build (the e2e redeploy) or one made elsewhere (a release: PORTAL_OUT_DIR) must not
 * overwrite the report of the build in dist/.
 */
export const writesBuildReport = () => !process.env.PORTAL_BUILD_REPLACE && !process.env.PORTAL_OUT_DIR;
