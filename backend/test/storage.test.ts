/**
 * Storage through the real supabase-js `storage` client, on both engines: every bucket and object call,
 * signed and public URLs, with hosted Storage's answers (HTTP 400 with `statusCode` in the body for a
 * client error). Isolation between clients is storage-rls.test.ts; HTTP details, streaming and crash
 * safety are storage-http.test.ts.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack, testEngines } from './harness.ts';
import { connect, newUser, storageFailure, type TestUser } from './storage-kit.ts';

const text = (s: string) => Buffer.from(s, 'utf8');

describe.each(testEngines())('storage API through supabase-js on %s', (engine) => {
  let stack: TestStack;
  let service: SupabaseClient;
  let client: TestUser;

  beforeAll(async () => {
    stack = await startTestStack({ engine });
    service = connect(stack, stack.serviceRoleKey);
    client = await newUser(stack);
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('creates, reads, lists, updates, empties and deletes a bucket', async () => {
    const created = await service.storage.createBucket('team-files', {
      public: false,
      fileSizeLimit: '1MB',
      allowedMimeTypes: ['text/plain', 'image/*'],
    });
    expect(created).toEqual({ data: { name: 'team-files' }, error: null });

    const again = await service.storage.createBucket('team-files', { public: false });
    expect(storageFailure(again.error)).toMatchObject({
      status: 400,
      statusCode: '409',
      code: 'BucketAlreadyExists',
    });

    const got = await service.storage.getBucket('team-files');
    expect(got.data).toMatchObject({
      id: 'team-files',
      name: 'team-files',
      public: false,
      file_size_limit: 1024 * 1024,
      allowed_mime_types: ['text/plain', 'image/*'],
    });

    const all = await service.storage.listBuckets();
    expect(all.data?.map((b) => b.id)).toEqual([
      'avatars',
      'knowledge-base',
      'request-attachments',
      'team-files',
    ]);
    const searched = await service.storage.listBuckets({ search: 'team', limit: 5, sortOrder: 'desc' });
    expect(searched.data?.map((b) => b.id)).toEqual(['team-files']);

    const updated = await service.storage.updateBucket('team-files', {
      public: true,
      fileSizeLimit: 2048,
      allowedMimeTypes: ['text/plain'],
    });
    expect(updated).toEqual({ data: { message: 'Successfully updated' }, error: null });
    expect((await service.storage.getBucket('team-files')).data).toMatchObject({
      public: true,
      file_size_limit: 2048,
      allowed_mime_types: ['text/plain'],
    });

    const bucket = service.storage.from('team-files');
    expect((await bucket.upload('a.txt', text('a'), { contentType: 'text/plain' })).error).toBeNull();
    const notEmpty = await service.storage.deleteBucket('team-files');
    expect(storageFailure(notEmpty.error)).toMatchObject({
      status: 400,
      statusCode: '409',
      code: 'ResourceNotEmpty',
    });

    expect(await service.storage.emptyBucket('team-files')).toEqual({
      data: { message: 'Successfully emptied' },
      error: null,
    });
    expect((await bucket.list()).data).toEqual([]);
    expect(await service.storage.deleteBucket('team-files')).toEqual({
      data: { message: 'Successfully deleted' },
      error: null,
    });
    const gone = await service.storage.getBucket('team-files');
    expect(storageFailure(gone.error)).toMatchObject({
      status: 400,
      statusCode: '404',
      code: 'NoSuchBucket',
    });
  });

  it('refuses bad bucket settings with Storage errors', async () => {
    const badName = await service.storage.createBucket('no/slashes', { public: false });
    expect(storageFailure(badName.error)).toMatchObject({
      status: 400,
      statusCode: '400',
      code: 'InvalidBucketName',
    });
    const tooLarge = await service.storage.createBucket('huge', { public: false, fileSizeLimit: '900GB' });
    expect(storageFailure(tooLarge.error)).toMatchObject({ status: 400, statusCode: '413' });
    const badMime = await service.storage.createBucket('mimes', {
      public: false,
      allowedMimeTypes: ['not a type'],
    });
    expect(storageFailure(badMime.error)).toMatchObject({ status: 400, statusCode: '400' });
    expect((await service.storage.getBucket('huge')).error).not.toBeNull();
  });

  it('has the product buckets with their limits', async () => {
    const { data } = await service.storage.listBuckets();
    const byId = Object.fromEntries((data ?? []).map((b) => [b.id, b]));
    expect(byId['knowledge-base']).toMatchObject({ public: false, file_size_limit: 20 * 1024 * 1024 });
    expect(byId['knowledge-base']?.allowed_mime_types).toContain('application/pdf');
    expect(byId['request-attachments']).toMatchObject({ public: false, file_size_limit: 25 * 1024 * 1024 });
    expect(byId.avatars).toMatchObject({ public: true, file_size_limit: 2 * 1024 * 1024 });
  });

  it('uploads, refuses a duplicate, upserts, updates, downloads and describes a document', async () => {
    const docs = client.client.storage.from('knowledge-base');
    const path = `${client.id}/notes.txt`;
    const uploaded = await docs.upload(path, text('first'), { contentType: 'text/plain' });
    expect(uploaded.error).toBeNull();
    expect(uploaded.data).toMatchObject({ path, fullPath: `knowledge-base/${path}` });
    expect(uploaded.data?.id).toMatch(/^[0-9a-f-]{36}$/);

    const duplicate = await docs.upload(path, text('second'), { contentType: 'text/plain' });
    expect(storageFailure(duplicate.error)).toMatchObject({ status: 400, statusCode: '409' });

    expect(
      (await docs.upload(path, text('second'), { contentType: 'text/plain', upsert: true })).error,
    ).toBeNull();
    expect(await (await docs.download(path)).data?.text()).toBe('second');

    const update = await docs.update(path, text('third, longer'), {
      contentType: 'text/plain',
      cacheControl: '60',
    });
    expect(update.error).toBeNull();
    expect(await (await docs.download(path)).data?.text()).toBe('third, longer');

    const info = await docs.info(path);
    expect(info.error).toBeNull();
    expect(info.data).toMatchObject({
      name: path,
      bucketId: 'knowledge-base',
      size: 13,
      contentType: 'text/plain',
      cacheControl: 'max-age=60',
    });
    expect(info.data?.etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect((await docs.exists(path)).data).toBe(true);
    expect((await docs.exists(`${client.id}/missing.txt`)).data).toBe(false);

    const missingUpdate = await docs.update(`${client.id}/missing.txt`, text('x'), {
      contentType: 'text/plain',
    });
    expect(storageFailure(missingUpdate.error)).toMatchObject({ statusCode: '404', code: 'NoSuchKey' });
    const missing = await docs.download(`${client.id}/missing.txt`);
    expect(storageFailure(missing.error)).toMatchObject({ status: 400 });
  });

  it('uploads a File as a form, keeping its type, cache control and metadata', async () => {
    const docs = client.client.storage.from('knowledge-base');
    const file = new File(['# Title\n\nتقرير'], 'readme.md', { type: 'text/markdown' });
    const path = `${client.id}/readme.md`;
    const { error } = await docs.upload(path, file, { cacheControl: '120', metadata: { source: 'test' } });
    expect(error).toBeNull();
    const info = await docs.info(path);
    expect(info.data).toMatchObject({
      contentType: 'text/markdown',
      cacheControl: 'max-age=120',
      metadata: { source: 'test' },
      size: Buffer.byteLength('# Title\n\nتقرير'),
    });
    expect(await (await docs.download(path)).data?.text()).toBe('# Title\n\nتقرير');
  });

  it('enforces the bucket MIME types and size limits', async () => {
    const docs = client.client.storage.from('knowledge-base');
    const image = await docs.upload(`${client.id}/photo.png`, text('png'), { contentType: 'image/png' });
    expect(storageFailure(image.error)).toMatchObject({
      status: 400,
      statusCode: '415',
      code: 'InvalidMimeType',
    });
    const pdf = await docs.upload(`${client.id}/contract.pdf`, text('%PDF-1.7'), {
      contentType: 'application/pdf',
    });
    expect(pdf.error).toBeNull();

    const avatars = client.client.storage.from('avatars');
    const big = Buffer.alloc(2 * 1024 * 1024 + 1, 1);
    const tooBig = await avatars.upload(`${client.id}/big.png`, big, { contentType: 'image/png' });
    expect(storageFailure(tooBig.error)).toMatchObject({
      status: 400,
      statusCode: '413',
      code: 'EntityTooLarge',
    });
    const asForm = await avatars.upload(`${client.id}/big.png`, new Blob([big], { type: 'image/png' }));
    expect(storageFailure(asForm.error)).toMatchObject({ statusCode: '413' });
    const wrongType = await avatars.upload(`${client.id}/a.txt`, new Blob(['x'], { type: 'text/plain' }));
    expect(storageFailure(wrongType.error)).toMatchObject({ statusCode: '415' });
    expect((await avatars.list(client.id)).data).toEqual([]);
  });

  it('lists a folder with the §9 defaults, sorts, pages and searches', async () => {
    const docs = client.client.storage.from('knowledge-base');
    const root = `${client.id}/list`;
    for (const name of ['c.txt', 'a.txt', 'B.txt', 'sub/inner.txt', 'sub/deeper/x.txt']) {
      const { error } = await docs.upload(`${root}/${name}`, text(name), { contentType: 'text/plain' });
      expect(error).toBeNull();
    }
    const listed = await docs.list(root);
    expect(listed.error).toBeNull();
    expect(listed.data?.map((f) => f.name)).toEqual(['B.txt', 'a.txt', 'c.txt', 'sub']);
    const file = listed.data?.find((f) => f.name === 'a.txt');
    expect(file?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(file?.metadata).toMatchObject({ size: 5, mimetype: 'text/plain', cacheControl: 'max-age=3600' });
    expect(listed.data?.find((f) => f.name === 'sub')).toMatchObject({ id: null, metadata: null });

    const page = await docs.list(root, { limit: 2, offset: 1, sortBy: { column: 'name', order: 'desc' } });
    expect(page.data?.map((f) => f.name)).toEqual(['c.txt', 'a.txt']);
    expect((await docs.list(`${root}/sub`)).data?.map((f) => f.name)).toEqual(['deeper', 'inner.txt']);
    expect((await docs.list(root, { search: 'b' })).data?.map((f) => f.name)).toEqual(['B.txt']);
    const byDate = await docs.list(root, { sortBy: { column: 'created_at', order: 'desc' } });
    expect(byDate.data?.[0]?.name).toBe('sub');
    expect(byDate.data?.slice(1).map((f) => f.name)).toEqual(['B.txt', 'a.txt', 'c.txt']);
    const badSort = await docs.list(root, { sortBy: { column: 'size; drop table x', order: 'asc' } });
    expect(storageFailure(badSort.error)).toMatchObject({ status: 400, statusCode: '400' });
  });

  it('moves, copies and removes objects', async () => {
    const docs = client.client.storage.from('knowledge-base');
    const from = `${client.id}/move/from.txt`;
    await docs.upload(from, text('moving'), { contentType: 'text/plain' });
    expect(await docs.move(from, `${client.id}/move/to.txt`)).toEqual({
      data: { message: 'Successfully moved' },
      error: null,
    });
    expect((await docs.exists(from)).data).toBe(false);
    expect(await (await docs.download(`${client.id}/move/to.txt`)).data?.text()).toBe('moving');

    const copied = await docs.copy(`${client.id}/move/to.txt`, `${client.id}/move/copy.txt`);
    expect(copied).toEqual({ data: { path: `knowledge-base/${client.id}/move/copy.txt` }, error: null });
    // A copy has bytes of its own: replacing the original leaves it as it was.
    await docs.update(`${client.id}/move/to.txt`, text('changed'), { contentType: 'text/plain' });
    expect(await (await docs.download(`${client.id}/move/copy.txt`)).data?.text()).toBe('moving');
    const clash = await docs.copy(`${client.id}/move/to.txt`, `${client.id}/move/copy.txt`);
    expect(storageFailure(clash.error)).toMatchObject({ statusCode: '409' });
    const missing = await docs.move(`${client.id}/move/nothing.txt`, `${client.id}/move/x.txt`);
    expect(storageFailure(missing.error)).toMatchObject({ statusCode: '404', code: 'NoSuchKey' });

    const removed = await docs.remove([
      `${client.id}/move/to.txt`,
      `${client.id}/move/copy.txt`,
      'nope/x.txt',
    ]);
    expect(removed.error).toBeNull();
    expect(removed.data?.map((o) => o.name).sort()).toEqual([
      `${client.id}/move/copy.txt`,
      `${client.id}/move/to.txt`,
    ]);
    expect((await docs.list(`${client.id}/move`)).data).toEqual([]);
  });

  it('signs download URLs, one and many, that expire', async () => {
    const docs = client.client.storage.from('knowledge-base');
    const path = `${client.id}/signed/report.txt`;
    await docs.upload(path, text('signed body'), { contentType: 'text/plain' });
    const one = await docs.createSignedUrl(path, 60);
    expect(one.error).toBeNull();
    const res = await fetch(one.data?.signedUrl as string);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('signed body');

    const named = await docs.createSignedUrl(path, 60, { download: 'تقرير.txt' });
    const attachment = await fetch(named.data?.signedUrl as string);
    expect(attachment.headers.get('content-disposition')).toBe(
      `attachment; filename*=UTF-8''${encodeURIComponent('تقرير.txt')}`,
    );

    const many = await docs.createSignedUrls([path, `${client.id}/signed/none.txt`], 60);
    expect(many.data?.[0]).toMatchObject({ path, error: null });
    expect(await (await fetch(many.data?.[0]?.signedUrl as string)).text()).toBe('signed body');
    expect(many.data?.[1]).toMatchObject({
      signedUrl: null,
      error: expect.stringContaining('does not exist'),
    });

    const tampered = String(one.data?.signedUrl).replace('report.txt', 'other.txt');
    const refused = await fetch(tampered);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ statusCode: '400', code: 'InvalidSignature' });

    const short = await docs.createSignedUrl(path, 1);
    await new Promise((r) => setTimeout(r, 2100));
    const expired = await fetch(short.data?.signedUrl as string);
    expect(expired.status).toBe(400);
    expect(await expired.json()).toMatchObject({ code: 'ExpiredToken' });

    const badExpiry = await docs.createSignedUrl(path, 0);
    expect(storageFailure(badExpiry.error)).toMatchObject({ status: 400 });
    const notMine = await docs.createSignedUrl(`${client.id}/signed/none.txt`, 60);
    expect(storageFailure(notMine.error)).toMatchObject({ statusCode: '404' });
  });

  it('signs upload URLs that write as the signer, once, to that path only', async () => {
    const docs = client.client.storage.from('knowledge-base');
    const path = `${client.id}/signed-upload/brief.txt`;
    const signed = await docs.createSignedUploadUrl(path);
    expect(signed.error).toBeNull();
    expect(signed.data).toMatchObject({ path, token: expect.any(String) });

    const anonymous = connect(stack, stack.anonKey).storage.from('knowledge-base');
    const up = await anonymous.uploadToSignedUrl(path, signed.data?.token as string, text('via URL'), {
      contentType: 'text/plain',
    });
    expect(up.error).toBeNull();
    expect(up.data).toMatchObject({ path, fullPath: `knowledge-base/${path}` });
    expect(await (await docs.download(path)).data?.text()).toBe('via URL');
    const { rows } = await stack.db.query(`select owner::text from storage.objects where name = $1`, [path]);
    expect(rows[0]).toEqual({ owner: client.id });

    const again = await anonymous.uploadToSignedUrl(path, signed.data?.token as string, text('again'));
    expect(storageFailure(again.error)).toMatchObject({ statusCode: '409' });
    const elsewhere = await anonymous.uploadToSignedUrl(
      `${client.id}/x.txt`,
      signed.data?.token as string,
      text('x'),
    );
    expect(storageFailure(elsewhere.error)).toMatchObject({ status: 400, code: 'InvalidSignature' });

    const upsertUrl = await docs.createSignedUploadUrl(path, { upsert: true });
    const replaced = await anonymous.uploadToSignedUrl(
      path,
      upsertUrl.data?.token as string,
      text('replaced'),
      {
        contentType: 'text/plain',
        upsert: true,
      },
    );
    expect(replaced.error).toBeNull();
    expect(await (await docs.download(path)).data?.text()).toBe('replaced');
  });

  it('serves a public bucket by public URL and refuses one for a private bucket', async () => {
    const avatars = client.client.storage.from('avatars');
    const path = `${client.id}/avatar.png`;
    const png = Buffer.from('89504e470d0a1a0a', 'hex');
    expect((await avatars.upload(path, png, { contentType: 'image/png', upsert: true })).error).toBeNull();
    const { publicUrl } = avatars.getPublicUrl(path).data;
    expect(publicUrl).toBe(`${stack.url}/storage/v1/object/public/avatars/${path}`);
    const res = await fetch(publicUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('max-age=3600');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(png);

    const privateUrl = client.client.storage.from('knowledge-base').getPublicUrl(`${client.id}/notes.txt`);
    const refused = await fetch(privateUrl.data.publicUrl);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      statusCode: '404',
      code: 'NoSuchBucket',
      message: 'Bucket not found',
    });
  });
});
