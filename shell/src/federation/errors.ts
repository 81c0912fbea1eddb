import type { FamilyId } from '@portal/shared';

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

/** The remote was built against another contract version; the shell refuses it (architecture §3). */
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
