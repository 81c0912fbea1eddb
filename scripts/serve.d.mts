export declare const NO_CACHE: string;
export declare const IMMUTABLE: string;
export declare function cacheControlFor(urlPath: string): string;
export declare function startStaticServer(options: {
  root: string;
  port: number;
  host?: string;
  spa?: boolean;
  runtimeConfig?: () => unknown;
  cors?: boolean | string[];
  csp?: string | (() => string | undefined);
  tls?: { key: string; cert: string };
}): Promise<{ url: string; port: number; close: () => Promise<void> }>;
