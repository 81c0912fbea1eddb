/**
 * Storage over plain HTTP, on both engines: byte ranges, ETag and If-None-Match, Cache-Control and
 * content type as stored, HEAD; names that are refused (traversal, empty, too long, control
 * characters); unknown routes and bad bodies as 4xx in Storage's shape; a 200 MB upload streamed
 * through supabase-js without being held in memory; and bytes left by a crash swept at start.
 */
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack, testEngines } from './harness.ts';
import { connect, newUser, storageFailure, type TestUser } from './storage-kit.ts';

const MB = 1024 * 1024;

describe.each(testEngines())('storage over HTTP on %s', (engine) => {
  let stack: TestStack;
  let service: SupabaseClient;
  let client: TestUser;
  let objectUrl: (p: string) => string;
  let auth: () => Record<string, string>;

  beforeAll(async () => {
    stack = await startTestStack({ engine, env: { STORAGE_FILE_SIZE_LIMIT: String(300 * MB) } });
    service = connect(stack, stack.serviceRoleKey);
    client = await newUser(stack);
    const token = (await client.client.auth.getSession()).data.session?.access_token as string;
    auth = () => ({ Authorization: `Bearer ${token}`, apikey: stack.anonKey });
    objectUrl = (p: string) => `${stack.url}/storage/v1/object/knowledge-base/${p}`;
    const docs = client.client.storage.from('knowledge-base');
    const { error } = await docs.upload(`${client.id}/digits.txt`, Buffer.from('0123456789'), {
      contentType: 'text/plain;charset=UTF-8',
      cacheControl: '600',
    });
    expect(error).toBeNull();
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('answers byte ranges, If-None-Match and HEAD with the stored headers', async () => {
    const url = objectUrl(`${client.id}/digits.txt`);
    const full = await fetch(url, { headers: auth() });
    expect(full.status).toBe(200);
    expect(full.headers.get('content-type')).toBe('text/plain;charset=UTF-8');
    expect(full.headers.get('cache-control')).toBe('max-age=600');
    expect(full.headers.get('accept-ranges')).toBe('bytes');
    const etag = full.headers.get('etag') as string;
    const info = await client.client.storage.from('knowledge-base').info(`${client.id}/digits.txt`);
    // The stored version's id, in the 32-hex-digit shape of hosted Storage's ETag.
    expect(etag).toBe(`"${String(info.data?.version).replaceAll('-', '')}"`);
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(await full.text()).toBe('0123456789');

    const part = await fetch(url, { headers: { ...auth(), Range: 'bytes=2-4' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 2-4/10');
    expect(await part.text()).toBe('234');
    const open = await fetch(url, { headers: { ...auth(), Range: 'bytes=7-' } });
    expect(await open.text()).toBe('789');
    const suffix = await fetch(url, { headers: { ...auth(), Range: 'bytes=-3' } });
    expect(await suffix.text()).toBe('789');
    const past = await fetch(url, { headers: { ...auth(), Range: 'bytes=50-60' } });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe('bytes */10');
    expect(await past.json()).toMatchObject({ statusCode: '416', code: 'InvalidRange' });

    const cached = await fetch(url, { headers: { ...auth(), 'If-None-Match': etag } });
    expect(cached.status).toBe(304);
    expect(await cached.text()).toBe('');
    const stale = await fetch(url, { headers: { ...auth(), 'If-None-Match': '"other"' } });
    expect(stale.status).toBe(200);

    const head = await fetch(url, { method: 'HEAD', headers: auth() });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe('10');
    expect(head.headers.get('etag')).toBe(etag);
    expect(head.headers.get('access-control-expose-headers')).toContain('ETag');
  });

  const rawRequest = (method: string, target: string, body: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(
        `${stack.url}/`,
        { method, path: target, headers: { ...auth(), 'Content-Type': 'text/plain' } },
        (res) => {
          let text = '';
          res.on('data', (c) => {
            text += c;
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        },
      );
      req.on('error', reject);
      req.end(body);
    });

  it('refuses traversal, empty, over-long and control-character names with 400 InvalidKey', async () => {
    const docs = client.client.storage.from('knowledge-base');
    // (`..`, `.` and `\` written plainly never arrive: URL parsing resolves them in the client.)
    const names = [`${client.id}/${'a'.repeat(1100)}`, `${client.id}/bad\u0001name.txt`];
    for (const name of names) {
      const { error } = await docs.upload(name, Buffer.from('x'), { contentType: 'text/plain' });
      expect(storageFailure(error), name).toMatchObject({
        status: 400,
        statusCode: '400',
        code: 'InvalidKey',
      });
    }
    // node:http sends the path as written (fetch would resolve dot segments first). The server resolves
    // `..` within the URL before routing (so it can only name another bucket, whose policies then
    // apply); what reaches a key is refused.
    for (const traversal of [
      `${client.id}/%2e%2e/%2e%2e/etc/passwd`,
      `${client.id}/../../x.txt`,
      `${client.id}//x.txt`,
      `${client.id}/a%5Cb.txt`,
    ]) {
      const raw = await rawRequest('POST', `/storage/v1/object/knowledge-base/${traversal}`, 'x');
      expect(raw.status, traversal).toBe(400);
      expect(JSON.parse(raw.body), traversal).toMatchObject({ statusCode: expect.stringMatching(/^4/) });
    }
    const empty = await fetch(`${stack.url}/storage/v1/object/knowledge-base/`, {
      method: 'POST',
      headers: { ...auth(), 'Content-Type': 'text/plain' },
      body: 'x',
    });
    expect(empty.status).toBe(400);
    const badEscape = await fetch(`${stack.url}/storage/v1/object/knowledge-base/${client.id}/%E0%A4%A`, {
      headers: auth(),
    });
    expect(badEscape.status).toBe(400);
    // Nothing was written anywhere.
    const { rows } = await stack.db.query(
      `select name from storage.objects where name like '%x.txt' or name like '%passwd' or name like '%b.txt'`,
    );
    expect(rows).toEqual([]);
  });

  it('answers unknown routes, missing keys and bad bodies in Storage shape, never 5xx', async () => {
    const unknown = await fetch(`${stack.url}/storage/v1/nothing`, { headers: auth() });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ statusCode: '404', error: 'Not Found' });
    const noKey = await fetch(`${stack.url}/storage/v1/bucket`);
    expect(noKey.status).toBe(400);
    expect(await noKey.json()).toMatchObject({
      statusCode: '400',
      message: expect.stringContaining('authorization'),
    });
    const badToken = await fetch(`${stack.url}/storage/v1/bucket`, {
      headers: { Authorization: 'Bearer nope' },
    });
    expect(badToken.status).toBe(400);
    expect(await badToken.json()).toMatchObject({ statusCode: '403', error: 'Unauthorized' });
    for (const [route, payload] of [
      ['object/list/knowledge-base', '{"limit": -1}'],
      ['object/list/knowledge-base', '{not json'],
      ['object/list/knowledge-base', '[1,2]'],
      ['object/move', '{"bucketId": 5}'],
      ['object/copy', '{}'],
      ['object/sign/knowledge-base', '{"expiresIn": 60, "paths": "x"}'],
      ['bucket', '{"name": ""}'],
      ['bucket', `{"name": ${'['.repeat(5000)}${']'.repeat(5000)}}`],
    ] as const) {
      const res = await fetch(`${stack.url}/storage/v1/${route}`, {
        method: 'POST',
        headers: { ...auth(), 'Content-Type': 'application/json' },
        body: payload,
      });
      expect(res.status, `${route} ${payload}`).toBe(400);
      expect(await res.json()).toMatchObject({ statusCode: expect.any(String), message: expect.any(String) });
    }
    const badMeta = await fetch(objectUrl(`${client.id}/meta.txt`), {
      method: 'POST',
      headers: {
        ...auth(),
        'Content-Type': 'text/plain',
        'x-metadata': Buffer.from('[1]').toString('base64'),
      },
      body: 'x',
    });
    expect(badMeta.status).toBe(400);
    const deepMeta = await fetch(objectUrl(`${client.id}/deep-meta.txt`), {
      method: 'POST',
      headers: {
        ...auth(),
        'Content-Type': 'text/plain',
        'x-metadata': Buffer.from(`{"a":${'['.repeat(4000)}${']'.repeat(4000)}}`).toString('base64'),
      },
      body: 'x',
    });
    expect(deepMeta.status).toBe(400);
    expect(await deepMeta.json()).toMatchObject({ message: expect.stringContaining('nests deeper') });
    const badForm = await fetch(objectUrl(`${client.id}/form.txt`), {
      method: 'POST',
      headers: { ...auth(), 'Content-Type': 'multipart/form-data; boundary=xyz' },
      body: '--xyz\r\nContent-Disposition: form-data; name=""; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nno end',
    });
    expect(badForm.status).toBe(400);
    expect((await client.client.storage.from('knowledge-base').exists(`${client.id}/form.txt`)).data).toBe(
      false,
    );
  });

  it('streams a 200 MB upload and download without holding it in memory', async () => {
    const { error: bucketError } = await service.storage.createBucket('large', { public: false });
    expect(bucketError).toBeNull();
    const size = 200 * MB;
    const chunk = Buffer.alloc(MB);
    for (let i = 0; i < chunk.length; i += 4) chunk.writeUInt32LE((i * 2654435761) >>> 0, i);
    const expected = createHash('md5');
    for (let i = 0; i < size / MB; i++) expected.update(chunk);

    // Proof of streaming: at 150 MB sent, the source waits until the server's temp file holds nearly
    // all of it. A server that gathered the body in memory first would never get there.
    const tmpDir = path.join(stack.config.storageDir as string, 'tmp');
    const onDisk = () =>
      fs.readdirSync(tmpDir).reduce((sum, f) => sum + fs.statSync(path.join(tmpDir, f)).size, 0);
    let seenOnDisk = 0;
    let sent = 0;
    const source = new Readable({
      read() {
        if (sent === 150 * MB && seenOnDisk === 0) {
          void (async () => {
            for (let i = 0; i < 400 && seenOnDisk < 140 * MB; i++) {
              await new Promise((r) => setTimeout(r, 25));
              seenOnDisk = onDisk();
            }
            seenOnDisk ||= -1;
            sent += chunk.length;
            this.push(chunk);
          })();
          return;
        }
        if (sent >= size) this.push(null);
        else {
          sent += chunk.length;
          this.push(chunk);
        }
      },
    });
    {
      const bucket = service.storage.from('large');
      const { error } = await bucket.upload('big.bin', source as never, {
        contentType: 'application/octet-stream',
      });
      expect(error).toBeNull();
      const info = await bucket.info('big.bin');
      expect(info.data).toMatchObject({ size, contentType: 'application/octet-stream' });

      const res = await fetch(`${stack.url}/storage/v1/object/large/big.bin`, {
        headers: { Authorization: `Bearer ${stack.serviceRoleKey}` },
      });
      const received = createHash('md5');
      let bytes = 0;
      for await (const part of res.body as unknown as AsyncIterable<Uint8Array>) {
        received.update(part);
        bytes += part.length;
      }
      expect(bytes).toBe(size);
      expect(received.digest('hex')).toBe(expected.digest('hex'));
    }
    expect(seenOnDisk).toBeGreaterThanOrEqual(140 * MB);
    const tooBig = await service.storage.from('large').upload('huge.bin', Buffer.alloc(1), {
      contentType: 'application/octet-stream',
      headers: { 'content-length': String(400 * MB) },
    });
    expect(tooBig.error).not.toBeNull();
    await service.storage.emptyBucket('large');
  });

  it('sweeps temp files and bytes without a row at start, keeping every object', async () => {
    const dir = stack.config.storageDir as string;
    const orphan = randomUUID();
    fs.mkdirSync(path.join(dir, 'objects', orphan.slice(0, 2)), { recursive: true });
    fs.writeFileSync(path.join(dir, 'objects', orphan.slice(0, 2), orphan), 'left by a crash');
    fs.writeFileSync(path.join(dir, 'tmp', randomUUID()), 'half written');
    const files = () =>
      fs
        .readdirSync(path.join(dir, 'objects'))
        .flatMap((fan) => fs.readdirSync(path.join(dir, 'objects', fan)));
    expect(files()).toContain(orphan);

    stack = await stack.restart();
    const docs = client.client.storage.from('knowledge-base');
    const restarted = connect(stack, stack.serviceRoleKey).storage.from('knowledge-base');
    expect(await (await restarted.download(`${client.id}/digits.txt`)).data?.text()).toBe('0123456789');
    expect(files()).not.toContain(orphan);
    expect(fs.readdirSync(path.join(dir, 'tmp'))).toEqual([]);
    const { rows } = await stack.db.query<{ version: string }>(`select version from storage.objects`);
    expect(files().sort()).toEqual(rows.map((r) => r.version).sort());
    expect(docs).toBeDefined();
  });
});
