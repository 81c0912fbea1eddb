import { catalogueEntry } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { subjectName } from './subjectName.ts';
import { threadKey } from './threadSubject.ts';

describe('subjectName', () => {
  it("names an access thread by the catalogue workflow in the reader's language, not the stored name", () => {
    const access = {
      kind: 'access' as const,
      workflowSlug: 'gmail-campaign',
      workflowName: 'Gmail Campaigns',
    };
    expect(subjectName(access, 'ar')).toBe(catalogueEntry('gmail-campaign').name.ar);
    expect(subjectName(access, 'en')).toBe(catalogueEntry('gmail-campaign').name.en);
  });
  it("names a custom thread by the request's own name, in either language", () => {
    const custom = { kind: 'custom' as const, workflowSlug: null, workflowName: 'حجز زيارات المعرض' };
    expect(subjectName(custom, 'en')).toBe('حجز زيارات المعرض');
  });
  it("names a purchase or control thread by the catalogue workflow in the reader's language", () => {
    const control = { kind: 'control' as const, workflowSlug: 'lead-generation', workflowName: null };
    expect(subjectName(control, 'en')).toBe(catalogueEntry('lead-generation').name.en);
    expect(subjectName(control, 'ar')).toBe(catalogueEntry('lead-generation').name.ar);
    expect(subjectName(control, 'ar')).not.toBe(subjectName(control, 'en'));
  });
});

describe('threadKey', () => {
  it('keeps threads of different kinds apart even when their request ids are equal', () => {
    const id = '6f1c2a52-0000-4000-8000-000000000001';
    expect(threadKey({ kind: 'control', requestId: id })).not.toBe(
      threadKey({ kind: 'custom', requestId: id }),
    );
  });
});
