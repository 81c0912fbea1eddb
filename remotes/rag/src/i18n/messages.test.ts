import { describeNamespace } from '@portal/dashboard-kit-testing';
import { describe, expect, it } from 'vitest';
import { OUTCOMES } from '../common/exchanges.ts';
import { DOCUMENT_VALUES, QUERY_VALUES } from '../common/rows.ts';
import { HANDLINGS } from '../common/tickets.ts';
import { ar } from './ar.ts';
import { ragNamespace } from './index.ts';

describeNamespace(ragNamespace, {
  enums: {
    'values.documentStatus': DOCUMENT_VALUES.values.status,
    'values.documentSource': DOCUMENT_VALUES.values.source_type,
    'values.queryStatus': QUERY_VALUES.values.status,
    'values.outcome': OUTCOMES,
    'values.handling': HANDLINGS,
  },
});

describe('the rag namespace in Arabic', () => {
  it('has no Latin letters outside placeholders (file types and units are written in Arabic too)', () => {
    const texts = (node: object): string[] =>
      Object.values(node).flatMap((value) => (typeof value === 'string' ? [value] : texts(value)));
    const latin = texts(ar).filter((text) => /[A-Za-z]/.test(text.replace(/{{[^}]+}}/g, '')));
    expect(latin).toEqual([]);
  });
});
