export declare const MAP_FILE: string;
export declare const HISTORY_FILE: string;
export declare function defaultCdnDir(): string;
export declare function release(options: {
  family: string;
  cdn: string;
  version?: string;
  from?: string;
  env?: Record<string, string>;
  quiet?: boolean;
}): Promise<{ version: string; previous: string | undefined; buildMs: number; switchMs: number }>;
export declare function rollback(options: { family: string; cdn: string; to?: string }): {
  version: string;
  from: string | null;
};
export declare function readMap(cdn: string): Record<string, string>;
