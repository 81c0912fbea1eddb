/**
 * The HR service sample's scripted requests: what the staff of a Doha hotel ask the WhatsApp HR
 * assistant, in both languages, and how often (content, like the i18n messages).
 */
import type { Bilingual } from '@portal/dashboard-kit/sample';
import { bi } from '@portal/dashboard-kit/sample';
import type { RequestType } from '../hr-service/data.ts';

export interface Template {
  type: RequestType;
  details: Bilingual;
  /** The assistant can answer it alone (from the payroll system or the staff handbook). */
  alone: boolean;
  weight: number;
}

export const TEMPLATES: readonly Template[] = [
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
