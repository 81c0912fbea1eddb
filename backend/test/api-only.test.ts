/**
 * The API-only process beside the local stack standing in for a hosted project (PostgreSQL only: a
 * hosted project is PostgreSQL, and the process reaches it by URL). The product API's own tests run
 * against this pair in api.test.ts; here what only this mode has: tokens signed with the project's
 * asymmetric keys (JWKS) next to HS256 ones, publishable keys, the sized pool, and email notifications
 * sent by the process (two of them running: each email once).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type CryptoKey, decodeJwt, exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient } from '../src/realtime/testing.ts';
import { type ApiProcess, startApiOnlyProcess } from './api-only-harness.ts';
import { startTestStack, type TestStack, testEngines } from './harness.ts';
import { eventually, startMailReceiver } from './mail-receiver.ts';

// biome-ignore lint/suspicious/noExplicitAny: API answers are untyped JSON in these assertions.
type Json = any;

const PUBLISHABLE_KEY = 'sb_publishable_test_0123456789';
const POOL_SIZE = 3;

/** A JWKS endpoint as a hosted project publishes one (…/auth/v1/.well-known/jwks.json). */
async function jwksServer(keys: object[]) {
  let fetched = 0;
  const server = http.createServer((_req, res) => {
    fetched++;
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ keys }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/auth/v1/.well-known/jwks.json`,
    fetched: () => fetched,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.runIf(testEngines().includes('postgres'))('API-only process beside a Supabase project', () => {
  let stack: TestStack;
  let jwks: Awaited<ReturnType<typeof jwksServer>>;
  let receiver: Awaited<ReturnType<typeof startMailReceiver>>;
  let first: ApiProcess;
  let second: ApiProcess;
  let projectKey: CryptoKey;
  let strangerKey: CryptoKey;
  let saraToken: string;

  const get = (base: string, path: string, headers: Record<string, string>) =>
    fetch(`${base}/api${path}`, { headers }).then(async (r) => ({
      status: r.status,
      body: (await r.json()) as Json,
    }));

  beforeAll(async () => {
    stack = await startTestStack({ engine: 'postgres' });
    const project = await generateKeyPair('ES256', { extractable: true });
    projectKey = project.privateKey;
    strangerKey = (await generateKeyPair('ES256')).privateKey;
    jwks = await jwksServer([
      { ...(await exportJWK(project.publicKey)), kid: 'project-key-1', alg: 'ES256' },
    ]);
    receiver = await startMailReceiver();
    const env = {
      SUPABASE_JWKS_URL: jwks.url,
      SUPABASE_PUBLISHABLE_KEY: PUBLISHABLE_KEY,
      DATABASE_POOL_SIZE: String(POOL_SIZE),
      MAIL_API_URL: receiver.url,
      MAIL_API_KEY: 'mail-key',
    };
    [first, second] = await Promise.all([startApiOnlyProcess(stack, env), startApiOnlyProcess(stack, env)]);
    saraToken = (await signedInClient(stack.url, stack.anonKey, 'sara@demo.qa', 'Client#2026')).session
      .access_token;
  });

  afterAll(async () => {
    await first?.stop();
    await second?.stop();
    await jwks?.close();
    await receiver?.close();
    await stack?.stop();
  });

  /** Sara's own claims, signed with `key` the way a project with asymmetric signing keys signs them. */
  const resigned = (key: CryptoKey, kid: string) =>
    new SignJWT(decodeJwt(saraToken)).setProtectedHeader({ alg: 'ES256', kid, typ: 'JWT' }).sign(key);

  it('verifies HS256 tokens with the JWT secret and ES256 tokens with the project’s JWKS', async () => {
    const hs256 = await get(first.url, '/workflows/runs?pageSize=100', {
      Authorization: `Bearer ${saraToken}`,
    });
    expect(hs256.status).toBe(200);
    expect(hs256.body.total).toBeGreaterThan(0);

    const es256 = await get(first.url, '/workflows/runs?pageSize=100', {
      Authorization: `Bearer ${await resigned(projectKey, 'project-key-1')}`,
      apikey: PUBLISHABLE_KEY,
    });
    expect(es256.status).toBe(200);
    expect(es256.body.total).toBe(hs256.body.total);
    expect(jwks.fetched()).toBeGreaterThan(0);

    for (const [label, token] of [
      ['a stranger’s key with the project’s kid', await resigned(strangerKey, 'project-key-1')],
      ['an unknown kid', await resigned(strangerKey, 'someone-else')],
      [
        'HS256 with another secret',
        await new SignJWT(decodeJwt(saraToken))
          .setProtectedHeader({ alg: 'HS256' })
          .sign(new TextEncoder().encode('x'.repeat(40))),
      ],
    ] as const) {
      const res = await get(first.url, '/workflows/runs', { Authorization: `Bearer ${token}` });
      expect([label, res.status, res.body.code]).toEqual([label, 401, 'invalid_token']);
    }
  });

  it('treats the publishable key as a visitor', async () => {
    const visitor = await fetch(`${first.url}/api/analytics`, {
      method: 'POST',
      headers: {
        apikey: PUBLISHABLE_KEY,
        Authorization: `Bearer ${PUBLISHABLE_KEY}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ type: 'page_load', data: { via: 'publishable' }, timestamp: Date.now() }),
    });
    expect(visitor.status).toBe(202);
    const runs = await get(first.url, '/workflows/runs', { apikey: PUBLISHABLE_KEY });
    expect(runs).toMatchObject({ status: 401, body: { code: 'unauthorized' } });
  });

  it('keeps to its pool: 30 concurrent requests on at most DATABASE_POOL_SIZE connections', async () => {
    const headers = { Authorization: `Bearer ${saraToken}` };
    const results = await Promise.all(
      Array.from({ length: 30 }, () => get(first.url, '/workflows/runs?pageSize=5', headers)),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    const { rows } = await stack.db.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity where application_name = 'portal-api'`,
    );
    // Two processes, each with a full pool after the burst on the first and at least one on the second.
    expect(rows[0]?.n).toBeGreaterThan(POOL_SIZE);
    expect(rows[0]?.n).toBeLessThanOrEqual(2 * POOL_SIZE);
  });

  it('emails a notification the project stores, once, though two API processes listen', async () => {
    const admin = (await signedInClient(stack.url, stack.anonKey, 'admin@demo.qa', 'Admin#2026')).client;
    const { data: omar } = await admin.from('profiles').select('id').eq('email', 'omar@demo.qa').single();
    const titles = ['First of three', 'Second of three', 'Third of three'];
    const { data, error } = await admin
      .from('notifications')
      .insert(titles.map((title) => ({ user_id: omar?.id, title, message: `${title}.`, link: '/settings' })))
      .select('id');
    if (error) throw new Error(error.message);
    const ids = (data ?? []).map((r) => r.id as string);
    await eventually('three emails', async () => (receiver.accepted().length >= 3 ? true : undefined));
    // Both processes saw every NOTIFY; a further look by each must not send anything again.
    await eventually('every outbox row done', async () => {
      const { rows } = await stack.db.query<{ n: number }>(
        `select count(*)::int as n from private.notification_emails where notification_id = any($1::uuid[]) and sent_at is not null`,
        [`{${ids.join(',')}}`],
      );
      return rows[0]?.n === 3 ? true : undefined;
    });
    expect(receiver.received.map((r) => r.idempotencyKey).sort()).toEqual([...ids].sort());
    const mail = receiver.received.find((r) => r.body.subject === 'New notification: First of three');
    expect(mail?.body.to).toEqual(['omar@demo.qa']);
    expect(mail?.authorization).toBe('Bearer mail-key');
    expect(mail?.body.text).toContain(`${stack.config.siteUrl}/settings`);
  });
});
