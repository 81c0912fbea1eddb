/**
 * Storage's error answers, in hosted Supabase Storage's shape: `{ statusCode, code, error, message }`
 * with the meaningful status as a string in the body and HTTP 400 on the wire for every client error
 * (500 only for a server fault), as hosted Storage's error handler answers. supabase-js reads `status`
 * from the wire and `statusCode`/`code` from the body (its `exists()` looks for code NoSuchKey).
 */
import type { ServerResponse } from 'node:http';
import { isPgError } from '../db/port.ts';
import { sendJson } from '../http/respond.ts';

export class StorageError extends Error {
  constructor(
    /** The status hosted Storage reports in the body (404 for a missing object…). */
    readonly statusCode: number,
    readonly code: string,
    message: string,
    /** The older `error` field; hosted Storage fills it with the code unless it has a legacy text. */
    readonly error: string = code,
    /** The HTTP status on the wire when it is not Storage's usual 400 (an unknown route is a real 404). */
    readonly wireStatus?: number,
  ) {
    super(message);
    this.name = 'StorageError';
  }

  render() {
    return { statusCode: String(this.statusCode), code: this.code, error: this.error, message: this.message };
  }
}

export const errors = {
  noSuchBucket: () => new StorageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  noSuchKey: () => new StorageError(404, 'NoSuchKey', 'Object not found', 'not_found'),
  invalidKey: (key: string) => new StorageError(400, 'InvalidKey', `Invalid key: ${key}`),
  invalidBucketName: () => new StorageError(400, 'InvalidBucketName', 'Bucket name invalid', 'Invalid Input'),
  invalidRequest: (message: string) => new StorageError(400, 'InvalidRequest', message),
  invalidMimeType: (mime: string) =>
    new StorageError(415, 'InvalidMimeType', `mime type ${mime} is not supported`, 'invalid_mime_type'),
  entityTooLarge: () =>
    new StorageError(
      413,
      'EntityTooLarge',
      'The object exceeded the maximum allowed size',
      'Payload too large',
    ),
  keyAlreadyExists: () =>
    new StorageError(409, 'KeyAlreadyExists', 'The resource already exists', 'Duplicate'),
  bucketAlreadyExists: () =>
    new StorageError(409, 'BucketAlreadyExists', 'The resource already exists', 'Duplicate'),
  bucketNotEmpty: () =>
    new StorageError(409, 'ResourceNotEmpty', 'The bucket you tried to delete is not empty'),
  accessDenied: (message: string) => new StorageError(403, 'AccessDenied', message, 'Unauthorized'),
  invalidSignature: (message = 'Invalid signature') => new StorageError(400, 'InvalidSignature', message),
  expiredToken: () => new StorageError(400, 'ExpiredToken', 'The provided token has expired.'),
  invalidRange: () => new StorageError(400, 'InvalidRange', 'invalid range provided', 'invalid_range'),
  notFound: () => new StorageError(404, 'NotFound', 'Route not found', 'Not Found'),
  internal: () => new StorageError(500, 'InternalError', 'Internal server error'),
};

/**
 * A database error in Storage's words (its DBError.fromDBError): RLS refusals are 403 AccessDenied,
 * duplicates 409, a missing parent 404. Anything else is not the caller's fault: rethrown.
 */
export function fromPgError(e: unknown, duplicate: () => StorageError = errors.keyAlreadyExists): never {
  if (isPgError(e)) {
    switch (e.code) {
      case '42501':
        throw errors.accessDenied(
          e.message.includes('row-level security') ? 'new row violates row-level security policy' : e.message,
        );
      case '23505':
        throw duplicate();
      case '23503':
        throw new StorageError(404, 'InvalidRequest', 'The related resource does not exist');
      case '22P02': // invalid text representation (a malformed value that reached SQL)
      case '22001': // value too long
      case '22021': // invalid byte sequence (NUL)
        throw errors.invalidRequest(e.message);
    }
  }
  throw e;
}

export function sendStorageError(res: ServerResponse, e: StorageError, headers: Record<string, string> = {}) {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  sendJson(res, e.wireStatus ?? (e.statusCode >= 500 ? 500 : 400), e.render(), headers);
}
