/**
 * The knowledge base's files: what a client uploads for their bot to answer from, in Storage's
 * `knowledge-base` bucket under their own folder (docs/architecture.md, "Storage": `<user_id>/<file>`,
 * private, 20 MB, PDF, DOCX, TXT, MD). Reached only through the shell's client (`ctx.supabase`), so the
 * remote never creates a second one. An uploaded file counts as a document of the knowledge base,
 * waiting to be indexed (status "processing"), so the dashboards' document figures count it.
 */
import type { LiveContext } from '@portal/contract';
import type { DocumentRow } from './rows.ts';

export const KNOWLEDGE_BUCKET = 'knowledge-base';
/** What the file chooser offers (extensions, because browsers give Markdown no type). */
export const KNOWLEDGE_ACCEPT = '.pdf,.docx,.txt,.md';
/** Storage lists 100 names a page by default (docs/product.md §9). */
const PAGE = 100;

export interface KnowledgeFile {
  /** The object's id (a document's id in the figures). */
  id: string;
  name: string;
  /** `<user_id>/<name>` in the bucket. */
  path: string;
  size: number;
  createdAt: string;
}

type Client = LiveContext['supabase'];

/** Every file in the client's folder, by name, up to `max` (folders, whose id is null, left out). */
export async function listKnowledgeFiles(
  client: Client,
  userId: string,
  max = 500,
): Promise<KnowledgeFile[]> {
  // Imported here, not at the top: a sample's dashboard imports this module (`withFiles`) but never
  // lists files, so the storage helpers (shared with the knowledge base tab's upload) stay out of its
  // first load (docs/performance.md).
  const { storageOf } = await import('@portal/dashboard-kit/storage');
  const bucket = (await storageOf(client)).from(KNOWLEDGE_BUCKET);
  const files: KnowledgeFile[] = [];
  for (let offset = 0; offset < max; offset += PAGE) {
    const { data, error } = await bucket.list(userId, {
      limit: PAGE,
      offset,
      sortBy: { column: 'name', order: 'asc' },
    });
    if (error) throw error;
    for (const entry of data) {
      if (entry.id === null) continue;
      files.push({
        id: entry.id,
        name: entry.name,
        path: `${userId}/${entry.name}`,
        size: Number(entry.metadata?.size ?? 0),
        createdAt: entry.created_at ?? entry.updated_at ?? '',
      });
    }
    if (data.length < PAGE) break;
  }
  return files.slice(0, max);
}

const SOURCE_BY_EXTENSION: Record<string, DocumentRow['source_type']> = {
  pdf: 'pdf',
  docx: 'docx',
  txt: 'txt',
  md: 'txt',
};

/** Arabic letters in the name: the best the portal knows of a file's language before it is indexed. */
const ARABIC = /[\u0600-\u06ff]/;

/** An uploaded file as a document of the knowledge base: not indexed yet, no passages, no error. */
export function fileAsDocument(file: KnowledgeFile): DocumentRow {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return {
    id: file.id,
    title: file.name,
    source_type: SOURCE_BY_EXTENSION[extension] ?? 'txt',
    source_url: null,
    language: ARABIC.test(file.name) ? 'ar' : 'en',
    size_bytes: file.size,
    chunk_count: 0,
    status: 'processing',
    error: null,
    indexed_at: null,
    created_at: file.createdAt,
  };
}

/** The knowledge base's documents: the indexed rows and the uploaded files, ids kept apart. */
export function withFiles(
  documents: readonly DocumentRow[],
  files: readonly KnowledgeFile[],
  previousFiles: readonly KnowledgeFile[] = [],
): DocumentRow[] {
  const replaced = new Set(previousFiles.map((f) => f.id));
  return [...documents.filter((d) => !replaced.has(d.id)), ...files.map(fileAsDocument)];
}
