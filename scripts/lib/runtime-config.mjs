/**
 * The shell's runtime configuration (served as /runtime-config.json, no-cache) built from environment
 * variables, so the same production build can point at the local stack or at a hosted Supabase project.
 * Variables that are not set are left out on purpose: the shell then names the missing one on screen
 * ('Missing required environment variable: {name}', docs/product.md §5).
 */
export const RUNTIME_CONFIG_KEYS = ['SUPABASE_URL', 'SUPABASE_ANON_KEY', 'API_BASE_URL', 'REMOTES'];

/**
 * @param {Record<string, string | undefined>} env
 * @returns {Record<string, unknown>}
 */
export function runtimeConfigFromEnv(env) {
  const config = {};
  for (const key of RUNTIME_CONFIG_KEYS) {
    const value = env[key];
    if (value === undefined || value === '') continue;
    // REMOTES may be a URL of a remote map or the map itself as JSON.
    config[key] = key === 'REMOTES' && value.trim().startsWith('{') ? JSON.parse(value) : value;
  }
  return config;
}
