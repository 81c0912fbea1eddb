/**
 * What a server's entry point does when it cannot start (a bad setting, a taken port): it says why in
 * one line and exits, instead of a stack trace.
 */
export function exitWith(what: string, reason: string): never {
  console.error(`Could not start the ${what}: ${reason}`);
  process.exit(1);
}

/** The settings `load` reads from the environment, or the process stops saying which one is wrong. */
export function settingsOrExit<T>(what: string, load: () => T): T {
  try {
    return load();
  } catch (e) {
    return exitWith(what, (e as Error).message);
  }
}
