import { describe, expect, it } from 'vitest';
import { EMPTY_CUSTOM_REQUEST, missingFields, TIMELINES, URGENCIES } from './customRequest.ts';
import { en } from './i18n/en.ts';
import { matchesWorkflowName, normaliseSearch } from './search.ts';

describe('custom workflow request', () => {
  it('requires name, description and business problem; blanks count as empty (docs/product.md §5)', () => {
    expect(missingFields(EMPTY_CUSTOM_REQUEST)).toEqual(['workflowName', 'description', 'businessProblem']);
    expect(
      missingFields({
        ...EMPTY_CUSTOM_REQUEST,
        workflowName: 'Bot',
        description: '  ',
        businessProblem: 'Slow',
      }),
    ).toEqual(['description']);
    expect(
      missingFields({
        ...EMPTY_CUSTOM_REQUEST,
        workflowName: 'Bot',
        description: 'Does',
        businessProblem: 'Slow',
      }),
    ).toEqual([]);
  });

  it('offers the urgency and timeline options of docs/product.md §4, each labelled', () => {
    expect(URGENCIES).toEqual(['low', 'medium', 'high', 'urgent']);
    expect(TIMELINES).toHaveLength(6);
    for (const u of URGENCIES) expect(en.custom.urgency[u]).toBeTruthy();
    for (const v of TIMELINES) expect(en.custom.timeline[v]).toBeTruthy();
  });
});

describe('workflow search', () => {
  it('matches either language, ignoring case, spacing and Arabic diacritics', () => {
    const workflow = { name: { en: 'Invoice Collection', ar: 'تحصيل الفواتير' } };
    expect(matchesWorkflowName(workflow, '  invoice   COLL ')).toBe(true);
    expect(matchesWorkflowName(workflow, 'الفواتير')).toBe(true);
    expect(matchesWorkflowName(workflow, 'الفَواتِير')).toBe(true);
    expect(matchesWorkflowName(workflow, 'payroll')).toBe(false);
    expect(matchesWorkflowName(workflow, '')).toBe(true);
    expect(normaliseSearch('ـتحـصيل')).toBe('تحصيل');
  });
});
