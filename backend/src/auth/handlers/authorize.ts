import { createHash } from 'node:crypto';
import type { Tx } from '../../db/port.ts';
import { isLocalClient } from '../../http/client-address.ts';
import { type AuthRequest, requireUser } from '../context.ts';
import { uuid } from '../crypto.ts';
import { AuthError, badRequest, notFound, unprocessable } from '../errors.ts';
import { createFlowState, parsePkce } from '../flow-state.ts';
import {
  type Lang,
  renderStandinError,
  renderStandinPage,
  type StandinAccount,
} from '../google-standin-page.ts';
import { redirect, send, sendHtml, str } from '../http.ts';
import { signInternal, verifyInternal } from '../jwt.ts';
import { OAUTH_PROVIDERS } from '../providers.ts';
import { resolveRedirect, withUrlParts } from '../redirect.ts';
import {
  type IssuedSession,
  implicitFragment,
  sortedQuery,
  startSession,
  tokenResponse,
} from '../sessions.ts';
import {
  findUserByEmail,
  findUserById,
  insertIdentity,
  insertUser,
  isValidEmail,
  refreshProviders,
} from '../users.ts';

const KNOWN_PROVIDERS = new Set<string>(OAUTH_PROVIDERS);

/** The seeded demo accounts offered first on the chooser (shown only if they exist in this database). */
const DEMO_EMAILS = ['admin@demo.qa', 'sara@demo.qa', 'omar@demo.qa'];
const STATE_TTL_SECONDS = 600;
const STANDIN_PATH = '/standin/google';

function requireGoogle(r: AuthRequest, provider: string) {
  if (provider === 'google') {
    requireDemoDoor(r);
    return;
  }
  if (!provider) throw badRequest('validation_failed', 'Unsupported provider: missing provider');
  if (KNOWN_PROVIDERS.has(provider))
    throw badRequest('validation_failed', 'Unsupported provider: provider is not enabled');
  throw badRequest('validation_failed', `Unsupported provider: Provider ${provider} could not be found`);
}

function langOf(r: AuthRequest, explicit: string): Lang {
  if (explicit === 'ar' || explicit === 'en') return explicit;
  return /^\s*ar\b/i.test(String(r.req.headers['accept-language'] ?? '')) ? 'ar' : 'en';
}

async function buildAuthorizeUrl(r: AuthRequest, linkingTargetId: string | null): Promise<string> {
  const { deps } = r;
  const redirectTo = resolveRedirect(deps.config, r.query('redirect_to'), r.req);
  const pkce = parsePkce(r.query('code_challenge'), r.query('code_challenge_method'));
  let flowStateId: string | null = null;
  if (pkce) {
    const flow = await deps.db.transaction((tx) =>
      createFlowState(tx, { userId: null, providerType: 'google', authMethod: 'oauth', pkce }),
    );
    flowStateId = flow.id;
  }
  const state = await signInternal(
    deps.config,
    {
      provider: 'google',
      referrer: redirectTo,
      flow_state_id: flowStateId,
      linking_target_id: linkingTargetId,
      site_url: deps.config.siteUrl,
    },
    STATE_TTL_SECONDS,
  );
  const params = new URLSearchParams({ state });
  for (const passThrough of ['hl', 'login_hint']) {
    const v = r.query(passThrough);
    if (v) params.set(passThrough, v);
  }
  return `${deps.config.publicUrl.replace(/\/+$/, '')}/auth/v1${STANDIN_PATH}?${params}`;
}

/** GET /authorize?provider=google — 302 to the stand-in chooser (or `{url}` with skip_http_redirect). */
export async function authorize(r: AuthRequest) {
  requireGoogle(r, r.query('provider'));
  const url = await buildAuthorizeUrl(r, null);
  if (r.query('skip_http_redirect') === 'true') return send(r.res, 200, { url });
  redirect(r.res, 302, url);
}

/** GET /user/identities/authorize?provider=google — linkIdentity (needs manual linking enabled). */
export async function linkIdentityAuthorize(r: AuthRequest) {
  const { user } = await requireUser(r);
  if (!r.deps.opts.manualLinking) throw notFound('manual_linking_disabled', 'Manual linking is disabled');
  requireGoogle(r, r.query('provider'));
  const url = await buildAuthorizeUrl(r, user.id);
  if (r.query('skip_http_redirect') === 'true') return send(r.res, 200, { url });
  redirect(r.res, 302, url);
}

/** DELETE /user/identities/:identity_id — unlinkIdentity. */
export async function unlinkIdentity(r: AuthRequest) {
  const { user } = await requireUser(r);
  if (!r.deps.opts.manualLinking) throw notFound('manual_linking_disabled', 'Manual linking is disabled');
  const identityId = r.params[0] ?? '';
  const identity = user.identities.find((i) => i.identity_id === identityId);
  if (!identity) throw unprocessable('identity_not_found', "Identity doesn't exist");
  if (user.identities.length <= 1) {
    throw unprocessable(
      'single_identity_not_deletable',
      'User must have at least 1 identity after unlinking',
    );
  }
  await r.deps.db.transaction(async (tx) => {
    await tx.query('delete from auth.identities where id = $1::uuid', [identityId]);
    await refreshProviders(tx, user.id);
    const { rows } = await tx.query<{ provider: string }>(
      `select coalesce(raw_app_meta_data -> 'providers' ->> 0, '') as provider from auth.users where id = $1::uuid`,
      [user.id],
    );
    if (identity.provider === user.app_metadata.provider && rows[0]?.provider) {
      await tx.query(
        `update auth.users set raw_app_meta_data = raw_app_meta_data || jsonb_build_object('provider', $2::text)
         where id = $1::uuid`,
        [user.id, rows[0].provider],
      );
    }
  });
  send(r.res, 200, {});
}

interface StandinState {
  referrer: string;
  flowStateId: string | null;
  linkingTargetId: string | null;
}

async function readState(r: AuthRequest, token: string): Promise<StandinState | null> {
  const payload = token ? await verifyInternal(r.deps.config, token) : null;
  if (payload?.provider !== 'google' || typeof payload.referrer !== 'string') return null;
  return {
    referrer: payload.referrer,
    flowStateId: typeof payload.flow_state_id === 'string' ? payload.flow_state_id : null,
    linkingTargetId: typeof payload.linking_target_id === 'string' ? payload.linking_target_id : null,
  };
}

const EXPIRED = {
  en: 'This sign-in request is invalid or has expired. Go back to the portal and start the Google sign-in again.',
  ar: 'طلب تسجيل الدخول هذا غير صالح أو انتهت صلاحيته. عُد إلى البوابة وابدأ تسجيل الدخول باستخدام Google من جديد.',
};

async function chooserAccounts(r: AuthRequest): Promise<StandinAccount[]> {
  const { rows } = await r.deps.db.query<{ email: string; name: string | null }>(
    `select email, coalesce(raw_user_meta_data ->> 'full_name', raw_user_meta_data ->> 'name') as name
     from auth.users where lower(email) = any($1::text[]) and deleted_at is null
     union all
     select * from (select i.email, coalesce(i.identity_data ->> 'full_name', i.identity_data ->> 'name') as name
       from auth.identities i where i.provider = 'google' and i.email is not null and not (i.email = any($1::text[]))
       order by i.last_sign_in_at desc nulls last limit 10) recent`,
    [DEMO_EMAILS],
  );
  const order = (email: string) => {
    const i = DEMO_EMAILS.indexOf(email.toLowerCase());
    return i < 0 ? DEMO_EMAILS.length : i;
  };
  return rows
    .map((row) => ({ email: row.email, name: row.name ?? '' }))
    .sort((a, b) => order(a.email) - order(b.email));
}

async function renderChooser(
  r: AuthRequest,
  status: number,
  state: string,
  lang: Lang,
  typed?: { name: string; email: string; error?: 'name' | 'email' },
) {
  const other: Lang = lang === 'ar' ? 'en' : 'ar';
  const switchParams = new URLSearchParams({ state, hl: other });
  sendHtml(
    r.res,
    status,
    renderStandinPage({
      lang,
      state,
      appHost: hostOf(r.deps.config.siteUrl),
      accounts: await chooserAccounts(r),
      ...(typed ? { typed } : {}),
      actionUrl: r.url.pathname,
      switchLangUrl: `${r.url.pathname}?${switchParams}`,
    }),
  );
}

function hostOf(url: string) {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/**
 * The stand-in signs anyone in as any address: it exists only in demo mode and only for this machine.
 * Elsewhere Google is simply not enabled, as on a hosted project without the provider configured.
 */
function requireDemoDoor(r: AuthRequest) {
  if (!r.deps.config.demoDoors || !isLocalClient(r.req, r.deps.config)) {
    throw badRequest('validation_failed', 'Unsupported provider: provider is not enabled');
  }
}

/** GET /standin/google?state=… — the account chooser. */
export async function standinPage(r: AuthRequest) {
  requireDemoDoor(r);
  const token = r.query('state');
  const lang = langOf(r, r.query('hl'));
  if (!(await readState(r, token))) return sendHtml(r.res, 400, renderStandinError(lang, EXPIRED));
  await renderChooser(r, 200, token, lang);
}

/** A stable Google-like numeric subject for an address, so the same person maps to the same identity. */
function googleSubject(email: string): string {
  const digest = createHash('sha256').update(`google:${email}`).digest();
  let s = '1';
  for (let i = 0; s.length < 21; i++) s += String((digest[i % digest.length] ?? 0) % 10);
  return s;
}

/** GoTrue's behaviour after a provider callback: find, link or create the user of the Google identity. */
async function signInWithGoogle(
  tx: Tx,
  email: string,
  name: string,
  linkingTargetId: string | null,
): Promise<string> {
  const sub = googleSubject(email);
  const identityData = {
    iss: 'https://accounts.google.com',
    sub,
    name,
    email,
    full_name: name,
    provider_id: sub,
    email_verified: true,
    phone_verified: false,
  };
  const { rows } = await tx.query<{ user_id: string }>(
    "select user_id::text as user_id from auth.identities where provider = 'google' and provider_id = $1",
    [sub],
  );
  const existingIdentity = rows[0];
  if (linkingTargetId) {
    if (existingIdentity && existingIdentity.user_id !== linkingTargetId) {
      throw unprocessable('identity_already_exists', 'Identity is already linked to another user');
    }
    if (!existingIdentity) {
      await insertIdentity(tx, linkingTargetId, 'google', sub, identityData);
      await refreshProviders(tx, linkingTargetId);
    }
    return linkingTargetId;
  }
  if (existingIdentity) {
    await tx.query(
      `update auth.identities set identity_data = $2::jsonb, last_sign_in_at = now(), updated_at = now()
       where provider = 'google' and provider_id = $1`,
      [sub, JSON.stringify(identityData)],
    );
    return existingIdentity.user_id;
  }
  const user = await findUserByEmail(tx, email);
  if (user) {
    // Automatic linking by verified email. An unconfirmed account loses its (unproven) password first, so
    // whoever registered the address without owning it cannot sign in to the Google user's account.
    if (!user.email_confirmed_at) {
      await tx.query("update auth.users set encrypted_password = '' where id = $1::uuid", [user.id]);
      await tx.query(
        `update auth.users set email_confirmed_at = now(), confirmation_token = '',
           raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || '{"email_verified": true}'::jsonb
         where id = $1::uuid`,
        [user.id],
      );
    }
    await insertIdentity(tx, user.id, 'google', sub, identityData);
    await refreshProviders(tx, user.id);
    return user.id;
  }
  const id = uuid();
  await insertUser(tx, {
    id,
    email,
    encryptedPassword: '',
    appMetadata: { provider: 'google', providers: ['google'] },
    userMetadata: identityData,
    emailConfirmed: true,
  });
  await insertIdentity(tx, id, 'google', sub, identityData);
  return id;
}

/** GoTrue's redirectErrors: the error in the query and in the fragment, 302. */
function oauthErrorUrl(referrer: string, params: Record<string, string>): string {
  return withUrlParts(referrer, params, sortedQuery({ ...params, sb: '' }));
}

/** POST /standin/google — the chooser's forms: pick, type, or cancel; then back to the app like GoTrue. */
export async function standinSubmit(r: AuthRequest) {
  requireDemoDoor(r);
  const { deps } = r;
  const body = await r.body();
  const token = str(body, 'state');
  const lang = langOf(r, str(body, 'hl'));
  const state = await readState(r, token);
  if (!state) return sendHtml(r.res, 400, renderStandinError(lang, EXPIRED));
  const action = str(body, 'action');
  if (action === 'cancel') {
    return redirect(
      r.res,
      302,
      oauthErrorUrl(state.referrer, {
        error: 'access_denied',
        error_code: 'access_denied',
        error_description: 'The user cancelled the Google sign-in',
      }),
    );
  }
  const email = str(body, 'email').trim().toLowerCase();
  const name = str(body, 'name').trim().replace(/\s+/g, ' ');
  if (action === 'typed' && (!name || name.length > 100)) {
    return renderChooser(r, 400, token, lang, { name, email, error: 'name' });
  }
  if (!isValidEmail(email)) return renderChooser(r, 400, token, lang, { name, email, error: 'email' });

  let outcome: { kind: 'code'; location: string } | { kind: 'session'; issued: IssuedSession };
  try {
    outcome = await deps.db.transaction(async (tx) => {
      let displayName = name;
      if (!displayName) {
        const known = await findUserByEmail(tx, email);
        displayName = String(
          known?.user_metadata.full_name ?? known?.user_metadata.name ?? email.split('@')[0],
        );
      }
      const userId = await signInWithGoogle(tx, email, displayName, state.linkingTargetId);
      const user = await findUserById(tx, userId);
      if (!user) throw notFound('user_not_found', 'User not found');
      if (user.banned) throw new AuthError(403, 'user_banned', 'User is banned');
      if (state.flowStateId) {
        const { rows } = await tx.query<{ auth_code: string }>(
          `update auth.flow_state set user_id = $2::uuid, auth_code_issued_at = now(), updated_at = now()
           where id = $1::uuid returning auth_code`,
          [state.flowStateId, userId],
        );
        const code = rows[0]?.auth_code;
        if (!code) throw notFound('flow_state_not_found', 'invalid flow state, no valid flow state found');
        return { kind: 'code' as const, location: withUrlParts(state.referrer, { code }, null) };
      }
      return {
        kind: 'session' as const,
        issued: await startSession(tx, userId, 'oauth', r.client, 'google'),
      };
    });
  } catch (e) {
    if (!(e instanceof AuthError)) throw e;
    return redirect(
      r.res,
      302,
      oauthErrorUrl(state.referrer, {
        error: e.status === 403 ? 'access_denied' : 'server_error',
        error_code: e.code,
        error_description: e.message,
      }),
    );
  }
  if (outcome.kind === 'code') return redirect(r.res, 302, outcome.location);
  const response = await tokenResponse(deps.config, outcome.issued);
  redirect(r.res, 302, `${state.referrer}#${implicitFragment(response, {})}`);
}
