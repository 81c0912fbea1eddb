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
export declare const SECURITY_HEADERS: Record<string, string>;
export declare const HSTS: string;
export declare function commonHeaders(options?: {
  https?: boolean;
  cors?: true | string[];
  requestOrigin?: string;
}): Record<string, string>;
export declare function validatorsFor(info: { size: number; mtimeMs: number }): {
  ETag: string;
  'Last-Modified': string;
};
export declare function isNotModified(
  requestHeaders: Record<string, string | string[] | undefined>,
  validators: { ETag: string; 'Last-Modified': string },
): boolean;
