/**
 * The HR service sample: the WhatsApp HR assistant of a Doha hotel with about a hundred staff. It
 * answers payslip and policy questions itself; leave, certificates and expenses go to a person in HR.
 */
import type { Locale } from '@portal/contract';
import type { SampleRowContext } from '@portal/dashboard-kit/sample';
import { daysBefore, pickCase, sampleList, samplePerson, samplePhone } from '@portal/dashboard-kit/sample';
import { TEMPLATES } from '../content/hr-service.ts';
import { type HrRequestRow, hrServiceFromRows, STATUSES } from './data.ts';

const SAMPLE_DAYS = 60;
const HOUR = 3_600_000;

/** One request an employee sends the assistant. */
function request({ random, locale, anchor, n }: SampleRowContext): HrRequestRow {
  const person = samplePerson(random);
  const phone = samplePhone(random);
  const template = pickCase(random, TEMPLATES);
  const daysAgo = random.int(1, SAMPLE_DAYS);
  const created = daysBefore(anchor, daysAgo, random.int(7 * 60, 22 * 60));
  const alone = template.alone && random.chance(0.85);
  const handlingMs = alone ? random.int(1, 8) * 60_000 : random.int(2, 60) * HOUR;
  const resolvedAt = new Date(created.getTime() + handlingMs);
  const done = resolvedAt < anchor;
  const status = !done
    ? random.pick(STATUSES.active)
    : !alone && random.chance(0.08)
      ? 'rejected'
      : 'resolved';
  return {
    id: `hr-service-${n}`,
    employee_name: person.name(locale),
    employee_contact: phone,
    request_type: template.type,
    details: template.details[locale],
    status,
    channel: random.chance(0.9) ? 'whatsapp' : 'portal',
    answered_by_assistant: alone && status === 'resolved',
    resolved_at: status === 'resolved' ? resolvedAt.toISOString() : null,
    created_at: created.toISOString(),
  };
}

/** The sample's requests as of `anchor`, in the visitor's language (deterministic). */
export const sampleRows = sampleList('requests', 'hr/hr-service/v1', 150, request);

/** Deterministic demonstration data as of `anchor`: the sample's requests counted as live counts them. */
export const sample = (locale: Locale, anchor: Date) => {
  const { requests, asOf } = sampleRows(locale, anchor);
  return hrServiceFromRows(requests, asOf);
};
