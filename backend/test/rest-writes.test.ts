/**
 * /rest/v1 writes with Prefer, row-level security through the request's JWT, and rpc, through the real
 * supabase-js client on PGlite and on PostgreSQL.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestStack, testEngines } from './harness.ts';
import { ALICE, openRestStack } from './rest-support.ts';

describe.each(testEngines())('REST writes, RLS and rpc on %s', (engine) => {
  let stack: TestStack;
  let anon: SupabaseClient;
  let alice: SupabaseClient;
  let bob: SupabaseClient;
  let service: SupabaseClient;

  beforeAll(async () => {
    ({ stack, anon, alice, bob, service } = await openRestStack(engine));
  });
  afterAll(async () => {
    await stack?.stop();
  });

  describe('writes', () => {
    it('inserts one row (201, no body) and many rows with return=representation', async () => {
      const one = await service.from('rt_kv').insert({ k: 'one', v: 1 });
      expect(one).toMatchObject({ status: 201, data: null, error: null });
      const many = await service
        .from('rt_kv')
        .insert([{ k: 'two', v: 2 }, { k: 'three' }])
        .select();
      // supabase-js sends columns="k","v": a missing v becomes NULL (not-null violation) unless
      // defaultToNull: false asks for the column default.
      expect(many.status).toBe(400);
      expect(many.error).toMatchObject({ code: '23502' });
      const withDefaults = await service
        .from('rt_kv')
        .insert([{ k: 'two', v: 2 }, { k: 'three' }], { defaultToNull: false })
        .select('k, v')
        .order('k');
      expect(withDefaults.error).toBeNull();
      expect(withDefaults.data).toEqual([
        { k: 'three', v: 0 },
        { k: 'two', v: 2 },
      ]);
      const single = await service.from('rt_kv').insert({ k: 'four', v: 4 }).select('k').single();
      expect(single).toMatchObject({ data: { k: 'four' }, status: 201 });
    });

    it('upserts with merge, ignore and a non-primary on_conflict target', async () => {
      await service.from('rt_kv').insert({ k: 'u1', v: 1, note: 'first', code: 'c1' });
      const merged = await service.from('rt_kv').upsert({ k: 'u1', v: 5 }).select('k, v, note');
      expect(merged.data).toEqual([{ k: 'u1', v: 5, note: 'first' }]);
      const ignored = await service
        .from('rt_kv')
        .upsert({ k: 'u1', v: 9 }, { ignoreDuplicates: true })
        .select('k');
      expect(ignored.data).toEqual([]);
      const byCode = await service
        .from('rt_kv')
        .upsert({ k: 'u1', code: 'c1', note: 'via code' }, { onConflict: 'code' })
        .select('k, v, note');
      expect(byCode.data).toEqual([{ k: 'u1', v: 5, note: 'via code' }]);
      const bulk = await service
        .from('rt_kv')
        .upsert(
          [
            { k: 'u1', v: 7 },
            { k: 'u2', v: 8 },
          ],
          { count: 'exact' },
        )
        .select('k, v')
        .order('k');
      expect(bulk).toMatchObject({
        count: 2,
        data: [
          { k: 'u1', v: 7 },
          { k: 'u2', v: 8 },
        ],
      });
    });

    it('updates and deletes with representation and counts; refuses them without a filter', async () => {
      await service.from('rt_kv').insert([
        { k: 'p1', v: 1 },
        { k: 'p2', v: 1 },
        { k: 'p3', v: 3 },
      ]);
      const updated = await service
        .from('rt_kv')
        .update({ v: 2 }, { count: 'exact' })
        .in('k', ['p1', 'p2'])
        .select('k, v')
        .order('k');
      expect(updated).toMatchObject({
        status: 200,
        count: 2,
        data: [
          { k: 'p1', v: 2 },
          { k: 'p2', v: 2 },
        ],
      });
      const minimal = await service.from('rt_kv').update({ note: 'n' }).eq('k', 'p3');
      expect(minimal).toMatchObject({ status: 204, data: null, error: null });
      const empty = await service.from('rt_kv').update({}).eq('k', 'p3').select('k');
      expect(empty).toMatchObject({ status: 200, data: [], error: null });
      const noFilter = await service.from('rt_kv').update({ v: 0 });
      expect(noFilter.status).toBe(400);
      expect(noFilter.error).toEqual({
        code: '21000',
        details: null,
        hint: null,
        message: 'UPDATE requires a WHERE clause',
      });
      const noFilterDelete = await service.from('rt_kv').delete();
      expect(noFilterDelete.error).toMatchObject({
        code: '21000',
        message: 'DELETE requires a WHERE clause',
      });
      const deleted = await service.from('rt_kv').delete().like('k', 'p%').select('k').order('k');
      expect(deleted.data).toEqual([{ k: 'p1' }, { k: 'p2' }, { k: 'p3' }]);
      const { count } = await service
        .from('rt_kv')
        .select('*', { count: 'exact', head: true })
        .like('k', 'p%');
      expect(count).toBe(0);
    });

    it('rolls back with Prefer: tx=rollback and when single() does not get exactly one row', async () => {
      const rolled = await service.from('rt_kv').insert({ k: 'rb', v: 1 }).select('k').rollback();
      expect(rolled.data).toEqual([{ k: 'rb' }]);
      const tooMany = await service
        .from('rt_kv')
        .insert([{ k: 's1' }, { k: 's2' }], { defaultToNull: false })
        .select()
        .single();
      expect(tooMany.status).toBe(406);
      const { data } = await service.from('rt_kv').select('k').in('k', ['rb', 's1', 's2']);
      expect(data).toEqual([]);
    });

    it('maps constraint violations to PostgREST statuses', async () => {
      const dup = await service.from('rt_tags').insert({ name: 'classic' });
      expect(dup.status).toBe(409);
      expect(dup.error).toMatchObject({ code: '23505' });
      const fk = await service.from('rt_books').insert({ author_id: 999, title: 'x' });
      expect(fk.status).toBe(409);
      expect(fk.error).toMatchObject({ code: '23503' });
      const notNull = await service.from('rt_books').insert({ author_id: 1 });
      expect(notNull.status).toBe(400);
      expect(notNull.error).toMatchObject({ code: '23502' });
      const check = await alice.from('rt_notes').insert({ body: 'x', status: 'bogus' });
      expect(check.status).toBe(400);
      expect(check.error).toMatchObject({ code: '23514' });
      const generated = await service.from('rt_books').insert({ author_id: 1, title: 't', fts: 'x' });
      expect(generated.status).toBe(400);
    });
  });

  describe('row-level security', () => {
    it('scopes every operation to the JWT subject', async () => {
      const created = await alice
        .from('rt_notes')
        .insert({ body: 'alice note' })
        .select('id, owner, body')
        .single();
      expect(created.error).toBeNull();
      expect(created.data).toMatchObject({ owner: ALICE, body: 'alice note' });
      const id = (created.data as { id: number }).id;
      await bob.from('rt_notes').insert({ body: 'bob note' });

      const mine = await alice.from('rt_notes').select('body');
      expect(mine.data).toEqual([{ body: 'alice note' }]);
      const bobSees = await bob.from('rt_notes').select('body').eq('id', id);
      expect(bobSees.data).toEqual([]);
      const bobUpdates = await bob.from('rt_notes').update({ body: 'hacked' }).eq('id', id).select();
      expect(bobUpdates).toMatchObject({ data: [], error: null });
      const bobDeletes = await bob.from('rt_notes').delete().eq('id', id).select();
      expect(bobDeletes.data).toEqual([]);
      const forged = await bob.from('rt_notes').insert({ body: 'forged', owner: ALICE });
      expect(forged.status).toBe(403);
      expect(forged.error).toMatchObject({ code: '42501' });
      const anonRead = await anon.from('rt_notes').select('*');
      expect(anonRead.data).toEqual([]);
      const anonWrite = await anon.from('rt_notes').insert({ body: 'anon' });
      expect(anonWrite.status).toBe(401);
      expect(anonWrite.error).toMatchObject({ code: '42501' });
      const all = await service.from('rt_notes').select('body').order('id');
      expect(all.data).toEqual([{ body: 'alice note' }, { body: 'bob note' }]);
      const after = await alice.from('rt_notes').select('body').eq('id', id).single();
      expect(after.data).toEqual({ body: 'alice note' });
    });

    it('lets write-only tables accept inserts without representation', async () => {
      const ok = await anon.from('rt_inbox').insert({ msg: 'hello' });
      expect(ok).toMatchObject({ status: 201, error: null });
      const withSelect = await anon.from('rt_inbox').insert({ msg: 'hello' }).select();
      expect(withSelect.status).toBe(401);
      expect(withSelect.error).toMatchObject({ code: '42501' });
      const read = await anon.from('rt_inbox').select('*');
      expect(read.data).toEqual([]);
    });

    it('answers 401 for anon and 403 for users without a grant', async () => {
      const a = await anon.from('rt_secret').select('*');
      expect(a.status).toBe(401);
      expect(a.error).toMatchObject({ code: '42501', message: 'permission denied for table rt_secret' });
      const u = await alice.from('rt_secret').select('*');
      expect(u.status).toBe(403);
    });
  });

  describe('rpc', () => {
    it('calls scalar functions by POST and GET, with defaults and array arguments', async () => {
      expect(await anon.rpc('rt_add', { a: 1, b: 2 })).toMatchObject({ data: 3, status: 200 });
      expect((await anon.rpc('rt_add', { a: 1 })).data).toBe(11);
      expect((await anon.rpc('rt_add', { a: 2 }, { get: true })).data).toBe(12);
      expect((await anon.rpc('rt_sum', { ids: [1, 2, 3] })).data).toBe(6);
      expect((await anon.rpc('rt_sum', { ids: [4, 5] }, { get: true })).data).toBe(9);
      expect((await alice.rpc('rt_whoami')).data).toBe(ALICE);
      expect((await anon.rpc('rt_whoami')).data).toBeNull();
    });

    it('filters, orders, selects and counts set-returning functions', async () => {
      const books = await anon.rpc('rt_books_of', { author: 1 }).select('title').order('title');
      expect(books.data).toEqual([{ title: 'Pearl Diving' }, { title: 'The Desert Rose' }]);
      const filtered = await anon
        .rpc('rt_books_of', { author: 1 })
        .gt('pages', 200)
        .select('id, rt_authors!author_id(name)');
      expect(filtered.data).toEqual([{ id: 1, rt_authors: { name: 'Ann' } }]);
      const counted = await anon.rpc('rt_books_of', { author: 1 }, { head: true, count: 'exact' });
      expect(counted).toMatchObject({ count: 2, data: null });
      expect((await anon.rpc('rt_series', { n: 3 })).data).toEqual([1, 2, 3]);
      expect((await anon.rpc('rt_pairs', { n: 2 })).data).toEqual([
        { x: 1, label: 'n1' },
        { x: 2, label: 'n2' },
      ]);
      const single = await anon.rpc('rt_pairs', { n: 2 }).eq('x', 2).single();
      expect(single.data).toEqual({ x: 2, label: 'n2' });
    });

    it('counts by POST without a body when the arguments are objects (head: true)', async () => {
      const counted = await anon.rpc('rt_echo', { x: { deep: [1] } }, { head: true, count: 'exact' });
      expect(counted).toMatchObject({ data: null, error: null, status: 200, count: 1 });
    });

    it('answers void with 204, passes a whole body to a single json parameter', async () => {
      expect(await anon.rpc('rt_noop')).toMatchObject({ data: null, status: 204, error: null });
      expect((await anon.rpc('rt_echo', { x: [1, { y: 'z' }] })).data).toEqual({ x: [1, { y: 'z' }] });
    });

    it('reports missing functions, raised exceptions and writes in read-only GET', async () => {
      const missing = await anon.rpc('rt_nope', { a: 1 });
      expect(missing.status).toBe(404);
      expect(missing.error).toMatchObject({
        code: 'PGRST202',
        message: 'Could not find the function public.rt_nope(a) in the schema cache',
      });
      const wrongArgs = await anon.rpc('rt_add', { z: 1 });
      expect(wrongArgs.error).toMatchObject({ code: 'PGRST202' });
      const raised = await anon.rpc('rt_fail', { msg: 'boom' });
      expect(raised.status).toBe(400);
      expect(raised.error).toEqual({
        code: 'P0001',
        details: null,
        hint: 'raised on purpose',
        message: 'boom',
      });
      const readOnly = await anon.rpc('rt_write', { body: 'rpc-x' }, { get: true });
      expect(readOnly.status).toBe(405);
      expect(readOnly.error).toMatchObject({ code: '25006' });
      const written = await anon.rpc('rt_write', { body: 'rpc-x' });
      expect(written).toMatchObject({ status: 200, data: 0 });
    });
  });
});
