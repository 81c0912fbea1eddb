import { describe, expect, it } from 'vitest';
import { InvalidConfigError, MissingConfigError, parseRuntimeConfig } from './runtimeConfig.ts';

const complete = {
  SUPABASE_URL: 'http://127.0.0.1:54321',
  SUPABASE_ANON_KEY: 'anon',
  API_BASE_URL: 'http://127.0.0.1:54321/api',
  REMOTES: { portal_sales: 'http://127.0.0.1:5204/mf-manifest.json' },
};

describe('parseRuntimeConfig', () => {
  it('reads a complete configuration', () => {
    expect(parseRuntimeConfig(complete)).toEqual({
      supabaseUrl: 'http://127.0.0.1:54321',
      supabaseAnonKey: 'anon',
      apiBaseUrl: 'http://127.0.0.1:54321/api',
      remotes: { portal_sales: 'http://127.0.0.1:5204/mf-manifest.json' },
    });
  });

  it('accepts the URL of a remote map instead of the map', () => {
    expect(parseRuntimeConfig({ ...complete, REMOTES: '/remotes.json' }).remotes).toBe('/remotes.json');
  });

  for (const name of ['SUPABASE_URL', 'SUPABASE_ANON_KEY', 'API_BASE_URL', 'REMOTES']) {
    it(`names a missing ${name} with the spec's message`, () => {
      const { [name as keyof typeof complete]: _removed, ...rest } = complete;
      expect(() => parseRuntimeConfig(rest)).toThrow(`Missing required environment variable: ${name}`);
      expect(() => parseRuntimeConfig({ ...rest, [name]: '  ' })).toThrow(MissingConfigError);
    });
  }

  it('rejects what is not an object or a remote entry that is not a URL string', () => {
    expect(() => parseRuntimeConfig([])).toThrow(InvalidConfigError);
    expect(() => parseRuntimeConfig({ ...complete, REMOTES: { portal_sales: 5 } })).toThrow(
      InvalidConfigError,
    );
  });
});
