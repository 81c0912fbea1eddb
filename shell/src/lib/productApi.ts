/**
 * Calls the product's own API (`API_BASE_URL`, docs/product.md §7) as the signed-in user: the anon key
 * and the session's access token, as supabase-js sends them, so the API runs the call under the same
 * row-level security. Every error answer becomes a ProductApiError carrying the API's `code`, which the
 * features turn into their own translated messages.
 */
import { getRuntimeConfig } from './config/runtimeConfig.ts';
import { getSupabase } from './supabase.ts';

export class ProductApiError extends Error {
  constructor(
    readonly status: number,
    /** The API's code (`forbidden`, `rate_limited`, `validation_failed`…), or `network` when unreachable. */
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ProductApiError';
  }
}

export interface ProductApiRequest {
  method?: 'GET' | 'POST';
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  signal?: AbortSignal;
  /**
   * A public endpoint (the sample report): sent with the anon key only, never the session, so a
   * public page does not download supabase-js (about 47 KB gzip) to read one (docs/performance.md).
   */
  anonymous?: boolean;
}

export async function callProductApi<T>(path: string, request: ProductApiRequest = {}): Promise<T> {
  const { apiBaseUrl, supabaseAnonKey } = getRuntimeConfig();
  const headers: Record<string, string> = { apikey: supabaseAnonKey };
  if (!request.anonymous) {
    const supabase = await getSupabase();
    const { data } = await supabase.auth.getSession();
    if (data.session) headers.Authorization = `Bearer ${data.session.access_token}`;
  }
  if (request.body !== undefined) headers['Content-Type'] = 'application/json';
  const url = new URL(`${apiBaseUrl.replace(/\/+$/, '')}${path}`);
  for (const [key, value] of Object.entries(request.query ?? {})) {
    if (value !== undefined && value !== '') url.searchParams.set(key, String(value));
  }
  let res: Response;
  try {
    res = await fetch(url, {
      method: request.method ?? (request.body === undefined ? 'GET' : 'POST'),
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: request.signal,
    });
  } catch (e) {
    if ((e as Error).name === 'AbortError') throw e;
    throw new ProductApiError(0, 'network', (e as Error).message);
  }
  const text = await res.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: reported below by status
  }
  if (!res.ok) {
    const body = (json ?? {}) as { code?: string; message?: string; details?: unknown };
    throw new ProductApiError(
      res.status,
      body.code ?? 'http_error',
      body.message ?? res.statusText,
      body.details,
    );
  }
  return json as T;
}
