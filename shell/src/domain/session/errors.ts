/**
 * Turns what supabase-js reports into the few situations the screens explain (docs/product.md §8: invalid
 * credentials, weak password, retryable fetch errors, …). Classified by the error's class name, status
 * and GoTrue code, never by its English message.
 */
export type AuthErrorKind =
  | 'invalidCredentials'
  | 'emailNotConfirmed'
  | 'rateLimited'
  | 'network'
  | 'weakPassword'
  | 'samePassword'
  | 'emailExists'
  | 'wrongCurrentPassword'
  | 'mfaFailed'
  | 'mfaExpired'
  | 'reauthenticate'
  | 'sessionMissing'
  | 'unexpected';

export interface AuthErrorLike {
  name?: string;
  status?: number;
  code?: string;
}

const BY_CODE: Record<string, AuthErrorKind> = {
  invalid_credentials: 'invalidCredentials',
  email_not_confirmed: 'emailNotConfirmed',
  over_request_rate_limit: 'rateLimited',
  over_email_send_rate_limit: 'rateLimited',
  over_sms_send_rate_limit: 'rateLimited',
  weak_password: 'weakPassword',
  same_password: 'samePassword',
  email_exists: 'emailExists',
  user_already_exists: 'emailExists',
  current_password_mismatch: 'wrongCurrentPassword',
  mfa_verification_failed: 'mfaFailed',
  mfa_challenge_expired: 'mfaExpired',
  insufficient_aal: 'reauthenticate',
  session_not_found: 'sessionMissing',
  session_expired: 'sessionMissing',
  refresh_token_not_found: 'sessionMissing',
};

export function classifyAuthError(error: AuthErrorLike | null | undefined): AuthErrorKind {
  if (!error) return 'unexpected';
  const byCode = error.code ? BY_CODE[error.code] : undefined;
  if (byCode) return byCode;
  if (error.name === 'AuthWeakPasswordError') return 'weakPassword';
  if (error.name === 'AuthSessionMissingError') return 'sessionMissing';
  // supabase-js: network failures and 5xx answers are AuthRetryableFetchError (status 0 or 5xx).
  if (error.name === 'AuthRetryableFetchError' || error.status === 0) return 'network';
  if (error.status === 429) return 'rateLimited';
  if (error.status !== undefined && error.status >= 500) return 'network';
  return 'unexpected';
}

/** i18n key (namespace 'auth') of the explanation of each kind. */
export function authErrorKey(kind: AuthErrorKind): `errors.${AuthErrorKind}` {
  return `errors.${kind}`;
}
