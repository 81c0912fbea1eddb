export declare const RUNTIME_CONFIG_KEYS: readonly string[];
export declare function runtimeConfigFromEnv(
  env: Record<string, string | undefined>,
): Record<string, unknown>;
