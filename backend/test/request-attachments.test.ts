/**
 * Files on requests (supabase/migrations/20261129800100_request_attachments.sql), through supabase-js on
 * both engines: a request's folder in request-attachments takes only its client's and admins' files;
 * request_attachments rows name stored files of the request's folder only, with the size and type
 * Storage recorded; send_request_message writes a message and its files in one transaction; one client
 * never sees another's rows or bytes; an aal1 session of an enrolled admin reaches nothing; a deleted
 * request takes its rows along. Also: the bucket's limits are the ones the portal checks before sending.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack, testEngines } from './harness.ts';
import { connect, newUser, signIn, storageFailure, type TestUser } from './storage-kit.ts';

const BUCKET = 'request-attachments';
const text = (s: string) => Buffer.from(s, 'utf8');

describe.each(testEngines())('request attachments on %s', (engine) => {
  let stack: TestStack;
  let alice: TestUser;
  let bob: TestUser;
  let admin: TestUser;
  let aliceRequest: string;
  let bobRequest: string;

  const customRequest = async (client: SupabaseClient) => {
    const { data, error } = await client
      .from('custom_workflow_requests')
      .insert({ workflow_name: 'Invoice sorter', description: 'Sort invoices', business_problem: 'Too many' })
      .select('id')
      .single();
    if (error) throw error;
    return data.id as string;
  };
  const upload = (user: TestUser, path: string, body = 'bytes', contentType = 'text/plain') =>
    user.client.storage.from(BUCKET).upload(path, text(body), { contentType });

  beforeAll(async () => {
    stack = await startTestStack({ engine });
    alice = await newUser(stack);
    bob = await newUser(stack);
    admin = await newUser(stack, { admin: true });
    aliceRequest = await customRequest(alice.client);
    bobRequest = await customRequest(bob.client);
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('holds the limits the portal checks before sending (shell/src/domain/messaging/attachments.ts)', async () => {
    // Imported by a path tsc does not follow: the shell's module is browser code (the backend's
    // typecheck has no DOM), and only its constants are read here.
    const shellModule = new URL('../../shell/src/domain/messaging/attachments.ts', import.meta.url).href;
    const { ATTACHMENT_LIMITS } = (await import(shellModule)) as {
      ATTACHMENT_LIMITS: { maxBytes: number; types: readonly string[] };
    };
    const { data } = await connect(stack, stack.serviceRoleKey).storage.getBucket(BUCKET);
    expect(data?.file_size_limit).toBe(ATTACHMENT_LIMITS.maxBytes);
    expect([...(data?.allowed_mime_types ?? [])].sort()).toEqual([...ATTACHMENT_LIMITS.types].sort());
  });

  it("takes files only in a request's folder of its own client", async () => {
    expect((await upload(alice, `${alice.id}/${aliceRequest}/brief.txt`)).error).toBeNull();
    // Her own id, but Bob's request; a request that does not exist; no request folder at all.
    for (const path of [
      `${alice.id}/${bobRequest}/x.txt`,
      `${alice.id}/00000000-0000-4000-8000-000000000000/x.txt`,
      `${alice.id}/x.txt`,
      `${alice.id}/not-a-uuid/x.txt`,
      `${alice.id}/${aliceRequest}/deeper/x.txt`,
    ]) {
      expect(storageFailure((await upload(alice, path)).error), path).toMatchObject({ statusCode: '403' });
    }
    // Bob's request folder, under Bob's id: neither readable nor writable for Alice.
    expect((await upload(bob, `${bob.id}/${bobRequest}/own.txt`)).error).toBeNull();
    expect(storageFailure((await upload(alice, `${bob.id}/${bobRequest}/planted.txt`)).error)).toMatchObject({
      statusCode: '403',
    });
    expect(
      (await alice.client.storage.from(BUCKET).download(`${bob.id}/${bobRequest}/own.txt`)).error,
    ).not.toBeNull();
    // An admin reads and writes in any request's folder, of its client only.
    expect((await upload(admin, `${alice.id}/${aliceRequest}/answer.txt`)).error).toBeNull();
    expect(storageFailure((await upload(admin, `${bob.id}/${aliceRequest}/x.txt`)).error)).toMatchObject({
      statusCode: '403',
    });
  });

  it('names stored files of the request only, with the size and type Storage recorded', async () => {
    const path = `${alice.id}/${aliceRequest}/spec.md`;
    expect((await upload(alice, path, '# Spec\n', 'text/markdown')).error).toBeNull();
    const attached = await alice.client
      .from('request_attachments')
      .insert({
        request_kind: 'custom',
        request_id: aliceRequest,
        object_name: path,
        file_name: 'Spec.md',
        size_bytes: 1,
      })
      .select('user_id, message_id, size_bytes, content_type, file_name')
      .single();
    expect(attached.error).toBeNull();
    expect(attached.data).toEqual({
      user_id: alice.id,
      message_id: null,
      size_bytes: 7,
      content_type: 'text/markdown',
      file_name: 'Spec.md',
    });

    const attach = (client: SupabaseClient, object_name: string, request_id = aliceRequest) =>
      client
        .from('request_attachments')
        .insert({ request_kind: 'custom', request_id, object_name, file_name: 'x' });
    // Not stored; stored, but in another request's folder; another kind's request of that id.
    expect((await attach(alice.client, `${alice.id}/${aliceRequest}/missing.txt`)).error?.code).toBe('23503');
    expect((await attach(alice.client, `${bob.id}/${bobRequest}/own.txt`)).error?.code).toBe('23514');
    expect(
      (
        await alice.client.from('request_attachments').insert({
          request_kind: 'access',
          request_id: aliceRequest,
          object_name: path,
          file_name: 'x',
        })
      ).error?.code,
    ).toBe('23503');
    // Bob can neither attach to Alice's request nor see her rows.
    expect((await attach(bob.client, `${alice.id}/${aliceRequest}/brief.txt`)).error?.code).toBe('42501');
    expect(
      (await bob.client.from('request_attachments').select('id').eq('request_id', aliceRequest)).data,
    ).toEqual([]);
    // Attachments are part of the record: the client can neither change nor remove them.
    const change = await alice.client
      .from('request_attachments')
      .update({ file_name: 'y' })
      .eq('object_name', path);
    expect(change.error?.code).toBe('42501');
    const removed = await alice.client
      .from('request_attachments')
      .delete()
      .eq('object_name', path)
      .select('id');
    expect(removed.data).toEqual([]);
  });

  it('sends a message with its files in one transaction, for the client and for an admin', async () => {
    const path = `${alice.id}/${aliceRequest}/a1-invoice.pdf`;
    expect((await upload(alice, path, '%PDF-1.4', 'application/pdf')).error).toBeNull();
    const sent = await alice.client
      .rpc('send_request_message', {
        p_kind: 'custom',
        p_request_id: aliceRequest,
        p_content: '  Here is a sample invoice.  ',
        p_attachments: [{ object_name: path, file_name: 'Invoice.pdf' }],
      })
      .single();
    expect(sent.error).toBeNull();
    expect(sent.data).toMatchObject({
      sender_type: 'client',
      user_id: alice.id,
      content: 'Here is a sample invoice.',
    });

    // A file that is not stored rolls the message back too.
    const before = await alice.client
      .from('workflow_request_messages')
      .select('id')
      .eq('request_id', aliceRequest);
    const broken = await alice.client.rpc('send_request_message', {
      p_kind: 'custom',
      p_request_id: aliceRequest,
      p_content: 'With a file that was never stored',
      p_attachments: [{ object_name: `${alice.id}/${aliceRequest}/never.pdf`, file_name: 'never.pdf' }],
    });
    expect(broken.error?.code).toBe('23503');
    const after = await alice.client
      .from('workflow_request_messages')
      .select('id')
      .eq('request_id', aliceRequest);
    expect(after.data).toHaveLength(before.data?.length ?? -1);
    // Not an array, too many files: refused before anything is written.
    const notArray = await alice.client.rpc('send_request_message', {
      p_kind: 'custom',
      p_request_id: aliceRequest,
      p_content: 'x',
      p_attachments: { object_name: path },
    });
    expect(notArray.error?.code).toBe('22023');

    // The admin replies with a file of their own.
    const replyPath = `${alice.id}/${aliceRequest}/b2-quote.pdf`;
    expect((await upload(admin, replyPath, '%PDF-1.4 quote', 'application/pdf')).error).toBeNull();
    const reply = await admin.client
      .rpc('send_request_message', {
        p_kind: 'custom',
        p_request_id: aliceRequest,
        p_content: 'Our quote is attached.',
        p_attachments: [{ object_name: replyPath, file_name: 'Quote.pdf' }],
      })
      .single();
    expect(reply.error).toBeNull();
    expect(reply.data).toMatchObject({ sender_type: 'admin', user_id: alice.id });

    // Alice reads her thread with every message's files embedded, and downloads the admin's.
    const thread = await alice.client
      .from('workflow_request_messages')
      .select('content, sender_type, attachments:request_attachments(file_name, size_bytes, object_name)')
      .eq('request_kind', 'custom')
      .eq('request_id', aliceRequest)
      .order('created_at');
    expect(thread.error).toBeNull();
    expect(thread.data).toEqual([
      {
        content: 'Here is a sample invoice.',
        sender_type: 'client',
        attachments: [{ file_name: 'Invoice.pdf', size_bytes: 8, object_name: path }],
      },
      {
        content: 'Our quote is attached.',
        sender_type: 'admin',
        attachments: [{ file_name: 'Quote.pdf', size_bytes: 14, object_name: replyPath }],
      },
    ]);
    expect(await (await alice.client.storage.from(BUCKET).download(replyPath)).data?.text()).toBe(
      '%PDF-1.4 quote',
    );

    // A client cannot hang a file on the admin's message (a message's files are its sender's).
    const adminMessage = await admin.client
      .from('workflow_request_messages')
      .select('id')
      .eq('sender_type', 'admin')
      .eq('request_id', aliceRequest)
      .single();
    const hijack = await alice.client.from('request_attachments').insert({
      request_kind: 'custom',
      request_id: aliceRequest,
      message_id: adminMessage.data?.id,
      object_name: `${alice.id}/${aliceRequest}/brief.txt`,
      file_name: 'brief.txt',
    });
    expect(hijack.error?.code).toBe('23503');

    // Bob sends nothing into Alice's thread, and sees none of it.
    const intruder = await bob.client.rpc('send_request_message', {
      p_kind: 'custom',
      p_request_id: aliceRequest,
      p_content: 'Hello',
      p_attachments: [],
    });
    expect(intruder.error?.code).toBe('42501');
    expect((await bob.client.from('request_attachments').select('id')).data).toEqual([]);
    expect(
      (await connect(stack, stack.anonKey).from('request_attachments').select('id')).error,
    ).not.toBeNull();
  });

  it("keeps an enrolled admin's password-only session away from every file row", async () => {
    const strong = await newUser(stack, { admin: true });
    expect((await strong.client.from('request_attachments').select('id')).data?.length).toBeGreaterThan(0);
    const enrolled = await strong.client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
    const secret = enrolled.data?.type === 'totp' ? enrolled.data.totp.secret : '';
    const code = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate();
    expect(
      (await strong.client.auth.mfa.challengeAndVerify({ factorId: enrolled.data?.id as string, code }))
        .error,
    ).toBeNull();
    expect((await strong.client.from('request_attachments').select('id')).data?.length).toBeGreaterThan(0);
    const weak = await signIn(stack, strong.email);
    expect((await weak.from('request_attachments').select('id')).data).toEqual([]);
    const weakSend = await weak.rpc('send_request_message', {
      p_kind: 'custom',
      p_request_id: aliceRequest,
      p_content: 'aal1',
      p_attachments: [],
    });
    expect(weakSend.error?.code).toBe('42501');
  });

  it('removes the rows of a deleted request (a pending request its client withdraws)', async () => {
    const request = await customRequest(alice.client);
    const path = `${alice.id}/${request}/notes.txt`;
    expect((await upload(alice, path)).error).toBeNull();
    await alice.client
      .from('request_attachments')
      .insert({ request_kind: 'custom', request_id: request, object_name: path, file_name: 'notes.txt' })
      .throwOnError();
    await stack.db.query('delete from public.custom_workflow_requests where id = $1', [request]);
    const { rows } = await stack.db.query('select 1 from public.request_attachments where request_id = $1', [
      request,
    ]);
    expect(rows).toEqual([]);
  });

  it("keeps the profile picture's version in the profile, copied from Storage", async () => {
    const png = Buffer.from('89504e470d0a1a0a', 'hex');
    const pictures = alice.client.storage.from('avatars');
    expect((await pictures.upload(`${alice.id}/avatar`, png, { contentType: 'image/png' })).error).toBeNull();
    const version = await alice.client.rpc('refresh_avatar_version');
    expect(version.error).toBeNull();
    const { rows } = await stack.db.query<{ updated_at: Date }>(
      `select updated_at from storage.objects where bucket_id = 'avatars' and name = $1`,
      [`${alice.id}/avatar`],
    );
    expect(new Date(version.data as string).getTime()).toBe(rows[0]?.updated_at.getTime());
    const profile = await alice.client
      .from('profiles')
      .select('avatar_updated_at')
      .eq('id', alice.id)
      .single();
    expect(profile.data?.avatar_updated_at).toBe(version.data);
    // Bob's call changes only his own profile (he has no picture).
    expect((await bob.client.rpc('refresh_avatar_version')).data).toBeNull();
    expect((await pictures.remove([`${alice.id}/avatar`])).error).toBeNull();
    expect((await alice.client.rpc('refresh_avatar_version')).data).toBeNull();
  });
});
