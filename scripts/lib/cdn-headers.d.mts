export declare const NO_CACHE: string;
export declare const NO_STORE: string;
export declare const IMMUTABLE: string;
export declare function cacheControlFor(urlPath: string): string;
export declare function corsHeaders(
  allowed: true | string[],
  requestOrigin: string | undefined,
): Record<string, string>;
export declare function contentSecurityPolicy(parts: {
  supabaseUrl: string;
  apiUrl?: string;
  remoteOrigins: string[];
}): string;
export declare function policyForRuntimeConfig(config: {
  SUPABASE_URL: string;
  API_BASE_URL?: string;
  REMOTES: string | Record<string, string>;
}): string;
