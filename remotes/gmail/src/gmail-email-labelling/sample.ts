import type { Locale } from '@portal/shared/contract';
import { sampleRuns } from '@portal/shared/sample';
import { type GmailEmailLabellingData, PERIOD_DAYS } from './data.ts';

const ERRORS = {
  en: ['The connected account did not answer in time.'],
  ar: ['لم يستجب الحساب المرتبط في الوقت المحدد.'],
};

/** Deterministic demonstration data as of `anchor`, in the visitor's language. */
export function buildGmailEmailLabellingSample(locale: Locale, anchor: Date): GmailEmailLabellingData {
  const runs = sampleRuns('gmail-email-labelling', anchor, { days: PERIOD_DAYS, errors: ERRORS[locale] });
  return { runs, asOf: anchor.toISOString() };
}
