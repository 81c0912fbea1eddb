/**
 * The server's own error answers (404, 413, 500), each in the shape of the API the request was for:
 * GoTrue's under /auth/v1 (with the version header that makes supabase-js read `code`), PostgREST's
 * elsewhere, so a client never meets a shape it cannot parse.
 */
import type { ServerResponse } from 'node:http';
import { sendJson } from './respond.ts';

const AUTH_PREFIX = '/auth/v1';

function isAuth(path: string): boolean {
  return path === AUTH_PREFIX || path.startsWith(`${AUTH_PREFIX}/`);
}

function send(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  if (res.headersSent) {
    res.destroy(); // too late for a clean answer; a cut connection at least reads as a failure
    return;
  }
  sendJson(res, status, body, headers);
}

function authError(code: string, msg: string) {
  return { code, error_code: code, msg };
}

function postgrestError(code: string, message: string, details: string | null = null) {
  return { code, details, hint: null, message };
}

/** No service under this path: the message Supabase's gateway (Kong) answers with. */
export function sendRouteNotFound(res: ServerResponse): void {
  send(res, 404, { message: 'no Route matched with those values' });
}

export function sendPayloadTooLarge(res: ServerResponse, path: string, limitBytes: number): void {
  // The unread rest of a huge body may still be on the wire: do not reuse this connection.
  const headers = { Connection: 'close' };
  if (isAuth(path)) {
    send(res, 413, authError('request_too_large', `Request body exceeds ${limitBytes} bytes`), {
      ...headers,
      'X-Supabase-Api-Version': '2024-01-01',
    });
  } else {
    send(
      res,
      413,
      postgrestError('PGRST413', 'Payload Too Large', `The request body exceeds ${limitBytes} bytes`),
      headers,
    );
  }
}

export function sendInternalError(res: ServerResponse, path: string): void {
  if (isAuth(path)) {
    send(
      res,
      500,
      authError('unexpected_failure', 'Unexpected failure, please check server logs for more information'),
      { 'X-Supabase-Api-Version': '2024-01-01' },
    );
  } else {
    send(res, 500, postgrestError('XX000', 'Internal server error'));
  }
}

export function sendBadRequest(res: ServerResponse, message: string): void {
  send(res, 400, postgrestError('PGRST100', message));
}
