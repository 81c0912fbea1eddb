import type { AuthRequest } from '../context.ts';
import { notFound } from '../errors.ts';
import { send } from '../http.ts';
import { ENABLED_OAUTH_PROVIDER, OAUTH_PROVIDERS } from '../providers.ts';

const EXTERNAL_PROVIDERS = ['anonymous_users', ...OAUTH_PROVIDERS, 'email', 'phone'];

/** GET /settings — what is enabled, in GoTrue's shape. */
export async function settings(r: AuthRequest) {
  const enabled = new Set([ENABLED_OAUTH_PROVIDER, 'email']);
  send(r.res, 200, {
    external: Object.fromEntries(EXTERNAL_PROVIDERS.map((p) => [p, enabled.has(p)])),
    disable_signup: r.deps.opts.disableSignup,
    mailer_autoconfirm: r.deps.config.autoConfirm,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  });
}

/** GET /health */
export async function health(r: AuthRequest) {
  send(r.res, 200, {
    version: 'local',
    name: 'GoTrue',
    description: 'GoTrue is a user registration and authentication API',
  });
}

/** GET /.well-known/jwks.json — tokens are HS256, so there is no public key to publish. */
export async function jwks(r: AuthRequest) {
  send(r.res, 200, { keys: [] });
}

/** POST /sso — SAML is not configured locally. */
export async function sso(_r: AuthRequest) {
  throw notFound('saml_provider_disabled', 'SAML 2.0 is disabled');
}
