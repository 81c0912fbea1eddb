import type { Locale } from '@portal/contract';
import type { useMarketing } from '../useMarketing.ts';
import { formatNumber } from './locale.ts';
import type { ValidationIssue } from './validation.ts';

/** The message for a validation issue, pluralised on its limit and with the limit formatted for the locale. */
export function issueText(
  t: ReturnType<typeof useMarketing>['t'],
  issue: ValidationIssue | null | undefined,
  locale: Locale,
): string | undefined {
  if (!issue) return undefined;
  if (issue.limit === undefined) return t(issue.key);
  return t(issue.key, { count: issue.limit, limit: formatNumber(issue.limit, locale) });
}
