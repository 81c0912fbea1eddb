/**
 * Files on requests (docs/architecture.md, "Storage"): bytes in the bucket `request-attachments` at
 * `<client_user_id>/<request_id>/<file>`, one `request_attachments` row per file naming its request and,
 * for a thread message's file, its message. The client attaches when making a custom request and in a
 * thread; the admin in a reply. Storage's policies and the table's decide who may: the request's client
 * and admins. storage-js loads only when a file is uploaded or downloaded (`storageOf`).
 */
import {
  contentTypeFor,
  objectName,
  saveBlob,
  storageFailure,
  storageOf,
} from '@portal/dashboard-kit/storage';
import { getSupabase } from '../../lib/supabase.ts';
import { ATTACHMENT_COLUMNS, type Attachment } from './attachmentRows.ts';
import type { RequestKind } from './threadApi.ts';

export const ATTACHMENTS_BUCKET = 'request-attachments';

/**
 * The bucket's limits (supabase/migrations/20261129000500_storage.sql; backend/test/request-attachments
 * checks they agree), checked before anything is sent so that a refused file is named at once.
 */
export const ATTACHMENT_LIMITS = {
  maxBytes: 25 * 1024 * 1024,
  types: [
    'application/pdf',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'text/plain',
    'text/markdown',
    'text/csv',
    'image/png',
    'image/jpeg',
    'image/webp',
  ] as readonly string[],
  /** Files per message or request (send_request_message's limit). */
  maxFiles: 10,
} as const;

/** The file chooser's filter (extensions too: browsers give `.md` no type). */
export const ATTACHMENT_ACCEPT = `${ATTACHMENT_LIMITS.types.join(',')},.pdf,.docx,.xlsx,.txt,.md,.csv,.png,.jpg,.jpeg,.webp`;

export type FileProblem = 'tooLarge' | 'wrongType';

/** Why the bucket would refuse `file`, or null when it takes it. */
export function fileProblem(file: { name: string; type?: string; size: number }): FileProblem | null {
  if (!ATTACHMENT_LIMITS.types.includes(contentTypeFor(file))) return 'wrongType';
  if (file.size > ATTACHMENT_LIMITS.maxBytes) return 'tooLarge';
  return null;
}

/** Where a file of a request is stored. Hosted Storage takes ASCII keys only: the name shown is kept apart. */
export function attachmentObjectName(owner: string, requestId: string, fileName: string): string {
  const ascii = objectName(fileName).replace(/[^\w.-]+/g, '_');
  return `${owner}/${requestId}/${crypto.randomUUID().slice(0, 8)}-${ascii}`;
}

/** A file that was stored: what a request_attachments row names. */
export type UploadedFile = { object_name: string; file_name: string };

/** A file Storage refused (or the network lost), by name and reason. */
export class AttachmentUploadError extends Error {
  constructor(
    readonly fileName: string,
    readonly problem: FileProblem | 'failed',
    override readonly cause: unknown,
  ) {
    super(`${fileName} could not be uploaded`);
    this.name = 'AttachmentUploadError';
  }
}

async function bucket() {
  return (await storageOf(await getSupabase())).from(ATTACHMENTS_BUCKET);
}

/**
 * Stores `files` in the request's folder, one after the other. On a refusal the files already stored are
 * removed again (nothing half-sent stays) and an AttachmentUploadError names the refused one.
 */
export async function uploadAttachments(
  thread: { owner: string; requestId: string },
  files: readonly File[],
): Promise<UploadedFile[]> {
  if (files.length === 0) return [];
  const storage = await bucket();
  const stored: UploadedFile[] = [];
  for (const file of files) {
    const path = attachmentObjectName(thread.owner, thread.requestId, file.name);
    const { error } = await storage.upload(path, file, { contentType: contentTypeFor(file) });
    if (error) {
      await discardUploads(stored);
      const failure = storageFailure(error);
      throw new AttachmentUploadError(
        file.name,
        failure === 'tooLarge' || failure === 'wrongType' ? failure : 'failed',
        error,
      );
    }
    stored.push({ object_name: path, file_name: file.name });
  }
  return stored;
}

/** Removes stored files no row names (a send that failed after the upload); best effort. */
export async function discardUploads(files: readonly UploadedFile[]): Promise<void> {
  if (files.length === 0) return;
  const { error } = await (await bucket()).remove(files.map((f) => f.object_name));
  if (error) console.error('[portal] removing unsent attachments', error);
}

/** The files attached to a request when it was made (not those of its messages). */
export async function loadRequestAttachments(
  kind: RequestKind,
  requestId: string,
  signal: AbortSignal,
): Promise<Attachment[]> {
  const client = await getSupabase();
  const { data, error } = await client
    .from('request_attachments')
    .select(ATTACHMENT_COLUMNS)
    .eq('request_kind', kind)
    .eq('request_id', requestId)
    .is('message_id', null)
    .order('created_at')
    .abortSignal(signal);
  if (error) throw error;
  return data;
}

/** Names stored files as the request's own (a custom request's files, sent with it). */
export async function attachToRequest(
  kind: RequestKind,
  requestId: string,
  files: readonly UploadedFile[],
): Promise<void> {
  if (files.length === 0) return;
  const client = await getSupabase();
  const { error } = await client
    .from('request_attachments')
    .insert(files.map((file) => ({ request_kind: kind, request_id: requestId, ...file })));
  if (error) throw error;
}

/** Downloads the file and hands it to the browser's save flow under its own name. */
export async function downloadAttachment(attachment: Pick<Attachment, 'object_name' | 'file_name'>) {
  const { data, error } = await (await bucket()).download(attachment.object_name);
  if (error) throw error;
  saveBlob(data, attachment.file_name);
}
