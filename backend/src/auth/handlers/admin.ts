import type { Tx } from '../../db/port.ts';
import { type AuthRequest, requireAdmin } from '../context.ts';
import { uuid } from '../crypto.ts';
import { badRequest, notFound, unprocessable, validationFailed } from '../errors.ts';
import { bool, optionalObject, send, str } from '../http.ts';
import { type EmailKind, issueEmailToken } from '../mailer.ts';
import { resolveRedirect } from '../redirect.ts';
import {
  confirmEmail,
  findUserByEmail,
  findUserById,
  insertEmailUser,
  insertIdentity,
  insertUser,
  iso,
  listUsers as listUserRows,
  mergeMetadata,
  setAppMetadata,
  setPassword,
  setUserMetadata,
  type UserRow,
  UUID_RE,
  userJson,
} from '../users.ts';
import { deleteFactor } from './factors.ts';
import { requireAcceptablePassword, requireValidEmail } from './signup.ts';

const emailExists = () =>
  unprocessable('email_exists', 'A user with this email address has already been registered');
const userNotFound = () => notFound('user_not_found', 'User not found');

/** About Go's largest time.Duration (292 years). */
const MAX_BAN_SECONDS = 292 * 365 * 24 * 3600;

/** Go's time.ParseDuration for ban_duration ("24h", "1h30m", "100ms"); 'none' lifts a ban. */
export function parseBanDuration(raw: string): number | null {
  if (raw === 'none') return null;
  const unit: Record<string, number> = { ns: 1e-9, us: 1e-6, µs: 1e-6, ms: 1e-3, s: 1, m: 60, h: 3600 };
  const re = /(\d+(?:\.\d+)?)(ns|us|µs|ms|s|m|h)/gy;
  let total = 0;
  let matched = 0;
  for (let m = re.exec(raw); m; m = re.exec(raw)) {
    total += Number(m[1]) * (unit[m[2] as string] ?? 0);
    matched = re.lastIndex;
  }
  if (!raw || matched !== raw.length || total > MAX_BAN_SECONDS)
    throw badRequest('validation_failed', `invalid format for ban duration: time: invalid duration "${raw}"`);
  return total;
}

function isBcryptHash(h: string) {
  return /^\$2[aby]\$\d\d\$[./A-Za-z0-9]{53}$/.test(h);
}

async function loadUser(tx: Tx, id: string): Promise<UserRow> {
  const user = UUID_RE.test(id) ? await findUserById(tx, id) : null;
  if (!user) throw userNotFound();
  return user;
}

/** GET /admin/users?page=&per_page=&filter= — with `X-Total-Count` and `Link`, as GoTrue paginates. */
export async function listUsers(r: AuthRequest) {
  await requireAdmin(r);
  const page = Math.min(1_000_000, Math.max(1, Number.parseInt(r.query('page') || '1', 10) || 1));
  const perPage = Math.min(1000, Math.max(1, Number.parseInt(r.query('per_page') || '50', 10) || 50));
  const { users, total } = await r.deps.db.transaction((tx) =>
    listUserRows(tx, { limit: perPage, offset: (page - 1) * perPage, filter: r.query('filter').trim() }),
  );
  const headers: Record<string, string> = { 'X-Total-Count': String(total) };
  if (total > 0) {
    const lastPage = Math.ceil(total / perPage);
    const base = `${r.deps.config.publicUrl.replace(/\/+$/, '')}/auth/v1/admin/users`;
    const link = (p: number, rel: string) => `<${base}?page=${p}&per_page=${perPage}>; rel="${rel}"`;
    const links = page < lastPage ? [link(page + 1, 'next')] : [];
    links.push(link(lastPage, 'last'));
    headers.Link = links.join(', ');
  }
  send(r.res, 200, { users: users.map(userJson), aud: 'authenticated' }, headers);
}

/** GET /admin/users/:id */
export async function getUserById(r: AuthRequest) {
  await requireAdmin(r);
  const user = await r.deps.db.transaction((tx) => loadUser(tx, r.params[0] ?? ''));
  send(r.res, 200, userJson(user));
}

/** POST /admin/users — never sends an email; `email_confirm` confirms at once. */
export async function createUser(r: AuthRequest) {
  const { deps } = r;
  await requireAdmin(r);
  const body = await r.body();
  const rawEmail = str(body, 'email');
  const phone = str(body, 'phone').trim();
  const password = str(body, 'password');
  const passwordHash = str(body, 'password_hash');
  const id = str(body, 'id');
  const userMetadata = optionalObject(body, 'user_metadata') ?? {};
  const appMetadata = optionalObject(body, 'app_metadata');
  const emailConfirm = bool(body, 'email_confirm');
  const role = str(body, 'role');
  const ban = str(body, 'ban_duration');
  if (!rawEmail && !phone)
    throw unprocessable('validation_failed', 'Cannot create a user without either an email or phone');
  const email = rawEmail ? requireValidEmail(rawEmail) : '';
  if (id && !UUID_RE.test(id)) throw badRequest('validation_failed', 'ID must conform to the uuid v4 format');
  if (password && passwordHash)
    throw badRequest('validation_failed', 'Only a password or a password hash should be provided');
  if (passwordHash && !isBcryptHash(passwordHash))
    throw badRequest('validation_failed', 'Invalid password hash format');
  if (password) requireAcceptablePassword(password);
  const bannedFor = ban ? parseBanDuration(ban) : null;
  const encrypted = password ? await deps.passwords.hash(password) : passwordHash;

  const user = await deps.db.transaction(async (tx) => {
    if (email && (await findUserByEmail(tx, email))) throw emailExists();
    if (phone) {
      const { rows } = await tx.query('select 1 from auth.users where phone = $1', [phone]);
      if (rows.length)
        throw unprocessable('phone_exists', 'A user with this phone number has already been registered');
    }
    const userId = id || uuid();
    if (id && (await findUserById(tx, id)))
      throw unprocessable('user_already_exists', 'User already registered');
    const provider = email ? 'email' : 'phone';
    const identityData = {
      sub: userId,
      ...(email ? { email } : { phone }),
      email_verified: email ? emailConfirm : false,
      phone_verified: false,
    };
    await insertUser(tx, {
      id: userId,
      email,
      phone: phone || null,
      encryptedPassword: encrypted,
      appMetadata: mergeMetadata({ provider, providers: [provider] }, appMetadata ?? {}),
      userMetadata: { ...userMetadata, ...identityData },
      emailConfirmed: emailConfirm && !!email,
      role: role || 'authenticated',
      bannedUntilSeconds: bannedFor,
    });
    if (email && emailConfirm) await confirmEmail(tx, userId);
    if (phone && bool(body, 'phone_confirm')) {
      await tx.query('update auth.users set phone_confirmed_at = now() where id = $1::uuid', [userId]);
    }
    await insertIdentity(tx, userId, provider, userId, identityData);
    return (await findUserById(tx, userId)) as UserRow;
  });
  send(r.res, 200, userJson(user));
}

/** PUT /admin/users/:id */
export async function updateUserById(r: AuthRequest) {
  const { deps } = r;
  await requireAdmin(r);
  const body = await r.body();
  const rawEmail = str(body, 'email');
  const password = str(body, 'password');
  const passwordHash = str(body, 'password_hash');
  const userMetadata = optionalObject(body, 'user_metadata');
  const appMetadata = optionalObject(body, 'app_metadata');
  const role = str(body, 'role');
  const ban = str(body, 'ban_duration');
  const email = rawEmail ? requireValidEmail(rawEmail) : '';
  if (password) requireAcceptablePassword(password);
  if (passwordHash && !isBcryptHash(passwordHash))
    throw badRequest('validation_failed', 'Invalid password hash format');
  const bannedFor = ban ? parseBanDuration(ban) : undefined;
  const encrypted = password ? await deps.passwords.hash(password) : passwordHash;

  const user = await deps.db.transaction(async (tx) => {
    const current = await loadUser(tx, r.params[0] ?? '');
    if (email && email !== current.email) {
      const taken = await findUserByEmail(tx, email);
      if (taken && taken.id !== current.id) throw emailExists();
      await tx.query('update auth.users set email = $2, updated_at = now() where id = $1::uuid', [
        current.id,
        email,
      ]);
      await tx.query(
        `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text), updated_at = now()
         where user_id = $1::uuid and provider = 'email'`,
        [current.id, email],
      );
    }
    if (encrypted) {
      await setPassword(tx, current.id, encrypted);
      await tx.query('delete from auth.sessions where user_id = $1::uuid', [current.id]);
    }
    if (body.email_confirm === true) await confirmEmail(tx, current.id);
    if (body.phone_confirm === true) {
      await tx.query(
        'update auth.users set phone_confirmed_at = coalesce(phone_confirmed_at, now()) where id = $1::uuid',
        [current.id],
      );
    }
    if (userMetadata)
      await setUserMetadata(tx, current.id, mergeMetadata(current.user_metadata, userMetadata));
    if (appMetadata) await setAppMetadata(tx, current.id, mergeMetadata(current.app_metadata, appMetadata));
    if (role)
      await tx.query('update auth.users set role = $2, updated_at = now() where id = $1::uuid', [
        current.id,
        role,
      ]);
    if (bannedFor !== undefined) {
      await tx.query(
        `update auth.users set banned_until = case when $2::float8 is null then null
           else now() + make_interval(secs => $2::float8) end, updated_at = now() where id = $1::uuid`,
        [current.id, bannedFor],
      );
      if (bannedFor !== null)
        await tx.query('delete from auth.sessions where user_id = $1::uuid', [current.id]);
    }
    return (await findUserById(tx, current.id)) as UserRow;
  });
  send(r.res, 200, userJson(user));
}

/** DELETE /admin/users/:id — `should_soft_delete` keeps an anonymised row, as GoTrue's SoftDeleteUser. */
export async function deleteUser(r: AuthRequest) {
  await requireAdmin(r);
  const body = await r.body();
  const soft = bool(body, 'should_soft_delete');
  await r.deps.db.transaction(async (tx) => {
    const user = await loadUser(tx, r.params[0] ?? '');
    if (!soft) {
      await tx.query('delete from auth.users where id = $1::uuid', [user.id]);
      return;
    }
    await tx.query('delete from auth.sessions where user_id = $1::uuid', [user.id]);
    await tx.query('delete from auth.mfa_factors where user_id = $1::uuid', [user.id]);
    await tx.query('delete from auth.identities where user_id = $1::uuid', [user.id]);
    await tx.query(
      `update auth.users set
         email = case when email is null then null else encode(sha256(convert_to(id::text || email, 'UTF8')), 'hex') end,
         phone = case when phone is null then null else encode(sha256(convert_to(id::text || phone, 'UTF8')), 'hex') end,
         encrypted_password = '', confirmation_token = '', recovery_token = '', email_change_token_new = '',
         email_change_token_current = '', reauthentication_token = '', email_change = '',
         raw_app_meta_data = '{}'::jsonb, raw_user_meta_data = '{}'::jsonb, deleted_at = now(), updated_at = now()
       where id = $1::uuid`,
      [user.id],
    );
  });
  send(r.res, 200, {});
}

const LINK_KINDS: Record<string, EmailKind> = {
  signup: 'signup',
  invite: 'invite',
  magiclink: 'magiclink',
  recovery: 'recovery',
  email_change_current: 'email_change_current',
  email_change_new: 'email_change',
};

/** POST /admin/generate_link — the link and code an email would carry, without sending it. */
export async function generateLink(r: AuthRequest) {
  const { deps } = r;
  await requireAdmin(r);
  const body = await r.body();
  const type = str(body, 'type');
  const kind = LINK_KINDS[type];
  if (!kind) throw validationFailed('Invalid email action link type requested');
  const email = requireValidEmail(str(body, 'email'));
  const password = str(body, 'password');
  const data = optionalObject(body, 'data') ?? {};
  const newEmail = str(body, 'new_email') ? requireValidEmail(str(body, 'new_email')) : '';
  if (type === 'signup' && password) requireAcceptablePassword(password);
  const encrypted = type === 'signup' && password ? await deps.passwords.hash(password) : '';
  const redirectTo = resolveRedirect(deps.config, r.query('redirect_to') || str(body, 'redirect_to'), r.req);

  const result = await deps.db.transaction(async (tx) => {
    let user = await findUserByEmail(tx, email);
    if (type === 'signup' || type === 'invite') {
      if (user?.email_confirmed_at) throw emailExists();
      if (!user) {
        if (type === 'signup' && !password)
          throw unprocessable('validation_failed', 'Signup requires a valid password');
        const id = await insertEmailUser(tx, {
          email,
          encryptedPassword: encrypted,
          data,
          invited: type === 'invite',
        });
        user = (await findUserById(tx, id)) as UserRow;
      }
    } else if (!user) {
      throw notFound('user_not_found', 'User with this email not found');
    }
    let to = user.email;
    if (kind === 'email_change' || kind === 'email_change_current') {
      if (!newEmail) throw unprocessable('validation_failed', 'Email change requires a new email address');
      const taken = await findUserByEmail(tx, newEmail);
      if (taken && taken.id !== user.id) throw emailExists();
      await tx.query('update auth.users set email_change = $2, updated_at = now() where id = $1::uuid', [
        user.id,
        newEmail,
      ]);
      if (kind === 'email_change') to = newEmail;
      user = (await findUserById(tx, user.id)) as UserRow;
    }
    const issued = await issueEmailToken(tx, deps, user, kind, {
      redirectTo,
      pkce: false,
      to,
      skipFrequencyCheck: true,
      send: false,
    });
    return { user: (await findUserById(tx, user.id)) as UserRow, issued };
  });
  send(r.res, 200, {
    ...userJson(result.user),
    action_link: result.issued.actionLink,
    email_otp: result.issued.otp,
    hashed_token: result.issued.hashedToken,
    redirect_to: result.issued.redirectTo,
    verification_type:
      kind === 'email_change_current' ? 'email_change' : type === 'email_change_new' ? 'email_change' : type,
  });
}

/** POST /invite — creates (or re-invites) an unconfirmed user and emails an invite link. */
export async function invite(r: AuthRequest) {
  const { deps } = r;
  await requireAdmin(r);
  const body = await r.body();
  const email = requireValidEmail(str(body, 'email'));
  const data = optionalObject(body, 'data') ?? {};
  const redirectTo = resolveRedirect(deps.config, r.query('redirect_to'), r.req);
  const result = await deps.db.transaction(async (tx) => {
    let user = await findUserByEmail(tx, email);
    if (user?.email_confirmed_at) throw emailExists();
    if (!user) {
      const id = await insertEmailUser(tx, { email, encryptedPassword: '', data, invited: true });
      user = (await findUserById(tx, id)) as UserRow;
    } else {
      await tx.query('update auth.users set invited_at = now() where id = $1::uuid', [user.id]);
    }
    await issueEmailToken(tx, deps, user, 'invite', { redirectTo, pkce: false });
    return (await findUserById(tx, user.id)) as UserRow;
  });
  send(r.res, 200, userJson(result));
}

interface FactorRow {
  id: string;
  friendly_name: string | null;
  factor_type: string;
  status: string;
  created_at: string;
  updated_at: string;
}

async function factorRows(tx: Tx, userId: string, factorId?: string): Promise<FactorRow[]> {
  const { rows } = await tx.query<FactorRow>(
    `select id::text as id, friendly_name, factor_type::text as factor_type, status::text as status,
       ${iso('created_at')} as created_at, ${iso('updated_at')} as updated_at
     from auth.mfa_factors where user_id = $1::uuid and ($2::uuid is null or id = $2::uuid) order by created_at`,
    [userId, factorId ?? null],
  );
  return rows;
}

/** GET /admin/users/:id/factors */
export async function listFactors(r: AuthRequest) {
  await requireAdmin(r);
  const rows = await r.deps.db.transaction(async (tx) => {
    const user = await loadUser(tx, r.params[0] ?? '');
    return factorRows(tx, user.id);
  });
  send(r.res, 200, rows);
}

/** DELETE /admin/users/:id/factors/:factor */
export async function deleteFactorById(r: AuthRequest) {
  await requireAdmin(r);
  const factorId = r.params[1] ?? '';
  const row = await r.deps.db.transaction(async (tx) => {
    const user = await loadUser(tx, r.params[0] ?? '');
    const found = UUID_RE.test(factorId) ? (await factorRows(tx, user.id, factorId))[0] : undefined;
    if (!found) throw notFound('mfa_factor_not_found', 'Factor not found');
    await deleteFactor(tx, found.id);
    return found;
  });
  send(r.res, 200, row);
}
