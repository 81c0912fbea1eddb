import { describe, expect, it } from 'vitest';
import { objectName } from './fileHelpers.ts';

describe('objectName', () => {
  it('keeps a name inside its folder', () => {
    expect(objectName('../etc/passwd')).toBe('.._etc_passwd');
    expect(objectName('  ')).toBe('file');
    expect(objectName('تقرير.pdf')).toBe('تقرير.pdf');
  });
});
