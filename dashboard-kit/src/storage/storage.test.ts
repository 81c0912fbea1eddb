import { describe, expect, it } from 'vitest';
import { contentTypeFor, storageFailure } from './index.ts';

describe('contentTypeFor', () => {
  it('names a Markdown file even when the browser gives no type', () => {
    expect(contentTypeFor({ name: 'Notes.MD', type: '' })).toBe('text/markdown');
  });
  it('uses the extension before what the browser said', () => {
    expect(contentTypeFor({ name: 'photo.jpg', type: 'image/png' })).toBe('image/jpeg');
  });
  it('falls back to the browser type, then to a generic one', () => {
    expect(contentTypeFor({ name: 'clip.gif', type: 'image/gif' })).toBe('image/gif');
    expect(contentTypeFor({ name: 'noextension' })).toBe('application/octet-stream');
  });
});

describe('storageFailure', () => {
  it('reads the status Storage puts in statusCode', () => {
    expect(storageFailure({ statusCode: '409' })).toBe('duplicate');
    expect(storageFailure({ statusCode: '413' })).toBe('tooLarge');
    expect(storageFailure({ statusCode: '415' })).toBe('wrongType');
    expect(storageFailure({ statusCode: '404' })).toBe('notFound');
    expect(storageFailure({ statusCode: '403' })).toBe('other');
    expect(storageFailure(new Error('offline'))).toBe('other');
    expect(storageFailure(null)).toBe('other');
  });
});
