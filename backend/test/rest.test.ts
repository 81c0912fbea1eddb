/**
 * /rest/v1 conformance: the real supabase-js client (and raw fetch for what the client cannot send)
 * against the running stack, on PGlite and on PostgreSQL: the PostgREST grammar supabase-js generates
 * for reads (filters, order, ranges, counts, single(), csv) and embedding. rest-writes, rest-raw and
 * rest-portal.test.ts cover writes, RLS and rpc, hostile raw requests, and the portal's own tables.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestStack, testEngines } from './harness.ts';
import { ids, openRestStack, restFetch } from './rest-support.ts';

describe.each(testEngines())('REST on %s', (engine) => {
  let stack: TestStack;
  let anon: SupabaseClient;
  const rest = (path: string, init: RequestInit & { token?: string } = {}) => restFetch(stack, path, init);

  beforeAll(async () => {
    ({ stack, anon } = await openRestStack(engine));
  });
  afterAll(async () => {
    await stack?.stop();
  });

  describe('select', () => {
    it('returns columns with aliases, casts and JSON paths', async () => {
      const { data, error, status } = await anon
        .from('rt_authors')
        .select('id, name, n:name, born::text, lang:meta->>lang, meta->stats->books, created_at')
        .eq('id', 1);
      expect(error).toBeNull();
      expect(status).toBe(200);
      expect(data).toEqual([
        {
          id: 1,
          name: 'Ann',
          n: 'Ann',
          born: '1970-05-01',
          lang: 'ar',
          books: 2,
          created_at: '2025-01-01T00:00:00+00:00',
        },
      ]);
    });

    it('serialises every type the same way PostgREST does', async () => {
      const { data } = await anon.from('rt_books').select('id, price, published, pages').eq('id', 1).single();
      expect(data).toEqual({ id: 1, price: 45.5, published: '2020-01-10', pages: 320 });
      const { data: a } = await anon.from('rt_authors').select('tags, meta, active').eq('id', 1).single();
      expect(a).toEqual({
        tags: ['poetry', 'history'],
        meta: { lang: 'ar', stats: { books: 2 } },
        active: true,
      });
    });

    it('applies comparison, pattern and null filters', async () => {
      const q = () => anon.from('rt_books').select('id').order('id');
      expect(ids((await q().eq('author_id', 1)).data)).toEqual([1, 2]);
      expect(ids((await q().neq('author_id', 1)).data)).toEqual([3, 4]);
      expect(ids((await q().gt('pages', 120)).data)).toEqual([1, 3]);
      expect(ids((await q().gte('pages', 120)).data)).toEqual([1, 2, 3]);
      expect(ids((await q().lt('price', 45.5)).data)).toEqual([2]);
      expect(ids((await q().lte('price', 45.5)).data)).toEqual([1, 2]);
      expect(ids((await q().like('title', '%Ro%')).data)).toEqual([1, 3]);
      expect(ids((await q().like('title', '*Ro*')).data)).toEqual([1, 3]);
      expect(ids((await q().ilike('title', 'the%')).data)).toEqual([1]);
      expect(ids((await q().is('rating', null)).data)).toEqual([3]);
      expect(ids((await q().not('rating', 'is', null)).data)).toEqual([1, 2, 4]);
      expect(ids((await q().match({ author_id: 1, pages: 120 })).data)).toEqual([2]);
      expect(ids((await q().isDistinct('rating', 5)).data)).toEqual([2, 3, 4]);
      expect(ids((await q().filter('title', 'match', '^[PS]')).data)).toEqual([2, 3]);
      expect(ids((await q().filter('title', 'imatch', '^the')).data)).toEqual([1]);
      expect(ids((await q().likeAnyOf('title', ['%Rose', 'Cats%'])).data)).toEqual([1, 4]);
      expect(ids((await q().filter('rating', 'eq(any)', '{3,4}')).data)).toEqual([2, 4]);
      const { data: active } = await anon.from('rt_authors').select('id').is('active', true).order('id');
      expect(ids(active)).toEqual([1, 4]);
    });

    it('applies in, not in and values that need quoting', async () => {
      const q = () => anon.from('rt_authors').select('id').order('id');
      expect(ids((await q().in('id', [1, 3])).data)).toEqual([1, 3]);
      expect(ids((await q().in('name', ['Bob', 'Dana (QA)'])).data)).toEqual([2]);
      // Quotes inside a quoted list value are backslash-escaped (postgrest-js does not do it for you).
      expect(ids((await q().filter('name', 'in', '(Bob,"Cem, \\"the\\" (bold)")')).data)).toEqual([2, 3]);
      expect(ids((await q().not('id', 'in', '(1,2)')).data)).toEqual([3, 4]);
      expect(ids((await q().in('id', [])).data)).toEqual([]);
      expect(ids((await q().eq('name', 'Cem, "the" (bold)')).data)).toEqual([3]);
    });

    it('applies array, JSON and range containment operators', async () => {
      const q = () => anon.from('rt_authors').select('id').order('id');
      expect(ids((await q().contains('tags', ['history'])).data)).toEqual([1, 4]);
      expect(ids((await q().containedBy('tags', ['history', 'poetry', 'x'])).data)).toEqual([1, 3, 4]);
      expect(ids((await q().overlaps('tags', ['sci-fi', 'poetry'])).data)).toEqual([1, 2]);
      expect(ids((await q().contains('meta', { lang: 'ar' })).data)).toEqual([1, 4]);
      expect(ids((await q().eq('meta->>lang', 'en')).data)).toEqual([2]);
      expect(ids((await q().eq('meta->stats->books', 2)).data)).toEqual([1]);
    });

    it('runs full-text search on tsvector and text columns', async () => {
      const q = () => anon.from('rt_books').select('id').order('id');
      expect(ids((await q().textSearch('fts', 'desert & rose')).data)).toEqual([1]);
      expect(
        ids((await q().textSearch('fts', 'star roads', { type: 'plain', config: 'english' })).data),
      ).toEqual([3]);
      expect(ids((await q().textSearch('fts', '"pearl diving"', { type: 'websearch' })).data)).toEqual([2]);
      expect(
        ids((await q().textSearch('title', 'cats dogs', { type: 'phrase', config: 'english' })).data),
      ).toEqual([]);
      expect(ids((await q().textSearch('title', 'cats', { type: 'plain', config: 'english' })).data)).toEqual(
        [4],
      );
    });

    it('combines filters with or / and / not', async () => {
      const q = () => anon.from('rt_authors').select('id').order('id');
      expect(ids((await q().or('country.eq.UK,country.is.null')).data)).toEqual([2, 3]);
      expect(ids((await q().or('id.eq.1,and(country.eq.QA,active.is.true)')).data)).toEqual([1, 4]);
      expect(ids((await q().or('id.in.(2,3),name.eq."Dana"')).data)).toEqual([2, 3, 4]);
      expect(ids((await q().not('country', 'eq', 'QA').or('active.is.false,active.is.null')).data)).toEqual([
        2,
      ]);
      const { data } = await anon
        .from('rt_authors')
        .select('id')
        .or('not.or(country.eq.QA,country.eq.UK),meta->>lang.eq.en')
        .order('id');
      // NOT (NULL OR NULL) is NULL: author 3 (no country) stays out, as in SQL.
      expect(ids(data)).toEqual([2]);
    });

    it('orders with nulls first/last and pages with limit and range', async () => {
      const { data: byRating } = await anon
        .from('rt_books')
        .select('id')
        .order('rating', { ascending: false, nullsFirst: false })
        .order('id');
      expect(ids(byRating)).toEqual([1, 4, 2, 3]);
      const { data: nullsFirst } = await anon
        .from('rt_books')
        .select('id')
        .order('rating', { nullsFirst: true });
      expect(ids(nullsFirst)).toEqual([3, 2, 4, 1]);
      const { data: byJson } = await anon
        .from('rt_authors')
        .select('id')
        .order('meta->>lang')
        .order('id')
        .limit(2);
      expect(ids(byJson)).toEqual([1, 4]);
      const { data: page } = await anon.from('rt_books').select('id').order('id').range(1, 2);
      expect(ids(page)).toEqual([2, 3]);
    });

    it('counts exactly, with HEAD, Content-Range and 206 for partial pages', async () => {
      const head = await anon.from('rt_books').select('*', { count: 'exact', head: true }).eq('author_id', 1);
      expect(head).toMatchObject({ data: null, count: 2, status: 200, error: null });
      const page = await anon.from('rt_books').select('id', { count: 'exact' }).order('id').range(0, 1);
      expect(page).toMatchObject({ count: 4, status: 206 });
      expect(ids(page.data)).toEqual([1, 2]);
      const res = await rest('/rt_books?select=id&offset=1&limit=2&order=id', {
        headers: { Prefer: 'count=exact' },
      });
      expect(res.headers.get('content-range')).toBe('1-2/4');
      const none = await rest('/rt_books?select=id&id=eq.99', { headers: { Prefer: 'count=exact' } });
      expect(none.headers.get('content-range')).toBe('*/0');
      const noCount = await rest('/rt_books?select=id&limit=2');
      expect(noCount.headers.get('content-range')).toBe('0-1/*');
      const beyond = await rest('/rt_books?select=id&offset=10', { headers: { Prefer: 'count=exact' } });
      expect(beyond.status).toBe(416);
      expect(await beyond.json()).toMatchObject({ code: 'PGRST103' });
      for (const count of ['planned', 'estimated'] as const) {
        const r = await anon.from('rt_books').select('id', { count, head: true });
        expect(r.count).toBe(4);
      }
    });

    it('answers single() with an object, or 406 PGRST116; maybeSingle() with null', async () => {
      const one = await anon.from('rt_authors').select('name').eq('id', 2).single();
      expect(one).toMatchObject({ data: { name: 'Bob' }, status: 200, error: null });
      const none = await anon.from('rt_authors').select('name').eq('id', 99).single();
      expect(none.status).toBe(406);
      expect(none.error).toEqual({
        code: 'PGRST116',
        details: 'The result contains 0 rows',
        hint: null,
        message: 'Cannot coerce the result to a single JSON object',
      });
      const many = await anon.from('rt_authors').select('name').single();
      expect(many.status).toBe(406);
      expect(many.error?.details).toBe('The result contains 4 rows');
      const maybe = await anon.from('rt_authors').select('name').eq('id', 99).maybeSingle();
      expect(maybe).toMatchObject({ data: null, error: null });
    });

    it('returns CSV', async () => {
      const { data, error } = await anon
        .from('rt_authors')
        .select('id,name,country')
        .in('id', [1, 3])
        .order('id')
        .csv();
      expect(error).toBeNull();
      expect(data).toBe('id,name,country\n1,Ann,QA\n3,"Cem, ""the"" (bold)",');
    });

    it('strips nulls when asked (Accept: …;nulls=stripped)', async () => {
      const res = await rest('/rt_authors?select=id,country&id=eq.3', {
        headers: { Accept: 'application/vnd.pgrst.array+json;nulls=stripped' },
      });
      expect(await res.json()).toEqual([{ id: 3 }]);
    });
  });

  describe('embedding', () => {
    it('embeds to-one through a hinted FK and to-many with order/limit/filters', async () => {
      const { data, error } = await anon
        .from('rt_books')
        .select(
          'id, title, author:rt_authors!author_id(name), editor:rt_authors!rt_books_editor_id_fkey(name)',
        )
        .in('id', [1, 2])
        .order('id');
      expect(error).toBeNull();
      expect(data).toEqual([
        { id: 1, title: 'The Desert Rose', author: { name: 'Ann' }, editor: { name: 'Bob' } },
        { id: 2, title: 'Pearl Diving', author: { name: 'Ann' }, editor: null },
      ]);
      const { data: authors } = await anon
        .from('rt_authors')
        .select('id, books:rt_books!author_id(id, title)')
        .in('id', [1, 4])
        .order('id')
        .order('id', { referencedTable: 'books', ascending: false })
        .limit(1, { referencedTable: 'books' });
      expect(authors).toEqual([
        { id: 1, books: [{ id: 2, title: 'Pearl Diving' }] },
        { id: 4, books: [] },
      ]);
      const { data: paged } = await anon
        .from('rt_authors')
        .select('id, books:rt_books!author_id(id)')
        .eq('id', 1)
        .order('id', { referencedTable: 'books' })
        .range(1, 1, { referencedTable: 'books' });
      expect(paged).toEqual([{ id: 1, books: [{ id: 2 }] }]);
      const { data: filtered } = await anon
        .from('rt_authors')
        .select('id, rt_books!author_id(id)')
        .eq('id', 1)
        .gt('rt_books.pages', 200);
      expect(filtered).toEqual([{ id: 1, rt_books: [{ id: 1 }] }]);
    });

    it('reports ambiguous and missing relationships as PostgREST does', async () => {
      const ambiguous = await anon.from('rt_books').select('id, rt_authors(name)');
      expect(ambiguous.status).toBe(300);
      expect(ambiguous.error).toMatchObject({ code: 'PGRST201' });
      expect(ambiguous.error?.details).toHaveLength(2);
      const missing = await anon.from('rt_books').select('id, rt_kv(k)');
      expect(missing.status).toBe(400);
      expect(missing.error).toMatchObject({
        code: 'PGRST200',
        message: "Could not find a relationship between 'rt_books' and 'rt_kv' in the schema cache",
      });
    });

    it('embeds many-to-many through a junction table and one-to-one as an object', async () => {
      const { data } = await anon
        .from('rt_books')
        .select('id, rt_tags(name)')
        .in('id', [1, 4])
        .order('id')
        .order('name', { referencedTable: 'rt_tags' });
      expect(data).toEqual([
        { id: 1, rt_tags: [{ name: 'classic' }, { name: 'gulf' }] },
        { id: 4, rt_tags: [] },
      ]);
      const { data: profile } = await anon
        .from('rt_authors')
        .select('name, rt_author_profiles(website)')
        .in('id', [1, 2])
        .order('id');
      expect(profile).toEqual([
        { name: 'Ann', rt_author_profiles: { website: 'https://ann.example' } },
        { name: 'Bob', rt_author_profiles: null },
      ]);
    });

    it('filters parents with !inner, with null-embed filters, and spreads to-one columns', async () => {
      const { data: inner } = await anon
        .from('rt_authors')
        .select('id, rt_books!author_id!inner(title)')
        .eq('rt_books.title', 'Star Roads');
      expect(inner).toEqual([{ id: 2, rt_books: [{ title: 'Star Roads' }] }]);
      const { data: withBooks } = await anon
        .from('rt_authors')
        .select('id, rt_books!author_id(id)')
        .not('rt_books', 'is', null)
        .order('id');
      expect(ids(withBooks)).toEqual([1, 2, 3]);
      const { data: without } = await anon
        .from('rt_authors')
        .select('id, rt_books!author_id()')
        .is('rt_books', null);
      expect(without).toEqual([{ id: 4 }]);
      const { data: spread } = await anon
        .from('rt_books')
        .select('id, ...rt_authors!author_id(author_name:name, country)')
        .eq('id', 3);
      expect(spread).toEqual([{ id: 3, author_name: 'Bob', country: 'UK' }]);
      const { data: nested } = await anon
        .from('rt_book_tags')
        .select('rt_books(title, rt_authors!author_id(name)), rt_tags(name)')
        .eq('tag_id', 3);
      expect(nested).toEqual([
        { rt_books: { title: 'Star Roads', rt_authors: { name: 'Bob' } }, rt_tags: { name: 'space' } },
      ]);
    });

    it('combines filters inside an embedded resource with or (referencedTable)', async () => {
      const { data } = await anon
        .from('rt_authors')
        .select('id, rt_books!author_id(id)')
        .eq('id', 1)
        .or('pages.lt.100,rating.eq.3', { referencedTable: 'rt_books' });
      expect(data).toEqual([{ id: 1, rt_books: [{ id: 2 }] }]);
    });

    it('refuses aggregates as hosted Supabase does by default (PGRST123)', async () => {
      const { status, error } = await anon.from('rt_books').select('pages.sum(), count()');
      expect(status).toBe(400);
      expect(error).toMatchObject({ code: 'PGRST123', message: 'Use of aggregate functions is not allowed' });
    });

    it('orders by a column of a to-one embed', async () => {
      const res = await rest(
        '/rt_books?select=id,rt_authors!author_id(name)&order=rt_authors(name).desc,id.asc',
      );
      expect(ids(await res.json())).toEqual([4, 3, 1, 2]);
    });

    it('rejects filters on resources that are not embedded (PGRST108)', async () => {
      const { error, status } = await anon.from('rt_authors').select('id').eq('rt_books.id', 1);
      expect(status).toBe(400);
      expect(error).toMatchObject({ code: 'PGRST108' });
    });
  });
});
