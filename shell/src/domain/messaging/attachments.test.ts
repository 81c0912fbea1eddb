import { describe, expect, it } from 'vitest';
import { ATTACHMENT_LIMITS, attachmentObjectName, fileProblem } from './attachments.ts';

describe('fileProblem', () => {
  it('takes the bucket’s types, by extension when the browser gives none', () => {
    expect(fileProblem({ name: 'brief.pdf', type: 'application/pdf', size: 10 })).toBeNull();
    expect(fileProblem({ name: 'notes.md', type: '', size: 10 })).toBeNull();
    expect(fileProblem({ name: 'prices.xlsx', type: '', size: 10 })).toBeNull();
  });
  it('names what the bucket would refuse', () => {
    expect(fileProblem({ name: 'setup.exe', type: 'application/x-msdownload', size: 10 })).toBe('wrongType');
    expect(fileProblem({ name: 'clip.gif', type: 'image/gif', size: 10 })).toBe('wrongType');
    expect(
      fileProblem({ name: 'scan.pdf', type: 'application/pdf', size: ATTACHMENT_LIMITS.maxBytes + 1 }),
    ).toBe('tooLarge');
    expect(
      fileProblem({ name: 'scan.pdf', type: 'application/pdf', size: ATTACHMENT_LIMITS.maxBytes }),
    ).toBeNull();
  });
});

describe('attachmentObjectName', () => {
  it('stores a file in its request’s folder under a unique ASCII name', () => {
    const a = attachmentObjectName('client', 'request', 'تقرير الربع.pdf');
    const b = attachmentObjectName('client', 'request', 'تقرير الربع.pdf');
    expect(a).toMatch(/^client\/request\/[0-9a-f]{8}-_\.pdf$/);
    expect(a).not.toBe(b);
    expect(attachmentObjectName('c', 'r', '../../etc/passwd')).toMatch(
      /^c\/r\/[0-9a-f]{8}-\.\._\.\._etc_passwd$/,
    );
  });
});
