import type { Locale } from '@portal/shared/contract';
import { sampleRuns } from '@portal/shared/sample';
import { type GmailCampaignData, PERIOD_DAYS } from './data.ts';

const ERRORS = {
  en: ['The connected account did not answer in time.'],
  ar: ['لم يستجب الحساب المرتبط في الوقت المحدد.'],
};

/** Deterministic demonstration data as of `anchor`, in the visitor's language. */
export function buildGmailCampaignSample(locale: Locale, anchor: Date): GmailCampaignData {
  const runs = sampleRuns('gmail-campaign', anchor, { days: PERIOD_DAYS, errors: ERRORS[locale] });
  return { runs, asOf: anchor.toISOString() };
}
