/**
 * Which bucket names and object keys Storage accepts. Keys never reach the file system here (bytes are
 * found by version, see blobs.ts), but hosted Storage refuses the same shapes, and refusing them keeps
 * every key a plain `folder/…/file` path that policies can split with storage.foldername().
 */
import { errors } from './errors.ts';

/** Hosted Storage's limit on a key, in bytes (S3's too). */
export const MAX_KEY_BYTES = 1024;
const MAX_BUCKET_NAME = 100;
/** Hosted Storage's bucket name rule (letters, digits and a few punctuation marks). */
const BUCKET_NAME = /^[\w!\-.*'() &$@=;:+,?]+$/;
// Control characters (C0 and DEL) and the backslash, which some clients read as a separator.
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
const FORBIDDEN_IN_KEY = /[\u0000-\u001f\u007f\\]/;
/** A UTF-16 surrogate without its pair: not a character, cannot be stored as UTF-8. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function checkBucketName(name: unknown): string {
  if (typeof name !== 'string' || name.length === 0 || name.length > MAX_BUCKET_NAME) {
    throw errors.invalidBucketName();
  }
  if (!BUCKET_NAME.test(name) || name === '.' || name === '..') throw errors.invalidBucketName();
  return name;
}

/** An object key: no empty, `.` or `..` segment, no control characters, at most 1024 bytes. */
export function checkKey(key: unknown): string {
  if (typeof key !== 'string' || key.length === 0) throw errors.invalidKey(String(key ?? ''));
  if (Buffer.byteLength(key) > MAX_KEY_BYTES || FORBIDDEN_IN_KEY.test(key) || LONE_SURROGATE.test(key)) {
    throw errors.invalidKey(key.slice(0, 200));
  }
  for (const segment of key.split('/')) {
    if (segment === '' || segment === '.' || segment === '..') throw errors.invalidKey(key.slice(0, 200));
  }
  return key;
}

/**
 * Splits the path below a route (`bucket/folder/file.pdf`, still percent-encoded) into the bucket and
 * the key. A malformed escape is a bad key, not a crash.
 */
export function bucketAndKey(rest: string): { bucket: string; key: string } {
  const slash = rest.indexOf('/');
  if (slash <= 0) throw errors.invalidKey(rest);
  const bucket = decode(rest.slice(0, slash));
  const key = decode(rest.slice(slash + 1));
  return { bucket: checkBucketName(bucket), key: checkKey(key) };
}

export function decode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    throw errors.invalidKey(part.slice(0, 200));
  }
}
