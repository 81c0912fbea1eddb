/**
 * /rest/v1 against requests supabase-js cannot send wrong, sent raw: the headers PostgREST passes on,
 * injection attempts, bad JSON, oversized bodies, PostgREST's error codes and statuses; both engines.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestStack, testEngines } from './harness.ts';
import { ALICE, errorCode, openRestStack, restFetch, userToken } from './rest-support.ts';

describe.each(testEngines())('REST raw requests on %s', (engine) => {
  let stack: TestStack;
  let anon: SupabaseClient;
  let service: SupabaseClient;
  let aliceToken: string;
  const rest = (path: string, init: RequestInit & { token?: string } = {}) => restFetch(stack, path, init);

  beforeAll(async () => {
    ({ stack, anon, service, aliceToken } = await openRestStack(engine));
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('passes request.headers as PostgREST does, with the client address the gateway would add', async () => {
    // The contact form's per-client limit (20 in 10 minutes) keys on that address; a client cannot
    // dodge it by sending its own X-Real-IP or X-Forwarded-For.
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await rest('/contact_messages', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Prefer: 'return=minimal',
          'X-Real-IP': `203.0.113.${i}`,
          'X-Forwarded-For': `198.51.100.${i}`,
          'CF-Connecting-IP': `192.0.2.${i}`,
        },
        body: JSON.stringify({ full_name: 'Burst', email: `burst${i}@example.qa`, message: 'Hello' }),
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(201));
    expect(statuses[20]).toBe(429);
    const { data } = await service
      .from('contact_messages')
      .select('ip_hash')
      .like('email', 'burst%@example.qa');
    expect(new Set(data?.map((row) => row.ip_hash)).size).toBe(1);
  });

  describe('requests the client cannot send wrong, sent raw', () => {
    it('rejects invalid, expired and missing credentials', async () => {
      const bad = await rest('/rt_authors', { token: `${aliceToken.slice(0, -4)}AAAA` });
      expect(bad.status).toBe(401);
      expect(await bad.json()).toMatchObject({ code: 'PGRST301', details: null, hint: null });
      const expired = await rest('/rt_authors', { token: await userToken(stack, ALICE, -60) });
      expect(expired.status).toBe(401);
      expect(await expired.json()).toEqual({
        code: 'PGRST303',
        details: null,
        hint: null,
        message: 'JWT expired',
      });
      const none = await fetch(`${stack.url}/rest/v1/rt_authors`);
      expect(none.status).toBe(401);
      const garbage = await rest('/rt_authors', { token: 'not-a-jwt' });
      expect(garbage.status).toBe(401);
    });

    it('picks up schema changes: new tables and columns after a miss or NOTIFY pgrst', async () => {
      /** Asks until the answer has no error: reloads are asynchronous (the suite's timeout bounds it). */
      const eventually = async (query: () => PromiseLike<{ data: unknown; error: unknown }>) => {
        let result = await query();
        while (result.error) {
          await new Promise((r) => setTimeout(r, 100));
          result = await query();
        }
        return result.data;
      };
      await stack.db.exec(
        'create table public.rt_late (id int primary key); insert into public.rt_late values (1)',
      );
      expect(await eventually(() => anon.from('rt_late').select('id'))).toEqual([{ id: 1 }]);
      await stack.db.exec("alter table public.rt_late add column extra text default 'x'");
      await stack.db.exec("notify pgrst, 'reload schema'");
      expect(await eventually(() => anon.from('rt_late').select('extra'))).toEqual([{ extra: 'x' }]);
    });

    it('answers unknown tables, columns and schemas with PostgREST errors', async () => {
      const table = await anon.from('rt_missing').select('*');
      expect(table.status).toBe(404);
      expect(table.error).toMatchObject({
        code: 'PGRST205',
        message: "Could not find the table 'public.rt_missing' in the schema cache",
      });
      const column = await anon.from('rt_authors').select('nope');
      expect(column.status).toBe(400);
      expect(column.error).toMatchObject({ code: '42703' });
      const filterColumn = await anon.from('rt_authors').select('id').eq('nope', 1);
      expect(filterColumn.error).toMatchObject({ code: '42703' });
      const insertColumn = await service.from('rt_kv').insert({ k: 'x', nope: 1 });
      expect(insertColumn.status).toBe(400);
      expect(insertColumn.error).toMatchObject({
        code: 'PGRST204',
        message: "Could not find the 'nope' column of 'rt_kv' in the schema cache",
      });
      const schema = await anon.schema('private').from('rt_authors').select('*');
      expect(schema.status).toBe(406);
      expect(schema.error).toMatchObject({ code: 'PGRST106' });
      const badValue = await anon.from('rt_authors').select('id').eq('id', 'abc');
      expect(badValue.status).toBe(400);
      expect(badValue.error).toMatchObject({ code: '22P02' });
    });

    it('treats injection attempts as data or as 400s, never as SQL', async () => {
      const attempts = [
        '/rt_authors?select=id;drop table rt_books',
        '/rt_authors?select=id,name)--',
        '/rt_authors?select=id::int;select 1',
        '/rt_authors?order=id;drop table rt_books',
        '/rt_authors?order=id.desc,(select 1)',
        '/rt_authors?id;drop table rt_books=eq.1',
        '/rt_authors?"id\\"; drop table rt_books; --"=eq.1',
        '/rt_authors?or=(id.eq.1);drop table rt_books',
        "/rt_authors?select=meta->>x'y",
        '/rt_authors?limit=1;drop',
        '/rt_authors?select=rt_books!author_id(id)&rt_books.order=id;drop',
      ];
      for (const path of attempts) {
        const res = await rest(path);
        expect(res.status, path).toBeGreaterThanOrEqual(400);
        expect(res.status, path).toBeLessThan(500);
        expect(await res.json(), path).toHaveProperty('code');
      }
      const asData = await anon.from('rt_authors').select('id').eq('name', "x'); drop table rt_books; --");
      expect(asData).toMatchObject({ data: [], error: null });
      const inList = await anon.from('rt_authors').select('id').in('name', ["a') or ('1'='1", 'b"}']);
      expect(inList.data).toEqual([]);
      const json = await anon.from('rt_authors').select('id').eq("meta->>lang') or true --", 'x');
      expect(json.status).toBe(400);
      expect(json.error).toMatchObject({ code: 'PGRST100' });
      const cols = await rest('/rt_kv?columns="k","v) values (1,1); --"', {
        method: 'POST',
        token: stack.serviceRoleKey,
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify([{ k: 'z' }]),
      });
      expect(cols.status).toBe(400);
      const { count } = await service.from('rt_books').select('*', { count: 'exact', head: true });
      expect(count).toBe(4);
    });

    it('rejects malformed and oversized bodies, unknown methods and media types', async () => {
      const post = (body: string, headers: Record<string, string> = {}) =>
        rest('/rt_inbox', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...headers },
          body,
        });
      for (const body of ['{"msg":', '', 'nul', '[1,2]', '"text"']) {
        const res = await post(body);
        expect(res.status, body).toBe(400);
        expect(await errorCode(res), body).toBe('PGRST102');
      }
      const mismatched = await rest('/rt_kv', {
        method: 'POST',
        token: stack.serviceRoleKey,
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify([{ k: 'a' }, { v: 1 }]),
      });
      expect(await mismatched.json()).toMatchObject({
        code: 'PGRST102',
        message: 'All object keys must match',
      });
      const huge = await post(JSON.stringify({ msg: 'x'.repeat(9 * 1024 * 1024) }));
      expect(huge.status).toBe(413);
      const xml = await rest('/rt_authors', { headers: { Accept: 'application/xml' } });
      expect(xml.status).toBe(406);
      expect(await errorCode(xml)).toBe('PGRST107');
      const text = await post('msg=x', { 'Content-Type': 'text/plain' });
      expect(text.status).toBe(415);
      const put = await rest('/rt_authors?id=eq.1', { method: 'PUT', body: '{}' });
      expect(put.status).toBe(405);
      const nested = await rest('/rt_authors/1');
      expect(nested.status).toBe(404);
      const deep = await rest(`/rt_authors?or=${'or('.repeat(200)}id.eq.1${')'.repeat(200)}`);
      expect(deep.status).toBe(400);
    });

    it('honours Prefer: handling=strict with max-affected', async () => {
      await service.from('rt_kv').insert([{ k: 'm1' }, { k: 'm2' }], { defaultToNull: false });
      const res = await rest('/rt_kv?k=like.m*', {
        method: 'DELETE',
        token: stack.serviceRoleKey,
        headers: { Prefer: 'handling=strict, max-affected=1' },
      });
      expect(res.status).toBe(400);
      expect(await errorCode(res)).toBe('PGRST124');
      const { count } = await service
        .from('rt_kv')
        .select('*', { count: 'exact', head: true })
        .like('k', 'm%');
      expect(count).toBe(2);
    });
  });
});
