import { describe, expect, it } from 'vitest';
import { knowledgeFromRows, knowledgeKpis } from './knowledge.ts';
import { fileAsDocument, type KnowledgeFile, withFiles } from './knowledgeFiles.ts';
import type { DocumentRow } from './rows.ts';

const file = (name: string, id = name): KnowledgeFile => ({
  id,
  name,
  path: `user-1/${name}`,
  size: 2048,
  createdAt: '2026-11-20T08:00:00.000Z',
});

const indexedRow: DocumentRow = {
  ...fileAsDocument(file('handbook.pdf', 'row-1')),
  status: 'indexed',
  chunk_count: 12,
};

describe('an uploaded file as a document', () => {
  it('waits to be indexed, with its size, date and source from the extension', () => {
    expect(fileAsDocument(file('Policy.PDF'))).toMatchObject({
      title: 'Policy.PDF',
      source_type: 'pdf',
      size_bytes: 2048,
      chunk_count: 0,
      status: 'processing',
      created_at: '2026-11-20T08:00:00.000Z',
    });
    expect(fileAsDocument(file('notes.md')).source_type).toBe('txt');
    expect(fileAsDocument(file('contract.docx')).source_type).toBe('docx');
  });
  it('reads an Arabic name as an Arabic document', () => {
    expect(fileAsDocument(file('سياسة الإجازات.pdf')).language).toBe('ar');
    expect(fileAsDocument(file('leave.pdf')).language).toBe('en');
  });
});

describe('the documents of a knowledge base with its files', () => {
  it('counts every file next to the indexed rows', () => {
    const documents = withFiles([indexedRow], [file('a.md'), file('b.pdf')]);
    expect(documents.map((d) => d.id)).toEqual(['row-1', 'a.md', 'b.pdf']);
    const kpis = knowledgeKpis(
      knowledgeFromRows({ documents, sessions: [], messages: [] }, '2026-11-29T00:00:00.000Z'),
    );
    expect(kpis.documents).toBe(3);
    expect(kpis.documentsIndexed).toBe(1);
  });
  it('replaces the files it was loaded with by the files listed after a change', () => {
    const loaded = withFiles([indexedRow], [file('a.md'), file('b.pdf')]);
    const afterDelete = withFiles(loaded, [file('b.pdf')], [file('a.md'), file('b.pdf')]);
    expect(afterDelete.map((d) => d.id)).toEqual(['row-1', 'b.pdf']);
  });
});
