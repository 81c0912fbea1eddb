/**
 * /rest/v1 conformance: the real supabase-js client (and raw fetch for what the client cannot send)
 * against the running stack, on PGlite and on PostgreSQL. Covers the PostgREST grammar supabase-js
 * generates, writes with Prefer, rpc, counts, single(), csv, RLS through the request's JWT, PostgREST's
 * error codes and statuses, and hostile input (injection attempts, bad JSON, oversized bodies).
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestStack, type TestStack, testEngines } from './harness.ts';

/** Test-only tables next to the real portal schema (prefix rt_), created by the superuser. */
const FIXTURE_SQL = `
-- Test-only tables for the /rest/v1 conformance tests (rest.test.ts), created by the superuser in a fresh
-- test database next to the real portal schema. Prefix rt_ keeps them apart from the portal's tables.

create table public.rt_authors (
  id serial primary key,
  name text not null,
  country text,
  active boolean,
  meta jsonb,
  tags text[] not null default '{}',
  born date,
  created_at timestamptz not null default '2025-01-01T00:00:00Z'
);

create table public.rt_books (
  id serial primary key,
  author_id int not null references public.rt_authors (id),
  editor_id int references public.rt_authors (id),
  title text not null,
  pages int,
  price numeric(10, 2),
  rating int,
  published date,
  fts tsvector generated always as (to_tsvector('english', title)) stored
);

create table public.rt_tags (id serial primary key, name text not null unique);

create table public.rt_book_tags (
  book_id int references public.rt_books (id) on delete cascade,
  tag_id int references public.rt_tags (id),
  primary key (book_id, tag_id)
);

create table public.rt_author_profiles (
  author_id int primary key references public.rt_authors (id),
  website text
);

-- Owner-scoped rows, RLS as the portal writes it.
create table public.rt_notes (
  id bigint generated always as identity primary key,
  owner uuid not null default auth.uid(),
  body text not null constraint rt_notes_body_length check (char_length(body) <= 200),
  status text not null default 'open' constraint rt_notes_status_check check (status in ('open', 'done')),
  priority int not null default 1,
  created_at timestamptz not null default now()
);
alter table public.rt_notes enable row level security;
create policy rt_notes_select on public.rt_notes for select to authenticated using ((select auth.uid()) = owner);
create policy rt_notes_insert on public.rt_notes for insert to authenticated with check ((select auth.uid()) = owner);
create policy rt_notes_update on public.rt_notes for update to authenticated
  using ((select auth.uid()) = owner) with check ((select auth.uid()) = owner);
create policy rt_notes_delete on public.rt_notes for delete to authenticated using ((select auth.uid()) = owner);

-- Write-only for everyone (like a contact form): insert policy, no select policy.
create table public.rt_inbox (id serial primary key, msg text not null);
alter table public.rt_inbox enable row level security;
create policy rt_inbox_insert on public.rt_inbox for insert to anon, authenticated with check (true);

create table public.rt_kv (k text primary key, v int not null default 0, note text, code text unique);

create table public.rt_secret (id int primary key, s text);
revoke all on public.rt_secret from anon, authenticated;

create function public.rt_add(a int, b int default 10) returns int language sql immutable as 'select a + b';
create function public.rt_books_of(author int) returns setof public.rt_books language sql stable
  as 'select * from public.rt_books where author_id = author';
create function public.rt_noop() returns void language plpgsql as $$ begin end $$;
create function public.rt_echo(jsonb) returns jsonb language sql immutable as 'select $1';
create function public.rt_series(n int) returns setof int language sql immutable as 'select generate_series(1, n)';
create function public.rt_whoami() returns uuid language sql stable as 'select auth.uid()';
create function public.rt_pairs(n int) returns table (x int, label text) language sql immutable
  as $$ select i, 'n' || i from generate_series(1, n) i $$;
create function public.rt_fail(msg text) returns int language plpgsql as $$
begin
  raise exception '%', msg using hint = 'raised on purpose';
end $$;
create function public.rt_write(body text) returns int language sql
  as 'insert into public.rt_kv (k) values (body) returning v';
create function public.rt_sum(ids int[]) returns int language sql immutable
  as 'select coalesce(sum(x), 0)::int from unnest(ids) x';

insert into public.rt_authors (id, name, country, active, meta, tags, born) values
  (1, 'Ann', 'QA', true, '{"lang": "ar", "stats": {"books": 2}}', '{poetry,history}', '1970-05-01'),
  (2, 'Bob', 'UK', false, '{"lang": "en"}', '{sci-fi}', '1980-02-02'),
  (3, 'Cem, "the" (bold)', null, null, null, '{}', null),
  (4, 'Dana', 'QA', true, '{"lang": "ar"}', '{history}', '1990-12-31');
select setval('public.rt_authors_id_seq', 4);

insert into public.rt_books (id, author_id, editor_id, title, pages, price, rating, published) values
  (1, 1, 2, 'The Desert Rose', 320, 45.50, 5, '2020-01-10'),
  (2, 1, null, 'Pearl Diving', 120, 20.00, 3, '2018-06-01'),
  (3, 2, 1, 'Star Roads', 500, 60.00, null, '2021-03-03'),
  (4, 3, null, 'Cats and Dogs', 90, null, 4, null);
select setval('public.rt_books_id_seq', 4);

insert into public.rt_tags (id, name) values (1, 'classic'), (2, 'gulf'), (3, 'space');
insert into public.rt_book_tags values (1, 1), (1, 2), (2, 2), (3, 3);
insert into public.rt_author_profiles values (1, 'https://ann.example');
insert into public.rt_secret values (1, 'hidden');
`;

const ALICE = '00000000-0000-4000-8000-00000000a11c';
const BOB = '00000000-0000-4000-8000-000000000b0b';

async function userToken(stack: TestStack, sub: string, expiresIn = 3600): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ role: 'authenticated', aud: 'authenticated', email: `${sub.slice(-4)}@example.com` })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(sub)
    .setIssuedAt(now - 10)
    .setExpirationTime(now + expiresIn)
    .sign(new TextEncoder().encode(stack.jwtSecret));
}

function client(stack: TestStack, token?: string): SupabaseClient {
  return createClient(stack.url, stack.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
    global: token ? { headers: { Authorization: `Bearer ${token}` } } : {},
  });
}

const ids = (rows: unknown) => ((rows ?? []) as { id: number }[]).map((r) => r.id);
/** The JSON error body of a raw response. */
const errorCode = async (res: Response) => ((await res.json()) as { code?: string }).code;

describe.each(testEngines())('REST on %s', (engine) => {
  let stack: TestStack;
  let anon: SupabaseClient;
  let alice: SupabaseClient;
  let bob: SupabaseClient;
  let service: SupabaseClient;
  let aliceToken: string;

  /** Raw request with the anon key (or the given bearer token). */
  const rest = (path: string, init: RequestInit & { token?: string } = {}) => {
    const headers = new Headers(init.headers);
    if (!headers.has('apikey')) headers.set('apikey', stack.anonKey);
    if (!headers.has('authorization')) headers.set('authorization', `Bearer ${init.token ?? stack.anonKey}`);
    return fetch(`${stack.url}/rest/v1${path}`, { ...init, headers });
  };

  beforeAll(async () => {
    stack = await startTestStack({ engine });
    await stack.db.exec(FIXTURE_SQL);
    aliceToken = await userToken(stack, ALICE);
    anon = client(stack);
    alice = client(stack, aliceToken);
    bob = client(stack, await userToken(stack, BOB));
    service = client(stack, stack.serviceRoleKey);
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
  describe('portal tables (real migrations, seed and policies, signed in through /auth/v1)', () => {
    const SARA = [
      'lead-generation',
      'automated-lead-generation',
      'odoo-sales',
      'whatsapp-sales',
      'whatsapp-product-catalog',
      'invoice-collection',
      'local-chatbot',
      'database-chat',
      'gmail-email-labelling',
      'whatsapp-chatbot',
      'client-onboarding',
      'financial-reports',
    ];
    const OMAR = [
      'social-media-content',
      'rag-chatbot',
      'website-chatbot',
      'gmail-auto-responder',
      'hr-service',
      'customer-support-automation',
      'local-rag',
      'gmail-campaign',
      'email-summary-agent',
      'whatsapp-responder',
      'whatsapp-dietitian',
      'job-application',
    ];

    async function signedIn(email: string, password: string) {
      const c = client(stack);
      const { data, error } = await c.auth.signInWithPassword({ email, password });
      expect(error).toBeNull();
      return { c, id: data.user?.id as string };
    }

    it("reads the catalogue as anon and each client's own workflows with the catalogue embedded", async () => {
      const catalogue = await anon.from('workflows').select('slug', { count: 'exact', head: true });
      expect(catalogue).toMatchObject({ count: 24, error: null });
      const sara = await signedIn('sara@demo.qa', 'Client#2026');
      const omar = await signedIn('omar@demo.qa', 'Client#2026');
      for (const [who, slugs] of [
        [sara, SARA],
        [omar, OMAR],
      ] as const) {
        const { data, error } = await who.c
          .from('client_workflows')
          .select('workflow_slug, status, workflows(name_en, name_ar, family)')
          .order('workflow_slug');
        expect(error).toBeNull();
        const rows = data as unknown as {
          workflow_slug: string;
          workflows: { name_en: string; name_ar: string };
        }[];
        expect(rows.map((r) => r.workflow_slug)).toEqual([...slugs].sort());
        for (const r of rows) expect(r.workflows.name_ar).toMatch(/[\u0600-\u06FF]/);
      }
      const peek = await omar.c.from('client_workflows').select('id').eq('user_id', sara.id);
      expect(peek).toMatchObject({ data: [], error: null });
      const owns = await sara.c.rpc('owns_workflow', { p_workflow_slug: 'odoo-sales' });
      expect(owns.data).toBe(true);
      expect((await omar.c.rpc('owns_workflow', { p_workflow_slug: 'odoo-sales' })).data).toBe(false);
      // The migrations grant anon nothing on client_workflows: PostgREST answers 401 for anon.
      const anonOwned = await anon.from('client_workflows').select('id');
      expect(anonOwned.status).toBe(401);
      expect(anonOwned.error).toMatchObject({ code: '42501' });
    });

    it("pages a client's own leads with an exact count, and never another client's", async () => {
      const sara = await signedIn('sara@demo.qa', 'Client#2026');
      const omar = await signedIn('omar@demo.qa', 'Client#2026');
      const page = await sara.c
        .from('leads')
        .select('*', { count: 'exact' })
        .order('created_at', { ascending: false })
        .range(0, 19);
      expect(page.error).toBeNull();
      expect(page.count).toBeGreaterThan(0);
      const leads = page.data as { user_id: string }[];
      expect(leads.length).toBe(Math.min(20, page.count ?? 0));
      expect(leads.every((l) => l.user_id === sara.id)).toBe(true);
      const cross = await omar.c
        .from('leads')
        .select('id', { count: 'exact', head: true })
        .eq('user_id', sara.id);
      expect(cross.count).toBe(0);
      const admin = await signedIn('admin@demo.qa', 'Admin#2026');
      const all = await admin.c
        .from('leads')
        .select('id', { count: 'exact', head: true })
        .eq('user_id', sara.id);
      expect(all.count).toBe(page.count);
    });
  });
});
