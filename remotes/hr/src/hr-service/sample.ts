/**
 * The HR service sample: the WhatsApp HR assistant of a Doha hotel with about a hundred staff. It
 * answers payslip and policy questions itself; leave, certificates and expenses go to a person in HR.
 */
import type { Locale } from '@portal/shared/contract';
import type { Bilingual } from '@portal/shared/sample';
import { bi, createRandom, daysBefore, samplePerson, samplePhone } from '@portal/shared/sample';
import type { HrRequestRow, HrServiceData, RequestType } from './data.ts';

interface Template {
  type: RequestType;
  details: Bilingual;
  /** The assistant can answer it alone (from the payroll system or the staff handbook). */
  alone: boolean;
  weight: number;
}

const TEMPLATES: readonly Template[] = [
  {
    type: 'leave',
    details: bi(
      'Annual leave from the 3rd to the 12th of next month.',
      'إجازة سنوية من 3 إلى 12 الشهر القادم.',
    ),
    alone: false,
    weight: 6,
  },
  {
    type: 'leave',
    details: bi(
      'Sick leave today; the clinic report is attached.',
      'إجازة مرضية اليوم، والتقرير الطبي مرفق.',
    ),
    alone: false,
    weight: 3,
  },
  {
    type: 'payslip',
    details: bi('Please send my payslip for last month.', 'أرجو إرسال كشف راتب الشهر الماضي.'),
    alone: true,
    weight: 5,
  },
  {
    type: 'certificate',
    details: bi('Salary certificate for the bank, addressed to QNB.', 'شهادة راتب موجهة إلى بنك قطر الوطني.'),
    alone: false,
    weight: 4,
  },
  {
    type: 'certificate',
    details: bi('Experience certificate in Arabic and English.', 'شهادة خبرة باللغتين العربية والإنجليزية.'),
    alone: false,
    weight: 2,
  },
  {
    type: 'policy_question',
    details: bi('How many days of annual leave do I have left?', 'كم يوماً تبقى من إجازتي السنوية؟'),
    alone: true,
    weight: 5,
  },
  {
    type: 'policy_question',
    details: bi('What are the shift hours during Ramadan?', 'ما مواعيد المناوبات في رمضان؟'),
    alone: true,
    weight: 3,
  },
  {
    type: 'expense',
    details: bi(
      'Taxi to the airport for the supplier visit (QAR 95).',
      'سيارة أجرة إلى المطار لزيارة المورد (95 ريالاً).',
    ),
    alone: false,
    weight: 2,
  },
  {
    type: 'other',
    details: bi('My residence permit expires next month.', 'تنتهي إقامتي الشهر القادم.'),
    alone: false,
    weight: 2,
  },
];

const SAMPLE_DAYS = 60;
const HOUR = 3_600_000;

/** Deterministic demonstration data as of `anchor`, in the visitor's language. */
export function buildHrServiceSample(locale: Locale, anchor: Date): HrServiceData {
  const random = createRandom('hr/hr-service/v1');
  const requests: HrRequestRow[] = Array.from({ length: 150 }, (_, i) => {
    const person = samplePerson(random);
    const phone = samplePhone(random);
    const template = random.weighted(
      TEMPLATES,
      TEMPLATES.map((t) => t.weight),
    );
    const daysAgo = random.int(1, SAMPLE_DAYS);
    const created = daysBefore(anchor, daysAgo, random.int(7 * 60, 22 * 60));
    const alone = template.alone && random.chance(0.85);
    const handlingMs = alone ? random.int(1, 8) * 60_000 : random.int(2, 60) * HOUR;
    const resolvedAt = new Date(created.getTime() + handlingMs);
    const done = resolvedAt < anchor;
    const status = !done
      ? random.pick(['open', 'in_progress'] as const)
      : !alone && random.chance(0.08)
        ? 'rejected'
        : 'resolved';
    return {
      id: `hr-service-${i + 1}`,
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
  });
  return { requests, asOf: anchor.toISOString() };
}
