import type { CatalogueWorkflow } from '@portal/contract';

/** Lower case, no Arabic diacritics or tatweel, single spaces: what a search compares. */
export function normaliseSearch(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '')
    .toLocaleLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Does a workflow's name, in either language, contain the query? (An empty query matches all.) */
export function matchesWorkflowName(workflow: Pick<CatalogueWorkflow, 'name'>, query: string): boolean {
  const q = normaliseSearch(query);
  if (!q) return true;
  return [workflow.name.en, workflow.name.ar].some((name) => normaliseSearch(name).includes(q));
}
