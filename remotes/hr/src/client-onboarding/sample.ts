/**
 * The client onboarding sample: a Doha payroll and PRO services firm welcoming new corporate
 * customers. Each journey collects the trade licence and staff documents, holds a kickoff meeting and
 * sets up the customer's account; a few stall waiting for documents.
 */
import type { Locale } from '@portal/contract';
import type { SampleRowContext } from '@portal/dashboard-kit/sample';
import { COMPANIES, daysBefore, sampleList, samplePerson } from '@portal/dashboard-kit/sample';
import { type OnboardingRow, onboardingFromRows, STEPS, values } from './data.ts';

const HOUR = 3_600_000;
const SAMPLE_DAYS = 60;

/** One customer's onboarding journey, step by step. */
function journey({ random, locale, anchor, n }: SampleRowContext): OnboardingRow {
  const person = samplePerson(random);
  const company = random.pick(COMPANIES);
  const started = daysBefore(anchor, random.int(1, SAMPLE_DAYS), random.int(8 * 60, 17 * 60));
  // Hours each step takes; documents take longest, and some customers stop sending them.
  const durations = STEPS.map((step) => random.int(2, step === 'documents' ? 140 : 48) * HOUR);
  const stopsAt = random.chance(0.15) ? random.int(1, STEPS.length - 1) : STEPS.length;
  const completedAt: (string | null)[] = [];
  let moment = started.getTime();
  STEPS.forEach((_, k) => {
    moment += durations[k] ?? 0;
    completedAt.push(k < stopsAt && moment < anchor.getTime() ? new Date(moment).toISOString() : null);
  });
  const done = completedAt.filter((c) => c !== null).length;
  const finishedAt = done === STEPS.length ? (completedAt[STEPS.length - 1] ?? null) : null;
  const lastMove = completedAt.filter((c): c is string => c !== null).at(-1) ?? started.toISOString();
  return {
    id: `client-onboarding-${n}`,
    client_name: person.name(locale),
    company: company.name[locale],
    email: person.email(company.domain),
    stage: values.stage[done] ?? 'completed',
    progress: done * 25,
    steps: values.stage.map((step, k) => ({
      step,
      completed_at: k < STEPS.length ? (completedAt[k] ?? null) : finishedAt,
    })),
    started_at: started.toISOString(),
    completed_at: finishedAt,
    updated_at: lastMove,
  };
}

/** The sample's journeys as of `anchor`, in the visitor's language (deterministic). */
export const sampleRows = sampleList('onboardings', 'hr/client-onboarding/v1', 64, journey);

/** Deterministic demonstration data as of `anchor`: the sample's journeys counted as live counts them. */
export const sample = (locale: Locale, anchor: Date) => {
  const { onboardings, asOf } = sampleRows(locale, anchor);
  return onboardingFromRows(onboardings, asOf);
};
