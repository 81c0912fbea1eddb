import type { IncomingMessage, ServerResponse } from 'node:http';
import { PayloadTooLargeError } from '../http/body.ts';
import { verifyToken } from '../http/identity.ts';
import type { Service, StackContext } from '../http/types.ts';
import { type AuthDeps, AuthRequest } from './context.ts';
import { AuthError } from './errors.ts';
import * as admin from './handlers/admin.ts';
import * as oauth from './handlers/authorize.ts';
import * as links from './handlers/email-links.ts';
import * as mfa from './handlers/factors.ts';
import * as meta from './handlers/settings.ts';
import { signup } from './handlers/signup.ts';
import { token } from './handlers/token.ts';
import * as user from './handlers/user.ts';
import * as verify from './handlers/verify.ts';
import { send, sendAuthError } from './http.ts';
import { type AuthOverrides, resolveAuthOptions } from './options.ts';
import { sharedPasswordHasher } from './passwords.ts';
import { RateLimiter } from './rate-limit.ts';

type Handler = (r: AuthRequest) => Promise<void>;

interface Route {
  method: string;
  path: RegExp;
  handler: Handler;
  /** Reachable without an apikey, like the routes Kong leaves open on a hosted project (links, OAuth). */
  open?: boolean;
}

const ID = '([^/]+)';
const route = (method: string, path: string, handler: Handler, open = false): Route => ({
  method,
  path: new RegExp(`^${path}/?$`),
  handler,
  open,
});

const ROUTES: Route[] = [
  route('POST', '/signup', signup),
  route('POST', '/token', token),
  route('POST', '/logout', user.logout),
  route('GET', '/user', user.getUser),
  route('PUT', '/user', user.updateUser),
  route('GET', '/reauthenticate', user.reauthenticate),
  route('POST', '/recover', links.recover),
  route('POST', '/otp', links.otp),
  route('POST', '/magiclink', links.otp),
  route('POST', '/resend', links.resend),
  route('GET', '/verify', verify.verifyGet, true),
  route('POST', '/verify', verify.verifyPost),
  route('GET', '/settings', meta.settings),
  route('GET', '/health', meta.health, true),
  route('GET', '/\\.well-known/jwks\\.json', meta.jwks, true),
  route('POST', '/sso', meta.sso),
  route('GET', '/authorize', oauth.authorize, true),
  route('GET', '/standin/google', oauth.standinPage, true),
  route('POST', '/standin/google', oauth.standinSubmit, true),
  route('GET', '/user/identities/authorize', oauth.linkIdentityAuthorize),
  route('DELETE', `/user/identities/${ID}`, oauth.unlinkIdentity),
  route('POST', '/factors', mfa.enrollFactor),
  route('POST', `/factors/${ID}/challenge`, mfa.challengeFactor),
  route('POST', `/factors/${ID}/verify`, mfa.verifyFactor),
  route('DELETE', `/factors/${ID}`, mfa.unenrollFactor),
  route('GET', '/admin/users', admin.listUsers),
  route('POST', '/admin/users', admin.createUser),
  route('GET', `/admin/users/${ID}/factors`, admin.listFactors),
  route('DELETE', `/admin/users/${ID}/factors/${ID}`, admin.deleteFactorById),
  route('GET', `/admin/users/${ID}`, admin.getUserById),
  route('PUT', `/admin/users/${ID}`, admin.updateUserById),
  route('DELETE', `/admin/users/${ID}`, admin.deleteUser),
  route('POST', '/admin/generate_link', admin.generateLink),
  route('POST', '/invite', admin.invite),
];

/**
 * Kong's key-auth in front of GoTrue on a hosted project: an `apikey` header (or query parameter) holding
 * the anon or service key. Answers in Kong's shape, not GoTrue's.
 */
async function checkApiKey(
  req: IncomingMessage,
  url: URL,
  deps: AuthDeps,
  res: ServerResponse,
): Promise<boolean> {
  const header = req.headers.apikey;
  const key = (typeof header === 'string' ? header : undefined) ?? url.searchParams.get('apikey') ?? '';
  if (!key) {
    send(res, 401, {
      message: 'No API key found in request',
      hint: 'No `apikey` request header or url param was found.',
    });
    return false;
  }
  if (key === deps.config.anonKey || key === deps.config.serviceRoleKey) return true;
  if ((await verifyToken(key, deps.config)).ok) return true;
  send(res, 401, {
    message: 'Invalid API key',
    hint: 'Double check your Supabase `anon` or `service_role` API key.',
  });
  return false;
}

/** The GoTrue-compatible `/auth/v1` (supabase/auth) of the local stack. */
export function createAuthService(ctx: StackContext, overrides: AuthOverrides = {}): Service {
  const opts = resolveAuthOptions(ctx.config, overrides);
  const limiter = new RateLimiter(() => opts.rateLimits.enabled);
  const passwords = sharedPasswordHasher();
  const deps: AuthDeps = { ...ctx, opts, limiter, passwords };

  return {
    prefix: '/auth/v1',
    async handle(req, res, url, subpath) {
      try {
        const method = (req.method ?? 'GET').toUpperCase();
        const path = subpath || '/';
        const candidates = ROUTES.filter((r) => r.path.test(path));
        // No HEAD → GET mapping: a link checker's HEAD must not consume a one-time email link.
        const match = candidates.find((r) => r.method === method);
        if (!match) {
          if (candidates.length) {
            return send(res, 405, {
              code: 'method_not_allowed',
              error_code: 'method_not_allowed',
              msg: 'Method Not Allowed',
              message: 'Method Not Allowed',
            });
          }
          return send(res, 404, {
            code: 'not_found',
            error_code: 'not_found',
            msg: 'Not Found',
            message: 'Not Found',
          });
        }
        if (!match.open && !(await checkApiKey(req, url, deps, res))) return;
        const params = (match.path.exec(path) ?? []).slice(1).map((p) => decodeURIComponent(p));
        await match.handler(new AuthRequest(deps, req, res, url, params));
      } catch (e) {
        if (e instanceof PayloadTooLargeError) throw e; // the server answers 413 in GoTrue's shape
        if (res.headersSent) {
          res.destroy();
          return;
        }
        if (!(e instanceof AuthError) && isMalformedUri(e)) {
          return sendAuthError(res, new AuthError(400, 'validation_failed', 'Malformed URL'));
        }
        sendAuthError(res, e);
      }
    },
  };
}

function isMalformedUri(e: unknown) {
  return e instanceof URIError;
}
