import type { Tx } from '../db/port.ts';
import { validationFailed } from './errors.ts';

export type ChallengeMethod = 's256' | 'plain';

export interface PkceParams {
  challenge: string;
  method: ChallengeMethod;
}

/**
 * GoTrue's validatePKCEParams: both empty means the implicit flow (null); otherwise the method must be
 * s256/plain and the challenge 43–128 unreserved characters.
 */
export function parsePkce(challenge: string, method: string): PkceParams | null {
  if (!challenge && !method) return null;
  if (!challenge || !method) {
    throw validationFailed('PKCE flow requires code_challenge_method and code_challenge');
  }
  const m = method.toLowerCase();
  if (m !== 's256' && m !== 'plain') throw validationFailed(`code challenge method ${method} not supported`);
  if (challenge.length < 43 || challenge.length > 128) {
    throw validationFailed('code challenge has to be between 43 and 128 characters');
  }
  if (!/^[a-zA-Z._~0-9-]+$/.test(challenge)) {
    throw validationFailed(
      'code challenge can only contain alphanumeric characters, hyphens, periods, underscores and tildes',
    );
  }
  return { challenge, method: m };
}

export interface FlowStateRow {
  id: string;
  user_id: string | null;
  auth_code: string;
  code_challenge_method: ChallengeMethod;
  code_challenge: string;
  provider_type: string;
  provider_access_token: string | null;
  provider_refresh_token: string | null;
  authentication_method: string;
  expired: boolean;
}

export async function createFlowState(
  tx: Tx,
  opts: { userId: string | null; providerType: string; authMethod: string; pkce: PkceParams },
): Promise<{ id: string; authCode: string }> {
  const { rows } = await tx.query<{ id: string; auth_code: string }>(
    `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge, provider_type,
       created_at, updated_at, authentication_method)
     values (gen_random_uuid(), $1::uuid, gen_random_uuid()::text, $2::auth.code_challenge_method, $3, $4, now(), now(), $5)
     returning id::text as id, auth_code`,
    [opts.userId, opts.pkce.method, opts.pkce.challenge, opts.providerType, opts.authMethod],
  );
  const row = rows[0] as { id: string; auth_code: string };
  return { id: row.id, authCode: row.auth_code };
}

/** GoTrue's issueAuthCode: the user's latest flow state for this method gets its code issued now. */
export async function issueAuthCode(tx: Tx, userId: string, authMethod: string): Promise<string | null> {
  const { rows } = await tx.query<{ auth_code: string }>(
    `update auth.flow_state set auth_code_issued_at = now(), updated_at = now()
     where id = (select id from auth.flow_state where user_id = $1::uuid and authentication_method = $2
                 order by created_at desc limit 1)
     returning auth_code`,
    [userId, authMethod],
  );
  return rows[0]?.auth_code ?? null;
}

export async function findFlowStateByCode(tx: Tx, authCode: string, expirySeconds: number) {
  const { rows } = await tx.query<FlowStateRow>(
    `select id::text as id, user_id::text as user_id, auth_code, code_challenge_method::text as code_challenge_method,
       code_challenge, provider_type, provider_access_token, provider_refresh_token, authentication_method,
       coalesce(auth_code_issued_at, created_at) + make_interval(secs => $2::float8) < now() as expired
     from auth.flow_state where auth_code = $1 limit 1 for update`,
    [authCode, expirySeconds],
  );
  return rows[0] ?? null;
}
