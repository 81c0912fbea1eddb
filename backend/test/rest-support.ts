/**
 * What the /rest/v1 tests share (rest*.test.ts): the test-only rt_ tables, tokens and supabase-js clients
 * for two users, the anon key and the service role, and a raw request as the client would send it.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import WebSocket from 'ws';
import type { Engine } from '../src/db/port.ts';
import { startTestStack, type TestStack } from './harness.ts';

/** Test-only tables next to the real portal schema (prefix rt_), created by the superuser. */
export const FIXTURE_SQL = `
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

export const ALICE = '00000000-0000-4000-8000-00000000a11c';
export const BOB = '00000000-0000-4000-8000-000000000b0b';

export async function userToken(stack: TestStack, sub: string, expiresIn = 3600): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ role: 'authenticated', aud: 'authenticated', email: `${sub.slice(-4)}@example.com` })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(sub)
    .setIssuedAt(now - 10)
    .setExpirationTime(now + expiresIn)
    .sign(new TextEncoder().encode(stack.jwtSecret));
}

export function client(stack: TestStack, token?: string): SupabaseClient {
  return createClient(stack.url, stack.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
    global: token ? { headers: { Authorization: `Bearer ${token}` } } : {},
  });
}

export const ids = (rows: unknown) => ((rows ?? []) as { id: number }[]).map((r) => r.id);
/** The JSON error body of a raw response. */
export const errorCode = async (res: Response) => ((await res.json()) as { code?: string }).code;

/** A stack with the rt_ tables, and clients for anon, alice, bob and the service role. */
export async function openRestStack(engine: Engine) {
  const stack = await startTestStack({ engine });
  await stack.db.exec(FIXTURE_SQL);
  const aliceToken = await userToken(stack, ALICE);
  return {
    stack,
    aliceToken,
    anon: client(stack),
    alice: client(stack, aliceToken),
    bob: client(stack, await userToken(stack, BOB)),
    service: client(stack, stack.serviceRoleKey),
  };
}

/** Raw request with the anon key (or the given bearer token). */
export function restFetch(stack: TestStack, path: string, init: RequestInit & { token?: string } = {}) {
  const headers = new Headers(init.headers);
  if (!headers.has('apikey')) headers.set('apikey', stack.anonKey);
  if (!headers.has('authorization')) headers.set('authorization', `Bearer ${init.token ?? stack.anonKey}`);
  return fetch(`${stack.url}/rest/v1${path}`, { ...init, headers });
}
