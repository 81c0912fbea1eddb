export interface RunResult {
  code: number;
  output: string;
}
export interface RunOptions {
  cwd?: string;
  env?: Record<string, string | undefined>;
  quiet?: boolean;
}
export declare function run(command: string, args: string[], options?: RunOptions): Promise<RunResult>;
export declare function runOrThrow(command: string, args: string[], options?: RunOptions): Promise<string>;
export interface StartedProcess {
  exited: Promise<number | null>;
  stop(graceMs?: number): Promise<void>;
}
export declare function startProcess(
  name: string,
  command: string,
  args: string[],
  options?: RunOptions & { onLine?: (line: string) => void; silent?: boolean },
): StartedProcess;
export declare function waitForHttp(url: string, options?: { timeoutMs?: number }): Promise<void>;
