/**
 * Stands in for @supabase/storage-js and @supabase/functions-js in the shell's builds
 * (scripts/vite/federation.ts): supabase-js imports both and builds a StorageClient in its constructor,
 * and the two packages (with iceberg-js) are about 8 KB gzip of every signed-in page's first load.
 * The portal calls no edge functions: using them fails loudly. Files are kept by a few pages only
 * (Settings' picture, a knowledge base, request attachments): this StorageClient keeps what supabase-js
 * gave it (the URL, headers and the fetch that adds the session's token) and builds the real one from
 * a chunk of its own on first use, through `storageOf` of @portal/dashboard-kit/storage (docs/performance.md).
 */
function unavailable(name: string): never {
  throw new Error(
    `supabase ${name} is not part of the portal's build (scripts/vite/supabaseUnused.ts): remove the stand-in to use it`,
  );
}

export class StorageClient {
  readonly #args: unknown[];
  #real: Promise<unknown> | undefined;

  constructor(...args: unknown[]) {
    this.#args = args;
  }

  /** The real storage client, downloaded once (a failed download is tried again on the next call). */
  load(): Promise<unknown> {
    this.#real ??= import('portal:storage-js').then(
      ({ StorageClient: Real }) => new Real(...(this.#args as ConstructorParameters<typeof Real>)),
    );
    this.#real.catch(() => {
      this.#real = undefined;
    });
    return this.#real;
  }

  from(): never {
    return unavailable('storage, synchronously (use storageOf of @portal/dashboard-kit/storage)');
  }
}

export class FunctionsClient {
  setAuth(): void {}
  invoke(): never {
    return unavailable('functions');
  }
}

export class StorageApiError extends Error {}
export class FunctionsError extends Error {}
export class FunctionsFetchError extends FunctionsError {}
export class FunctionsHttpError extends FunctionsError {}
export class FunctionsRelayError extends FunctionsError {}
export const FunctionRegion = {} as Record<string, string>;
