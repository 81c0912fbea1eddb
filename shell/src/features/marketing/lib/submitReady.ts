/**
 * The light landing entry renders before /runtime-config.json has arrived; it registers that fetch
 * here so that a submission waits for the configuration instead of failing. Kept apart from
 * submit.ts so that registering costs the first load nothing.
 */
let prerequisite: () => Promise<unknown> = () => Promise.resolve();

export function waitBeforeSubmitting(ready: () => Promise<unknown>): void {
  prerequisite = ready;
}

export function submissionPrerequisite(): Promise<unknown> {
  return prerequisite();
}
