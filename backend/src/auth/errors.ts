/**
 * GoTrue's error model: an HTTP status, a machine code (`internal/api/apierrors/errorcode.go`) and a human
 * message. Serialised by `sendAuthError` as `{code, error_code, msg, message}` so that supabase-js reads the
 * code whether or not the `X-Supabase-Api-Version` response header is visible to it.
 */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Extra top-level body fields, e.g. `weak_password: {reasons, message}`. */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'AuthError';
  }
}

export const badRequest = (code: string, message: string) => new AuthError(400, code, message);
export const unauthorized = (code: string, message: string) => new AuthError(401, code, message);
export const forbidden = (code: string, message: string) => new AuthError(403, code, message);
export const notFound = (code: string, message: string) => new AuthError(404, code, message);
export const unprocessable = (code: string, message: string) => new AuthError(422, code, message);
export const tooManyRequests = (code: string, message: string) => new AuthError(429, code, message);

export const validationFailed = (message: string) => badRequest('validation_failed', message);

export const invalidCredentials = () => badRequest('invalid_credentials', 'Invalid login credentials');

/** 500 is what GoTrue answers for database failures; supabase-js turns it into AuthRetryableFetchError. */
export const unexpectedFailure = (
  message = 'Unexpected failure, please check server logs for more information',
) => new AuthError(500, 'unexpected_failure', message);

export interface WeakPasswordDetails {
  reasons: string[];
  message: string;
}

export function weakPassword(details: WeakPasswordDetails): AuthError {
  return new AuthError(422, 'weak_password', details.message, { weak_password: details });
}
