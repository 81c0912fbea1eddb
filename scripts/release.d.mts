export declare const MAP_FILE: string;
export declare const HISTORY_FILE: string;
export declare const SHELL: string;
export declare const SHELL_RELEASES: string;
export declare function defaultCdnDir(): string;
export declare function defaultShellDir(): string;
export declare function versionName(
  info: { commit: string | null; modified: boolean } | undefined,
  now?: Date,
): string;

export interface ReleaseOptions {
  cdn: string;
  shellDir: string;
  shellUrl?: string;
  cdnUrl?: string;
  against?: string;
  force?: boolean;
}
export interface SwitchResult {
  app: string;
  version: string;
  previous: string | undefined;
  switchMs: number;
  /** What the smoke check said, when one was required for this switch. */
  smoke?: string;
}
export declare function release(
  options: ReleaseOptions & {
    app: string;
    version?: string;
    from?: string;
    stage?: boolean;
    skipSmoke?: boolean;
    env?: Record<string, string>;
    quiet?: boolean;
  },
): Promise<{
  version: string;
  staged: boolean;
  mismatches: string[];
  buildMs: number;
  previous?: string;
  switchMs?: number;
  smoke?: string;
}>;
export declare function promote(
  options: ReleaseOptions & { pairs: { app: string; version: string }[]; skipSmoke?: boolean },
): Promise<SwitchResult[]>;
export declare function rollback(
  options: ReleaseOptions & { app: string; to?: string },
): Promise<{ version: string; from: string | null }>;
export interface SmokeResult {
  ok: boolean;
  manifest: string;
  dashboards: { slug: string; locale: string; ok: boolean; ms: number; problem?: string }[];
}
export declare function smoke(
  options: ReleaseOptions & { app: string; version: string },
): Promise<SmokeResult>;
export declare function readMap(cdn: string): Record<string, string>;
export declare function listReleases(options: ReleaseOptions): string[];
