import type { Locale } from '@portal/shared/contract';
import { sampleRuns } from '@portal/shared/sample';
import { type GmailAutoResponderData, PERIOD_DAYS } from './data.ts';

const ERRORS = {
  en: ['The connected account did not answer in time.'],
  ar: ['لم يستجب الحساب المرتبط في الوقت المحدد.'],
};

/** Deterministic demonstration data as of `anchor`, in the visitor's language. */
export function buildGmailAutoResponderSample(locale: Locale, anchor: Date): GmailAutoResponderData {
  const runs = sampleRuns('gmail-auto-responder', anchor, { days: PERIOD_DAYS, errors: ERRORS[locale] });
  return { runs, asOf: anchor.toISOString() };
}
