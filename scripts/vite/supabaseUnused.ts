/**
 * Stands in for @supabase/storage-js and @supabase/functions-js in the shell's builds
 * (scripts/vite/federation.ts): supabase-js imports both and builds a StorageClient in its constructor,
 * but the portal stores no files and calls no edge functions, and the two packages (with iceberg-js)
 * are about 8 KB gzip of every signed-in page's first load. Using either one fails loudly, so a
 * feature that starts to need it knows to remove this stand-in (docs/performance.md).
 */
function unavailable(name: string): never {
  throw new Error(
    `supabase ${name} is not part of the portal's build (scripts/vite/supabaseUnused.ts): remove the stand-in to use it`,
  );
}

export class StorageClient {
  from(): never {
    return unavailable('storage');
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
