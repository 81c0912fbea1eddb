/**
 * An administrator's test run for a client (issue 36, /test-workflow-execution as admin), on both
 * engines through /api: the run is the client's and records the admin as its starter (and in the audit
 * log); only an admin may name a client, only of a workflow that client owns; the list filters by client
 * and pages on the server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient } from '../src/realtime/testing.ts';
import { startTestStack, type TestStack, testEngines } from './harness.ts';
import { DEMO } from './schema-db.ts';

// biome-ignore lint/suspicious/noExplicitAny: API answers are untyped JSON in these assertions.
type Json = any;

describe.each(testEngines())('runs started for clients on %s', (engine) => {
  let stack: TestStack;
  let admin: string;
  let sara: string;

  async function api(path: string, token: string, body?: unknown) {
    const res = await fetch(`${stack.url}/api${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Json };
  }

  beforeAll(async () => {
    stack = await startTestStack({ engine });
    admin = (await signedInClient(stack.url, stack.anonKey, 'admin@demo.qa', 'Admin#2026')).session
      .access_token;
    sara = (await signedInClient(stack.url, stack.anonKey, 'sara@demo.qa', 'Client#2026')).session
      .access_token;
  });

  afterAll(async () => {
    await stack?.stop();
  });

  it("records an admin's run for a client as the client's, started by the admin, in the audit log", async () => {
    const started = await api('/workflows/lead-generation/runs', admin, {
      input: { region: 'Doha', limit: 5 },
      user_id: DEMO.sara,
    });
    expect(started.status).toBe(202);
    expect(started.body).toMatchObject({ user_id: DEMO.sara, started_by: DEMO.admin, status: 'queued' });
    // The client sees it among its own runs.
    const mine = await api('/workflows/runs?workflow=lead-generation&pageSize=100', sara);
    expect(mine.body.data.map((r: Json) => r.id)).toContain(started.body.id);
    const { rows } = await stack.db.query<{ actor_id: string; user_id: string }>(
      `select actor_id::text, new_data->>'user_id' as user_id from public.audit_log
       where table_name = 'workflow_runs' and record_id = $1`,
      [started.body.id],
    );
    expect(rows).toEqual([{ actor_id: DEMO.admin, user_id: DEMO.sara }]);
    // A client's own run names the client as its starter and is not audited.
    const own = await api('/workflows/lead-generation/runs', sara, {
      input: { region: 'Lusail', limit: 3 },
    });
    expect(own.body).toMatchObject({ user_id: DEMO.sara, started_by: DEMO.sara });
  });

  it('lets only an admin name a client, and only for a workflow the client owns', async () => {
    const asClient = await api('/workflows/lead-generation/runs', sara, {
      input: { region: 'Doha', limit: 3 },
      user_id: DEMO.omar,
    });
    expect(asClient).toMatchObject({ status: 403, body: { code: 'forbidden' } });
    const notOwned = await api('/workflows/hr-service/runs', admin, {
      input: {},
      user_id: DEMO.sara,
    });
    expect(notOwned.status).toBe(403);
    expect(notOwned.body.message).toBe('This client does not own this workflow');
    const badId = await api('/workflows/lead-generation/runs', admin, { input: {}, user_id: 'sara' });
    expect(badId.status).toBe(400);
  });

  it("filters every client's runs by client and pages them on the server", async () => {
    const { rows } = await stack.db.query<{ n: string }>(
      `select count(*) as n from public.workflow_runs where user_id = $1`,
      [DEMO.sara],
    );
    const total = Number(rows[0]?.n);
    const first = await api(`/workflows/runs?client=${DEMO.sara}&page=1&pageSize=5`, admin);
    expect(first.body.total).toBe(total);
    expect(first.body.data).toHaveLength(Math.min(5, total));
    expect(first.body.data.every((r: Json) => r.user_id === DEMO.sara)).toBe(true);
    const second = await api(`/workflows/runs?client=${DEMO.sara}&page=2&pageSize=5`, admin);
    const seen = new Set(first.body.data.map((r: Json) => r.id));
    expect(second.body.data.some((r: Json) => seen.has(r.id))).toBe(false);
    // A client asking for another client's runs gets none (RLS).
    const peek = await api(`/workflows/runs?client=${DEMO.omar}`, sara);
    expect(peek.body).toMatchObject({ total: 0, data: [] });
  });
});
