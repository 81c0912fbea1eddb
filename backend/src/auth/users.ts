import { isPgError, type Tx } from '../db/port.ts';
import { uuid } from './crypto.ts';
import { unprocessable } from './errors.ts';

/** RFC 3339 in UTC with microseconds, the way Go marshals time.Time. */
export const iso = (col: string) => `to_char(${col} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const NIL_UUID = '00000000-0000-0000-0000-000000000000';

export interface IdentityJson {
  identity_id: string;
  id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  last_sign_in_at: string | null;
  created_at: string | null;
  updated_at: string | null;
  email?: string | null;
}

export interface FactorJson {
  id: string;
  friendly_name?: string;
  factor_type: string;
  status: string;
  created_at: string;
  updated_at: string;
  last_challenged_at?: string | null;
}

/** One auth.users row with the internal columns the service needs and its identities and factors. */
export interface UserRow {
  id: string;
  aud: string;
  role: string;
  email: string;
  phone: string;
  email_confirmed_at: string | null;
  phone_confirmed_at: string | null;
  confirmed_at: string | null;
  confirmation_sent_at: string | null;
  recovery_sent_at: string | null;
  email_change_sent_at: string | null;
  phone_change_sent_at: string | null;
  reauthentication_sent_at: string | null;
  invited_at: string | null;
  last_sign_in_at: string | null;
  created_at: string | null;
  updated_at: string | null;
  banned_until: string | null;
  deleted_at: string | null;
  email_change: string;
  phone_change: string;
  /** Secure email change: 1 once one of the two links was followed. */
  email_change_confirm_status: number;
  encrypted_password: string;
  confirmation_token: string;
  recovery_token: string;
  email_change_token_new: string;
  email_change_token_current: string;
  reauthentication_token: string;
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
  is_anonymous: boolean;
  is_sso_user: boolean;
  /** banned_until is in the future. */
  banned: boolean;
  identities: IdentityJson[];
  factors: FactorJson[];
}

// Every text column is coalesced: seeds written for hosted Supabase often leave token columns NULL.
const USER_COLUMNS = `
  u.id::text as id, coalesce(u.aud, '') as aud, coalesce(u.role, '') as role,
  coalesce(u.email, '') as email, coalesce(u.phone, '') as phone,
  ${iso('u.email_confirmed_at')} as email_confirmed_at, ${iso('u.phone_confirmed_at')} as phone_confirmed_at,
  ${iso('u.confirmed_at')} as confirmed_at, ${iso('u.confirmation_sent_at')} as confirmation_sent_at,
  ${iso('u.recovery_sent_at')} as recovery_sent_at, ${iso('u.email_change_sent_at')} as email_change_sent_at,
  ${iso('u.phone_change_sent_at')} as phone_change_sent_at,
  ${iso('u.reauthentication_sent_at')} as reauthentication_sent_at, ${iso('u.invited_at')} as invited_at,
  ${iso('u.last_sign_in_at')} as last_sign_in_at, ${iso('u.created_at')} as created_at,
  ${iso('u.updated_at')} as updated_at, ${iso('u.banned_until')} as banned_until, ${iso('u.deleted_at')} as deleted_at,
  coalesce(u.email_change, '') as email_change, coalesce(u.phone_change, '') as phone_change,
  coalesce(u.email_change_confirm_status, 0)::int as email_change_confirm_status,
  coalesce(u.encrypted_password, '') as encrypted_password,
  coalesce(u.confirmation_token, '') as confirmation_token, coalesce(u.recovery_token, '') as recovery_token,
  coalesce(u.email_change_token_new, '') as email_change_token_new,
  coalesce(u.email_change_token_current, '') as email_change_token_current,
  coalesce(u.reauthentication_token, '') as reauthentication_token,
  coalesce(u.raw_app_meta_data, '{}'::jsonb)::text as app_metadata,
  coalesce(u.raw_user_meta_data, '{}'::jsonb)::text as user_metadata,
  coalesce(u.is_anonymous, false) as is_anonymous, coalesce(u.is_sso_user, false) as is_sso_user,
  coalesce(u.banned_until > now(), false) as banned,
  (select coalesce(json_agg(json_build_object(
      'identity_id', i.id, 'id', i.provider_id, 'user_id', i.user_id, 'identity_data', i.identity_data,
      'provider', i.provider, 'last_sign_in_at', ${iso('i.last_sign_in_at')},
      'created_at', ${iso('i.created_at')}, 'updated_at', ${iso('i.updated_at')}, 'email', i.email
    ) order by i.created_at nulls first, i.id), '[]'::json)
    from auth.identities i where i.user_id = u.id)::text as identities,
  (select coalesce(json_agg(json_build_object(
      'id', f.id, 'friendly_name', f.friendly_name, 'factor_type', f.factor_type, 'status', f.status,
      'created_at', ${iso('f.created_at')}, 'updated_at', ${iso('f.updated_at')},
      'last_challenged_at', ${iso('f.last_challenged_at')}
    ) order by f.created_at, f.id), '[]'::json)
    from auth.mfa_factors f where f.user_id = u.id)::text as factors`;

function parseJson<T>(v: unknown, fallback: T): T {
  if (typeof v === 'string') {
    try {
      return JSON.parse(v) as T;
    } catch {
      return fallback;
    }
  }
  return (v as T) ?? fallback;
}

function asObject(v: unknown): Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
}

function toUserRow(r: Record<string, unknown>): UserRow {
  return {
    ...(r as unknown as UserRow),
    app_metadata: asObject(parseJson(r.app_metadata, {})),
    user_metadata: asObject(parseJson(r.user_metadata, {})),
    identities: parseJson<IdentityJson[]>(r.identities, []),
    factors: parseJson<FactorJson[]>(r.factors, []),
    is_anonymous: r.is_anonymous === true,
    is_sso_user: r.is_sso_user === true,
    banned: r.banned === true,
  };
}

async function selectUser(tx: Tx, where: string, params: unknown[]): Promise<UserRow | null> {
  const { rows } = await tx.query(`select ${USER_COLUMNS} from auth.users u where ${where} limit 1`, params);
  return rows[0] ? toUserRow(rows[0]) : null;
}

export function findUserById(tx: Tx, id: string): Promise<UserRow | null> {
  if (!UUID_RE.test(id)) return Promise.resolve(null);
  return selectUser(tx, 'u.id = $1::uuid', [id]);
}

/** GoTrue's FindUserByEmailAndAudience: case-insensitive, never an SSO user. */
export function findUserByEmail(tx: Tx, email: string): Promise<UserRow | null> {
  return selectUser(tx, 'lower(u.email) = lower($1) and u.is_sso_user = false', [email]);
}

export type TokenColumn =
  | 'confirmation_token'
  | 'recovery_token'
  | 'email_change_token_new'
  | 'email_change_token_current'
  | 'reauthentication_token';

/** A user whose token column holds this hash (also with GoTrue's `pkce_` prefix). */
export function findUserByToken(tx: Tx, columns: TokenColumn[], hash: string): Promise<UserRow | null> {
  if (!hash) return Promise.resolve(null);
  const where = columns.map((c) => `u.${c} = $1 or u.${c} = 'pkce_' || $1`).join(' or ');
  return selectUser(tx, `(${where})`, [hash]);
}

/** Admin listing: newest first, optionally filtered on email or full name (GoTrue's `filter`). */
export async function listUsers(
  tx: Tx,
  opts: { limit: number; offset: number; filter: string },
): Promise<{ users: UserRow[]; total: number }> {
  const where = opts.filter
    ? `where u.email ilike '%' || $1 || '%' or u.raw_user_meta_data ->> 'full_name' ilike '%' || $1 || '%'`
    : 'where $1::text is null or true';
  const filter = opts.filter ? opts.filter.replace(/[\\%_]/g, (c) => `\\${c}`) : null;
  const { rows } = await tx.query(
    `select ${USER_COLUMNS} from auth.users u ${where} order by u.created_at desc nulls last, u.id limit $2 offset $3`,
    [filter, opts.limit, opts.offset],
  );
  const count = await tx.query<{ n: number }>(`select count(*)::int as n from auth.users u ${where}`, [
    filter,
  ]);
  return { users: rows.map(toUserRow), total: Number(count.rows[0]?.n ?? 0) };
}

/** The User JSON of `internal/models/user.go`, omitting what GoTrue marks omitempty. */
export function userJson(u: UserRow): Record<string, unknown> {
  const out: Record<string, unknown> = {
    id: u.id,
    aud: u.aud,
    role: u.role,
    email: u.email,
  };
  const optional = (key: string, value: unknown) => {
    if (value !== null && value !== undefined && value !== '') out[key] = value;
  };
  optional('email_confirmed_at', u.email_confirmed_at);
  out.phone = u.phone;
  optional('phone_confirmed_at', u.phone_confirmed_at);
  optional('confirmation_sent_at', u.confirmation_sent_at);
  optional('confirmed_at', u.confirmed_at);
  optional('recovery_sent_at', u.recovery_sent_at);
  optional('new_email', u.email_change);
  optional('email_change_sent_at', u.email_change_sent_at);
  optional('new_phone', u.phone_change);
  optional('phone_change_sent_at', u.phone_change_sent_at);
  optional('reauthentication_sent_at', u.reauthentication_sent_at);
  optional('last_sign_in_at', u.last_sign_in_at);
  optional('invited_at', u.invited_at);
  out.app_metadata = u.app_metadata;
  out.user_metadata = u.user_metadata;
  if (u.factors.length) {
    out.factors = u.factors.map((f) => {
      const factor: Record<string, unknown> = { ...f };
      if (!factor.friendly_name) delete factor.friendly_name;
      if (!factor.last_challenged_at) delete factor.last_challenged_at;
      return factor;
    });
  }
  out.identities = u.identities.map((i) => {
    const identity: Record<string, unknown> = { ...i };
    if (!identity.email) delete identity.email;
    return identity;
  });
  out.created_at = u.created_at;
  out.updated_at = u.updated_at;
  optional('banned_until', u.banned_until);
  optional('deleted_at', u.deleted_at);
  out.is_anonymous = u.is_anonymous;
  return out;
}

export interface NewUser {
  id?: string;
  email: string;
  phone?: string | null;
  encryptedPassword: string;
  appMetadata: Record<string, unknown>;
  userMetadata: Record<string, unknown>;
  emailConfirmed: boolean;
  invited?: boolean;
  role?: string;
  bannedUntilSeconds?: number | null;
}

/**
 * Two requests creating the same address at once both pass the "already registered?" read; the unique
 * index stops the second at the insert. Answered as GoTrue answers the read (422), not as a 500.
 */
function alreadyRegistered(e: unknown): Error | undefined {
  if (!isPgError(e) || e.code !== '23505') return undefined;
  const text = `${(e as { constraint?: string }).constraint ?? ''} ${e.message}`;
  if (text.includes('users_email_partial_key'))
    return unprocessable('email_exists', 'A user with this email address has already been registered');
  if (text.includes('users_phone_key'))
    return unprocessable('phone_exists', 'A user with this phone number has already been registered');
  return undefined;
}

export async function insertUser(tx: Tx, u: NewUser): Promise<string> {
  const { rows } = await tx
    .query<{ id: string }>(
      `insert into auth.users (
       instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, invited_at,
       confirmation_token, recovery_token, email_change_token_new, email_change, email_change_token_current,
       reauthentication_token, phone_change, phone_change_token,
       raw_app_meta_data, raw_user_meta_data, is_super_admin, created_at, updated_at, phone, banned_until,
       is_sso_user, is_anonymous)
     values ($1, coalesce($2::uuid, gen_random_uuid()), 'authenticated', $3, $4, $5,
       case when $6 then now() end, case when $7 then now() end,
       '', '', '', '', '', '', '', '',
       $8::jsonb, $9::jsonb, false, now(), now(), $10,
       case when $11::float8 is not null then now() + make_interval(secs => $11::float8) end,
       false, false)
     returning id::text as id`,
      [
        NIL_UUID,
        u.id ?? null,
        u.role || 'authenticated',
        u.email.toLowerCase(),
        u.encryptedPassword,
        u.emailConfirmed,
        u.invited === true,
        JSON.stringify(u.appMetadata),
        JSON.stringify(u.userMetadata),
        u.phone || null,
        u.bannedUntilSeconds ?? null,
      ],
    )
    .catch((e: unknown) => {
      throw alreadyRegistered(e) ?? e;
    });
  return (rows[0] as { id: string }).id;
}

/** GoTrue's createNewIdentity for the email provider: provider_id is the user id. */
export async function insertIdentity(
  tx: Tx,
  userId: string,
  provider: string,
  providerId: string,
  identityData: Record<string, unknown>,
): Promise<void> {
  await tx.query(
    `insert into auth.identities (id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values (gen_random_uuid(), $1, $2::uuid, $3::jsonb, $4, now(), now(), now())`,
    [providerId, userId, JSON.stringify(identityData), provider],
  );
}

export interface NewEmailUser {
  email: string;
  /** Empty for a user who signs in by link only (invited, magic link). */
  encryptedPassword: string;
  /** The user metadata the client sent. */
  data: Record<string, unknown>;
  invited?: boolean;
}

/**
 * An unconfirmed email user and its email identity, as GoTrue's signup, invite and magic link create
 * them (the identity data is also merged into the user metadata). Returns the new id.
 */
export async function insertEmailUser(tx: Tx, u: NewEmailUser): Promise<string> {
  const id = uuid();
  const identityData = { sub: id, email: u.email, email_verified: false, phone_verified: false };
  await insertUser(tx, {
    id,
    email: u.email,
    encryptedPassword: u.encryptedPassword,
    appMetadata: { provider: 'email', providers: ['email'] },
    userMetadata: { ...u.data, ...identityData },
    emailConfirmed: false,
    invited: u.invited,
  });
  await insertIdentity(tx, id, 'email', id, identityData);
  return id;
}

/** Top-level merge with null deleting a key: GoTrue's UpdateUserMetaData / UpdateAppMetaData. */
export function mergeMetadata(
  current: Record<string, unknown>,
  updates: Record<string, unknown>,
): Record<string, unknown> {
  const next = { ...current };
  for (const [k, v] of Object.entries(updates)) {
    if (v === null) delete next[k];
    else next[k] = v;
  }
  return next;
}

export async function setUserMetadata(tx: Tx, userId: string, metadata: Record<string, unknown>) {
  await tx.query(
    'update auth.users set raw_user_meta_data = $2::jsonb, updated_at = now() where id = $1::uuid',
    [userId, JSON.stringify(metadata)],
  );
}

export async function setAppMetadata(tx: Tx, userId: string, metadata: Record<string, unknown>) {
  await tx.query(
    'update auth.users set raw_app_meta_data = $2::jsonb, updated_at = now() where id = $1::uuid',
    [userId, JSON.stringify(metadata)],
  );
}

/** GoTrue's UpdateAppMetaDataProviders: `providers` lists every linked identity's provider. */
export async function refreshProviders(tx: Tx, userId: string) {
  await tx.query(
    `update auth.users u set raw_app_meta_data = coalesce(u.raw_app_meta_data, '{}'::jsonb) || jsonb_build_object(
       'providers', coalesce((select jsonb_agg(s.provider order by s.first_seen) from
         (select i.provider, min(coalesce(i.created_at, now())) as first_seen from auth.identities i
          where i.user_id = u.id group by i.provider) s), '[]'::jsonb))
     where u.id = $1::uuid`,
    [userId],
  );
}

/** GoTrue's `Confirm`: email confirmed, token cleared, `email_verified` set on metadata and identity. */
export async function confirmEmail(tx: Tx, userId: string) {
  await tx.query(
    `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), confirmation_token = '',
       raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || '{"email_verified": true}'::jsonb,
       updated_at = now()
     where id = $1::uuid`,
    [userId],
  );
  await tx.query(
    `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb, updated_at = now()
     where user_id = $1::uuid and provider = 'email'`,
    [userId],
  );
  await tx.query(
    "delete from auth.one_time_tokens where user_id = $1::uuid and token_type = 'confirmation_token'",
    [userId],
  );
}

export async function setPassword(tx: Tx, userId: string, encryptedPassword: string) {
  await tx.query('update auth.users set encrypted_password = $2, updated_at = now() where id = $1::uuid', [
    userId,
    encryptedPassword,
  ]);
}

/** GoTrue's email validation (`validateEmail`): trimmed, lower-cased, ≤ 255 chars, a plausible address. */
const EMAIL_RE =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export function isValidEmail(email: string): boolean {
  return email.length <= 255 && EMAIL_RE.test(email);
}
