/**
 * Storage isolation by the policies on storage.objects and storage.buckets, through supabase-js on both
 * engines: one client can neither read, list, sign, write, move, copy nor delete another client's files
 * in knowledge-base, request-attachments or avatars; admins reach every client's request attachments,
 * at aal2 once they have a second factor; only the service role manages buckets.
 */
import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack, testEngines } from './harness.ts';
import { connect, newUser, signIn, storageFailure, type TestUser } from './storage-kit.ts';

const body = (s: string) => Buffer.from(s, 'utf8');

describe.each(testEngines())('storage RLS on %s', (engine) => {
  let stack: TestStack;
  let alice: TestUser;
  let bob: TestUser;
  /** A folder of each client per bucket: request attachments live in a request's folder of its client. */
  const folders = { alice: {} as Record<string, string>, bob: {} as Record<string, string> };

  /** A custom workflow request of `user`: its id names a request-attachments folder. */
  const customRequest = async (user: TestUser) => {
    const { rows } = await stack.db.query<{ id: string }>(
      `insert into public.custom_workflow_requests (user_id, workflow_name, description, business_problem)
       values ($1, 'Invoice sorter', 'Sort invoices', 'Too many invoices') returning id`,
      [user.id],
    );
    return rows[0]?.id as string;
  };

  beforeAll(async () => {
    stack = await startTestStack({ engine });
    alice = await newUser(stack);
    bob = await newUser(stack);
    folders.alice = {
      'knowledge-base': `${alice.id}/private`,
      'request-attachments': `${alice.id}/${await customRequest(alice)}`,
    };
    folders.bob = {
      'knowledge-base': bob.id,
      'request-attachments': `${bob.id}/${await customRequest(bob)}`,
    };
  });
  afterAll(async () => {
    await stack?.stop();
  });

  for (const bucket of ['knowledge-base', 'request-attachments'] as const) {
    it(`keeps one client out of another's ${bucket} folder`, async () => {
      const folder = folders.alice[bucket] as string;
      const path = `${folder}/secret.txt`;
      const mine = alice.client.storage.from(bucket);
      expect((await mine.upload(path, body('alice only'), { contentType: 'text/plain' })).error).toBeNull();
      const theirs = bob.client.storage.from(bucket);

      expect(storageFailure((await theirs.download(path)).error)).toMatchObject({ status: 400 });
      expect((await theirs.exists(path)).data).toBe(false);
      expect(storageFailure((await theirs.info(path)).error)).toMatchObject({ statusCode: '404' });
      expect((await theirs.list(folder)).data).toEqual([]);
      expect((await theirs.list()).data?.map((e) => e.name) ?? []).not.toContain(alice.id);
      expect(storageFailure((await theirs.createSignedUrl(path, 60)).error)).toMatchObject({
        statusCode: '404',
      });
      expect((await theirs.createSignedUrls([path], 60)).data?.[0]?.signedUrl).toBeNull();

      const write = await theirs.upload(`${folder}/planted.txt`, body('x'), {
        contentType: 'text/plain',
      });
      expect(storageFailure(write.error)).toMatchObject({
        status: 400,
        statusCode: '403',
        code: 'AccessDenied',
      });
      // A large body is refused by the policies before it is read (the same write, rolled back).
      const large = await theirs.upload(`${folder}/large.txt`, Buffer.alloc(3 * 1024 * 1024, 97), {
        contentType: 'text/plain',
      });
      expect(storageFailure(large.error)).toMatchObject({
        status: 400,
        statusCode: '403',
        code: 'AccessDenied',
      });
      const overwrite = await theirs.upload(path, body('x'), { contentType: 'text/plain', upsert: true });
      expect(overwrite.error).not.toBeNull();
      expect(
        storageFailure((await theirs.update(path, body('x'), { contentType: 'text/plain' })).error),
      ).toMatchObject({
        statusCode: '404',
      });
      const bobFolder = folders.bob[bucket] as string;
      expect((await theirs.move(path, `${bobFolder}/stolen.txt`)).error).not.toBeNull();
      expect((await theirs.copy(path, `${bobFolder}/stolen.txt`)).error).not.toBeNull();
      expect((await theirs.remove([path])).data).toEqual([]);
      expect((await theirs.createSignedUploadUrl(`${folder}/planted.txt`)).error).not.toBeNull();

      // Nothing changed: Alice still has exactly her file, with her bytes.
      expect(await (await mine.download(path)).data?.text()).toBe('alice only');
      expect((await mine.list(folder)).data?.map((e) => e.name)).toEqual(['secret.txt']);
      // Moving her own file into Bob's folder is refused too (the new name fails the policy's check).
      expect((await mine.move(path, `${bobFolder}/gift.txt`)).error).not.toBeNull();
      // Bob works in his own folder.
      expect(
        (await theirs.upload(`${bobFolder}/own.txt`, body('bob'), { contentType: 'text/plain' })).error,
      ).toBeNull();
    });
  }

  it('lets anyone read an avatar by its public URL, and only the owner write it', async () => {
    const path = `${alice.id}/avatar.png`;
    const png = Buffer.from('89504e470d0a1a0a', 'hex');
    const mine = alice.client.storage.from('avatars');
    expect((await mine.upload(path, png, { contentType: 'image/png' })).error).toBeNull();
    expect((await fetch(mine.getPublicUrl(path).data.publicUrl)).status).toBe(200);

    const theirs = bob.client.storage.from('avatars');
    const write = await theirs.upload(path, png, { contentType: 'image/png', upsert: true });
    expect(write.error).not.toBeNull();
    expect((await theirs.remove([path])).data).toEqual([]);
    expect((await theirs.list(alice.id)).data).toEqual([]);
    const anon = connect(stack, stack.anonKey).storage.from('avatars');
    const anonWrite = await anon.upload(`${alice.id}/anon.png`, png, { contentType: 'image/png' });
    expect(storageFailure(anonWrite.error)).toMatchObject({ statusCode: '403' });
    expect((await fetch(mine.getPublicUrl(path).data.publicUrl)).status).toBe(200);
  });

  it('gives the anon key nothing in the private buckets', async () => {
    const anon = connect(stack, stack.anonKey).storage.from('knowledge-base');
    expect((await anon.list(alice.id)).data).toEqual([]);
    expect((await anon.download(`${alice.id}/private/secret.txt`)).error).not.toBeNull();
  });

  it('lets only the service role manage buckets', async () => {
    const storage = alice.client.storage;
    expect((await storage.listBuckets()).data).toEqual([]);
    expect(storageFailure((await storage.getBucket('knowledge-base')).error)).toMatchObject({
      statusCode: '404',
    });
    const created = await storage.createBucket('mine', { public: true });
    expect(storageFailure(created.error)).toMatchObject({ status: 400, statusCode: '403' });
    expect((await storage.updateBucket('knowledge-base', { public: true })).error).not.toBeNull();
    expect((await storage.emptyBucket('knowledge-base')).error).not.toBeNull();
    expect((await storage.deleteBucket('avatars')).error).not.toBeNull();
    const service = connect(stack, stack.serviceRoleKey).storage;
    expect((await service.getBucket('knowledge-base')).data).toMatchObject({ public: false });
    expect((await service.from('knowledge-base').list(alice.id)).data?.map((e) => e.name)).toContain(
      'private',
    );
  });

  it("lets an admin work in every client's request attachments, at aal2 once enrolled", async () => {
    const admin = await newUser(stack, { admin: true });
    const request = folders.alice['request-attachments'] as string;
    const path = `${request}/brief.txt`;
    const attachments = alice.client.storage.from('request-attachments');
    expect(
      (await attachments.upload(path, body('the brief'), { contentType: 'text/plain' })).error,
    ).toBeNull();

    const adminFiles = admin.client.storage.from('request-attachments');
    expect(await (await adminFiles.download(path)).data?.text()).toBe('the brief');
    const reply = `${request}/answer.txt`;
    expect(
      (await adminFiles.upload(reply, body('our answer'), { contentType: 'text/plain' })).error,
    ).toBeNull();
    expect(await (await attachments.download(reply)).data?.text()).toBe('our answer');
    // An admin is not everyone's knowledge-base reader.
    expect((await admin.client.storage.from('knowledge-base').list(alice.id)).data).toEqual([]);

    // Once the admin has a verified factor, a password-only session reaches nothing; aal2 does.
    const enrolled = await admin.client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
    const secret = enrolled.data?.type === 'totp' ? enrolled.data.totp.secret : '';
    const factorId = enrolled.data?.id as string;
    const code = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate();
    expect((await admin.client.auth.mfa.challengeAndVerify({ factorId, code })).error).toBeNull();
    expect(await (await adminFiles.download(path)).data?.text()).toBe('the brief');

    const weak = (await signIn(stack, admin.email)).storage.from('request-attachments');
    expect((await weak.download(path)).error).not.toBeNull();
    expect((await weak.list(request)).data).toEqual([]);
    const weakWrite = await weak.upload(`${request}/x.txt`, body('x'), {
      contentType: 'text/plain',
    });
    expect(storageFailure(weakWrite.error)).toMatchObject({ statusCode: '403' });
  });
});
