/**
 * What a request_attachments row is to the pages, apart from the code that moves bytes
 * (attachments.ts): thread messages embed these rows on every signed-in page's message feed.
 */

/** A file of a request or of a message (a request_attachments row; the bytes are in Storage). */
export interface Attachment {
  id: string;
  file_name: string;
  object_name: string;
  content_type: string;
  size_bytes: number;
}

/** The columns a thread message embeds (`attachments:request_attachments(…)`) and a request reads. */
export const ATTACHMENT_COLUMNS = 'id, file_name, object_name, content_type, size_bytes';
