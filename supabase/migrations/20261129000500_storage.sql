-- Storage: the product's buckets and who may touch which file.
--
-- A hosted project already has the storage schema (Supabase Storage creates and owns it, owner
-- supabase_storage_admin), so the first block only runs where it is missing: the local stack. It creates
-- the tables and helper functions with hosted Storage's names and shapes (supabase/storage,
-- migrations/tenant), so that the policies below and the backend's storage service (backend/src/storage)
-- read and write the same rows here as Storage does on a hosted project. Everything after that block
-- (buckets, policies) runs in both places.
--
-- Path conventions (docs/architecture.md, "Storage"): every object name starts with the owner's user id,
-- `<user_id>/…`, so `(storage.foldername(name))[1]` is the owner.

do $$
begin
  if to_regclass('storage.objects') is not null then
    return; -- a hosted project: Storage owns its schema
  end if;

  create schema if not exists storage;
  grant usage on schema storage to postgres, anon, authenticated, service_role;

  create table storage.buckets (
    id text not null primary key,
    name text not null,
    owner uuid,
    owner_id text,
    created_at timestamptz default now(),
    updated_at timestamptz default now(),
    public boolean default false,
    avif_autodetection boolean default false,
    file_size_limit bigint,
    allowed_mime_types text[],
    type text not null default 'STANDARD'
  );
  create unique index bname on storage.buckets using btree (name);

  create table storage.objects (
    id uuid not null default gen_random_uuid() primary key,
    bucket_id text,
    name text,
    owner uuid,
    owner_id text,
    created_at timestamptz default now(),
    updated_at timestamptz default now(),
    last_accessed_at timestamptz default now(),
    metadata jsonb,
    path_tokens text[] generated always as (string_to_array(name, '/')) stored,
    version text,
    user_metadata jsonb,
    constraint "objects_bucketId_fkey" foreign key (bucket_id) references storage.buckets (id)
  );
  create unique index bucketid_objname on storage.objects using btree (bucket_id, name);
  create index name_prefix_search on storage.objects (name text_pattern_ops);
  -- The local service finds an object's bytes by version (backend/src/storage/blobs.ts).
  create index objects_version_idx on storage.objects (version);

  alter table storage.buckets enable row level security;
  alter table storage.objects enable row level security;

  grant all on storage.buckets, storage.objects to postgres, anon, authenticated, service_role;

  -- The helpers policies use, as hosted Storage defines them (0002-storage-schema.sql).
  execute $fn$
    create function storage.foldername(name text) returns text[] language plpgsql as $body$
    declare _parts text[];
    begin
      select string_to_array(name, '/') into _parts;
      return _parts[1:array_length(_parts, 1) - 1];
    end
    $body$
  $fn$;
  execute $fn$
    create function storage.filename(name text) returns text language plpgsql as $body$
    declare _parts text[];
    begin
      select string_to_array(name, '/') into _parts;
      return _parts[array_length(_parts, 1)];
    end
    $body$
  $fn$;
  execute $fn$
    create function storage.extension(name text) returns text language plpgsql as $body$
    declare _parts text[]; _filename text;
    begin
      select string_to_array(name, '/') into _parts;
      select _parts[array_length(_parts, 1)] into _filename;
      return reverse(split_part(reverse(_filename), '.', 1));
    end
    $body$
  $fn$;
  grant execute on function storage.foldername(text), storage.filename(text), storage.extension(text)
    to postgres, anon, authenticated, service_role;
end
$$;

-- ---------------------------------------------------------------------------------------------------
-- The product's buckets. Limits are the product's (docs/architecture.md, "Storage"); re-running keeps
-- the rows in line with this file.
-- ---------------------------------------------------------------------------------------------------

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values
  ('knowledge-base', 'knowledge-base', false, 20 * 1024 * 1024, array[
    'application/pdf',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'text/plain',
    'text/markdown'
  ]),
  ('request-attachments', 'request-attachments', false, 25 * 1024 * 1024, array[
    'application/pdf',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'text/plain',
    'text/markdown',
    'text/csv',
    'image/png',
    'image/jpeg',
    'image/webp'
  ]),
  ('avatars', 'avatars', true, 2 * 1024 * 1024, array['image/png', 'image/jpeg', 'image/webp'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

-- ---------------------------------------------------------------------------------------------------
-- Policies on storage.objects. One per command (the schema's rule: no FOR ALL policies). A client's
-- files live under their own folder, `<user_id>/…`. Nobody but the service role creates, changes or
-- deletes buckets: storage.buckets has row-level security and no policy.
-- ---------------------------------------------------------------------------------------------------

-- knowledge-base: a client's documents, `<user_id>/<file>`; only the client sees or changes them.
create policy "knowledge-base: a client reads their own documents" on storage.objects
  for select to authenticated
  using (bucket_id = 'knowledge-base' and (storage.foldername(name))[1] = (select auth.uid())::text);
create policy "knowledge-base: a client adds to their own folder" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'knowledge-base' and (storage.foldername(name))[1] = (select auth.uid())::text);
create policy "knowledge-base: a client replaces their own documents" on storage.objects
  for update to authenticated
  using (bucket_id = 'knowledge-base' and (storage.foldername(name))[1] = (select auth.uid())::text)
  with check (bucket_id = 'knowledge-base' and (storage.foldername(name))[1] = (select auth.uid())::text);
create policy "knowledge-base: a client deletes their own documents" on storage.objects
  for delete to authenticated
  using (bucket_id = 'knowledge-base' and (storage.foldername(name))[1] = (select auth.uid())::text);

-- request-attachments: files of a client's requests, `<client_user_id>/<request_id>/<file>`; the
-- client works in their own folder, an admin in every client's (at aal2 once enrolled: the restrictive
-- policies below).
create policy "request-attachments: a client or an admin reads" on storage.objects
  for select to authenticated
  using (
    bucket_id = 'request-attachments'
    and ((storage.foldername(name))[1] = (select auth.uid())::text or (select public.is_admin()))
  );
create policy "request-attachments: a client or an admin adds" on storage.objects
  for insert to authenticated
  with check (
    bucket_id = 'request-attachments'
    and ((storage.foldername(name))[1] = (select auth.uid())::text or (select public.is_admin()))
  );
create policy "request-attachments: a client or an admin replaces" on storage.objects
  for update to authenticated
  using (
    bucket_id = 'request-attachments'
    and ((storage.foldername(name))[1] = (select auth.uid())::text or (select public.is_admin()))
  )
  with check (
    bucket_id = 'request-attachments'
    and ((storage.foldername(name))[1] = (select auth.uid())::text or (select public.is_admin()))
  );
create policy "request-attachments: a client or an admin deletes" on storage.objects
  for delete to authenticated
  using (
    bucket_id = 'request-attachments'
    and ((storage.foldername(name))[1] = (select auth.uid())::text or (select public.is_admin()))
  );

-- avatars: a public bucket, so anyone reads a picture through its public URL without a policy; the
-- owner lists, adds, replaces (upsert needs select and update) and deletes in `<user_id>/…`.
create policy "avatars: the owner reads their own folder" on storage.objects
  for select to authenticated
  using (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text);
create policy "avatars: the owner adds to their own folder" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text);
create policy "avatars: the owner replaces their own pictures" on storage.objects
  for update to authenticated
  using (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text)
  with check (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text);
create policy "avatars: the owner deletes their own pictures" on storage.objects
  for delete to authenticated
  using (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text);

-- The two-factor rule of 20261124000100_require_aal2_once_enrolled.sql holds for files too.
select private.require_aal2_once_enrolled('storage.objects');
