/**
 * The parameters an auth redirect brings back (PKCE `code`, or GoTrue's `error`, `error_code`,
 * `error_description`), read from the query and the fragment as supabase-js reads them (the query wins).
 */
export interface CallbackParams {
  code: string | null;
  error: string | null;
  errorCode: string | null;
  errorDescription: string | null;
  /** Ours: which flow sent the person here (`signup`, `email_change`), set in the redirect address. */
  flow: string | null;
  /** GoTrue's note after the first of two email-change confirmations. */
  message: string | null;
}

export function readCallbackParams(href: string): CallbackParams {
  const url = new URL(href);
  const hash = new URLSearchParams(url.hash.replace(/^#/, ''));
  const get = (name: string) => url.searchParams.get(name) ?? hash.get(name);
  return {
    code: get('code'),
    error: get('error'),
    errorCode: get('error_code'),
    errorDescription: get('error_description'),
    flow: get('flow'),
    message: get('message'),
  };
}

/** True when the address carries something supabase-js would act on at start (a code, tokens or an error). */
export function hasAuthCallback(href: string): boolean {
  const url = new URL(href);
  const all = `${url.search}&${url.hash.replace(/^#/, '')}`;
  return /(^|[?&])(code|access_token|error|error_code|error_description)=/.test(all);
}

export type CallbackFailure = 'cancelled' | 'linkExpired' | 'otherBrowser' | 'generic';

/** Which explanation fits what came back (GoTrue's error parameters or supabase-js's start-up error). */
export function classifyCallbackFailure(
  params: CallbackParams,
  initError: { name: string; code?: string } | null,
): CallbackFailure | null {
  const code = params.errorCode ?? initError?.code ?? null;
  if (params.error === 'access_denied' && (code === 'access_denied' || code === null)) return 'cancelled';
  if (code === 'otp_expired' || code === 'flow_state_expired' || code === 'flow_state_not_found')
    return 'linkExpired';
  if (params.error || params.errorCode || params.errorDescription) return 'generic';
  if (initError?.name === 'AuthPKCECodeVerifierMissingError' || code === 'bad_code_verifier')
    return 'otherBrowser';
  return initError ? 'generic' : null;
}
