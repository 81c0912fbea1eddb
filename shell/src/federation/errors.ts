import type { FamilyId } from '@portal/contract';

/** The remote's server could not be reached or its entry failed to run: the page offers Retry. */
export class RemoteUnavailableError extends Error {
  constructor(
    readonly family: FamilyId,
    cause: unknown,
  ) {
    super(
      `Remote family "${family}" could not be loaded: ${cause instanceof Error ? cause.message : String(cause)}`,
      {
        cause,
      },
    );
    this.name = 'RemoteUnavailableError';
  }
}

/** The remote was built against another contract version; the shell refuses it (docs/architecture.md). */
export class ContractMismatchError extends Error {
  constructor(
    readonly family: FamilyId,
    readonly expected: number,
    readonly actual: unknown,
  ) {
    super(
      `Remote family "${family}" speaks contract version ${String(actual)}, the shell speaks ${expected}`,
    );
    this.name = 'ContractMismatchError';
  }
}

/** The remote loaded but its './dashboards' export is not a RemoteModule of the expected family. */
export class InvalidRemoteError extends Error {
  constructor(
    readonly family: FamilyId,
    reason: string,
  ) {
    super(`Remote family "${family}" exposes an invalid module: ${reason}`);
    this.name = 'InvalidRemoteError';
  }
}

/**
 * The remote was built against other versions of the shared UI kit (MUI, emotion, i18next) than the
 * shell: its files would mix with the shell's, so it refuses to run (scripts/vite/kit.ts).
 */
export class KitMismatchError extends Error {
  constructor(
    readonly family: FamilyId,
    cause: unknown,
  ) {
    super(`Remote family "${family}" was built against another shared UI kit than the shell`, { cause });
    this.name = 'KitMismatchError';
  }
}

/** Whether an error, or one it wraps, is the kit check of a remote's module (name set by kit.ts). */
export function isKitMismatch(error: unknown): boolean {
  for (let e = error; e instanceof Error; e = e.cause) if (e.name === 'KitMismatchError') return true;
  return false;
}
