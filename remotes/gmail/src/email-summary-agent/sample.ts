import type { Locale } from '@portal/shared/contract';
import { sampleRuns } from '@portal/shared/sample';
import { type EmailSummaryAgentData, PERIOD_DAYS } from './data.ts';

const ERRORS = {
  en: ['The connected account did not answer in time.'],
  ar: ['لم يستجب الحساب المرتبط في الوقت المحدد.'],
};

/** Deterministic demonstration data as of `anchor`, in the visitor's language. */
export function buildEmailSummaryAgentSample(locale: Locale, anchor: Date): EmailSummaryAgentData {
  const runs = sampleRuns('email-summary-agent', anchor, { days: PERIOD_DAYS, errors: ERRORS[locale] });
  return { runs, asOf: anchor.toISOString() };
}
