/**
 * The report as the product API composes it (backend/src/reports/): the same HTML the client receives
 * by email, in the client's language, so the page, the email and the printed copy never differ.
 */
import { callProductApi } from '../../lib/productApi.ts';

export interface ComposedReport {
  subject: string;
  html: string;
  text: string;
  language: 'en' | 'ar';
}

export type Frequency = 'week' | 'month';

export const isFrequency = (value: string | undefined): value is Frequency =>
  value === 'week' || value === 'month';

/** The signed-in client's report of the period holding `day` (YYYY-MM-DD). */
export function fetchOwnReport(
  userId: string,
  frequency: Frequency,
  day: string,
  language: 'en' | 'ar',
  signal: AbortSignal,
): Promise<ComposedReport> {
  return callProductApi('/reports/email', { query: { user_id: userId, frequency, day, language }, signal });
}

/** The sample report the sample dashboards link to (no account needed). */
export function fetchSampleReport(frequency: Frequency, language: 'en' | 'ar', signal: AbortSignal) {
  return callProductApi<ComposedReport>('/reports/sample', {
    query: { frequency, language },
    signal,
    anonymous: true,
  });
}

/**
 * The email's body as page content: parsed as an inert document (no script runs in a DOMParser
 * document), the server escaped every value it wrote into it.
 */
export function bodyOf(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.innerHTML;
}
