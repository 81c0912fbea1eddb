/**
 * The job application sample: a chain of speciality cafés in Doha hiring for its new Lusail branch.
 * Candidates apply through the website, LinkedIn and WhatsApp; the workflow screens and scores them.
 */
import type { Locale } from '@portal/contract';
import type { SampleRowContext } from '@portal/dashboard-kit/sample';
import { daysBefore, pickCase, sampleList, samplePerson, samplePhone } from '@portal/dashboard-kit/sample';
import { POSITIONS } from '../content/job-application.ts';
import { type ApplicationRow, jobApplicationFromRows, type Stage } from './data.ts';

const SOURCES = ['website', 'linkedin', 'referral', 'job_board', 'whatsapp', 'email'] as const;
const SOURCE_WEIGHTS = [5, 4, 2, 3, 3, 1];
const SAMPLE_DAYS = 60;

/** How far a candidate got, given how long ago they applied and their screening score. */
function stageFor(daysAgo: number, score: number, roll: number): Stage {
  if (daysAgo <= 1 && roll < 0.6) return 'received';
  if (score < 50) return 'rejected';
  if (daysAgo <= 5) return 'screening';
  if (score >= 85 && daysAgo > 20) return roll < 0.6 ? 'hired' : 'offer';
  if (score >= 70) return roll < 0.3 ? 'offer' : roll < 0.8 ? 'interview' : 'rejected';
  return roll < 0.5 ? 'screening' : 'rejected';
}

/** One candidate's application and how far it got. */
function application({ random, locale, anchor, n }: SampleRowContext): ApplicationRow {
  const person = samplePerson(random);
  const phone = samplePhone(random);
  const position = pickCase(random, POSITIONS);
  const source = random.weighted(SOURCES, SOURCE_WEIGHTS);
  const daysAgo = random.int(1, SAMPLE_DAYS);
  const applied = daysBefore(anchor, daysAgo, random.int(6 * 60, 23 * 60));
  const score = random.int(25, 97);
  const stage = stageFor(daysAgo, score, random.next());
  const screenedAt = new Date(applied.getTime() + random.int(15, 36 * 60) * 60_000);
  const screened = stage !== 'received' && screenedAt < anchor;
  return {
    id: `job-application-${n}`,
    candidate_name: person.name(locale),
    email: person.email('mail.qa'),
    phone,
    job_title: position.title[locale],
    source,
    stage: stage === 'screening' && !screened ? 'received' : stage,
    score: screened ? score : null,
    applied_at: applied.toISOString(),
    screened_at: screened ? screenedAt.toISOString() : null,
  };
}

/** The sample's applications as of `anchor`, in the visitor's language (deterministic). */
export const sampleRows = sampleList('applications', 'hr/job-application/v1', 170, application);

/** Deterministic demonstration data as of `anchor`: the sample's applications counted as live counts them. */
export const sample = (locale: Locale, anchor: Date) => {
  const { applications, asOf } = sampleRows(locale, anchor);
  return jobApplicationFromRows(applications, asOf);
};
