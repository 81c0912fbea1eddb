/**
 * What the summary agent sample's engineering consultancy partner receives, in both languages: the
 * threads with their summary and action items, and the morning digest (content, like the i18n messages).
 * A thread's summary and action items have as many words in Arabic as in English: the reading time
 * a summary saves (common/facts.ts) is then the same in both languages, as every sample number is.
 */
import { type Bilingual, bi } from '@portal/dashboard-kit/sample';
import type { EmailPriority } from '../common/rows.ts';
import type { ScriptedEmail } from '../common/sample.ts';

interface Thread extends ScriptedEmail {
  summary: Bilingual;
  actions: readonly Bilingual[];
  priority: EmailPriority;
  /** Words of the whole thread, low and high. */
  words: readonly [number, number];
}

/** Threads in the inbox of a Doha engineering consultancy's managing partner. */
export const THREADS: readonly Thread[] = [
  {
    subject: bi('Lusail tower: revised drawings', 'برج لوسيل: المخططات المعدلة'),
    snippet: bi(
      'Attached are the revised structural drawings after the client’s comments.',
      'مرفق المخططات الإنشائية المعدلة بعد ملاحظات العميل.',
    ),
    summary: bi(
      'Structural drawings revised after the client’s comments; approval needed by Thursday.',
      'عُدّلت المخططات الإنشائية بعد ملاحظات العميل، ويلزم اعتمادها قبل يوم الخميس القادم.',
    ),
    actions: [
      bi('Approve the drawings', 'اعتماد المخططات'),
      bi('Forward them to the contractor', 'إرسالها إلى المقاول الرئيسي للمشروع'),
    ],
    priority: 'high',
    words: [600, 1800],
  },
  {
    subject: bi('Invoice dispute with the steel supplier', 'خلاف على فاتورة مورد الحديد'),
    snippet: bi(
      'The supplier insists the extra delivery charge was agreed in May.',
      'يصر المورد على أن رسوم التوصيل الإضافية متفق عليها في مايو.',
    ),
    summary: bi(
      'Supplier claims the extra delivery charge of QAR 12,000 was agreed; finance disagrees.',
      'يقول المورد إن رسوم التوصيل الإضافية البالغة 12 ألف ريال متفق عليها، والمالية تعترض.',
    ),
    actions: [
      bi('Find the May agreement', 'البحث عن اتفاق مايو'),
      bi('Call the supplier', 'الاتصال بالمورد'),
    ],
    priority: 'high',
    words: [400, 1200],
  },
  {
    subject: bi('Team offsite in Al Khor', 'لقاء الفريق في الخور'),
    snippet: bi(
      'Three options for the team offsite next month, with prices.',
      'ثلاثة خيارات للقاء الفريق الشهر القادم مع الأسعار.',
    ),
    summary: bi(
      'Three venues proposed for next month’s offsite; the beach resort is the cheapest.',
      'اقتُرحت ثلاثة أماكن للقاء الفريق في الشهر القادم، والمنتجع الشاطئي هو أرخصها.',
    ),
    actions: [bi('Choose a venue', 'اختيار المكان المناسب للقاء')],
    priority: 'low',
    words: [200, 600],
  },
  {
    subject: bi('Municipality permit status', 'حالة تصريح البلدية'),
    snippet: bi(
      'The permit for the Al Wakra villa project is waiting for one more document.',
      'تصريح مشروع فيلا الوكرة ينتظر مستنداً واحداً إضافياً.',
    ),
    summary: bi(
      'The Al Wakra permit waits only for the fire safety certificate.',
      'تصريح مشروع الوكرة لا ينتظر الآن سوى شهادة السلامة من الحريق.',
    ),
    actions: [bi('Send the fire safety certificate', 'إرسال شهادة السلامة من الحريق')],
    priority: 'normal',
    words: [250, 700],
  },
  {
    subject: bi('New hire: site engineer', 'تعيين جديد: مهندس موقع'),
    snippet: bi(
      'Two shortlisted candidates for the site engineer role, with their CVs.',
      'مرشحان في القائمة النهائية لوظيفة مهندس موقع مع سيرتيهما.',
    ),
    summary: bi(
      'Two site engineer candidates shortlisted; HR proposes interviews on Sunday.',
      'مرشحان لوظيفة مهندس موقع، وتقترح الموارد البشرية المقابلات يوم الأحد.',
    ),
    actions: [
      bi('Confirm the interview slots', 'تأكيد مواعيد المقابلات'),
      bi('Review both CVs', 'مراجعة السيرتين الذاتيتين للمرشحين'),
    ],
    priority: 'normal',
    words: [300, 900],
  },
];

export const DIGEST = {
  subject: bi('Your morning digest', 'ملخصك الصباحي'),
  snippet: bi(
    'Yesterday’s threads, summarised, with what needs doing.',
    'محادثات الأمس ملخصة مع ما يلزم فعله.',
  ),
};
