import type { Locale } from '@portal/shared/contract';
import { type Bilingual, bi, createRandom, daysBefore } from '@portal/shared/sample';
import type { EmailPriority, EmailsData } from '../common/rows.ts';
import { emailOf, SAMPLE_DAYS, type ScriptedEmail, sampleInbox } from '../common/sample.ts';

interface Thread extends ScriptedEmail {
  summary: Bilingual;
  actions: readonly Bilingual[];
  priority: EmailPriority;
  /** Words of the whole thread, low and high. */
  words: readonly [number, number];
}

/** Threads in the inbox of a Doha engineering consultancy's managing partner. */
const THREADS: readonly Thread[] = [
  {
    subject: bi('Lusail tower: revised drawings', 'برج لوسيل: المخططات المعدلة'),
    snippet: bi(
      'Attached are the revised structural drawings after the client’s comments.',
      'مرفق المخططات الإنشائية المعدلة بعد ملاحظات العميل.',
    ),
    summary: bi(
      'Structural drawings revised after the client’s comments; approval needed by Thursday.',
      'عُدّلت المخططات الإنشائية بعد ملاحظات العميل، ويلزم اعتمادها قبل الخميس.',
    ),
    actions: [
      bi('Approve the drawings', 'اعتماد المخططات'),
      bi('Forward them to the contractor', 'إرسالها إلى المقاول'),
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
      'اقتُرحت ثلاثة أماكن للقاء الشهر القادم، والمنتجع الشاطئي أرخصها.',
    ),
    actions: [bi('Choose a venue', 'اختيار المكان')],
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
      'تصريح الوكرة لا ينتظر سوى شهادة السلامة من الحريق.',
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
      bi('Review both CVs', 'مراجعة السيرتين'),
    ],
    priority: 'normal',
    words: [300, 900],
  },
];

const DIGEST = {
  subject: bi('Your morning digest', 'ملخصك الصباحي'),
  snippet: bi(
    'Yesterday’s threads, summarised, with what needs doing.',
    'محادثات الأمس ملخصة مع ما يلزم فعله.',
  ),
};

/** Deterministic demonstration data as of `anchor`: 60 days of threads summarised and morning digests. */
export function buildSummarySample(locale: Locale, anchor: Date): EmailsData {
  const r = createRandom('gmail/email-summary-agent/v1');
  const inbox = { address: 'partner@qatarbuild.qa', perDay: [2, 6] as const, scripts: THREADS };
  const threads = sampleInbox(r, locale, anchor, inbox, (thread, _, day) => {
    // The evening's last threads wait for the next run.
    const pending = day === 1 && r.chance(0.4);
    return {
      summary: pending ? null : thread.summary[locale],
      action_items: pending ? [] : thread.actions.map((a) => a[locale]),
      word_count: r.int(...thread.words),
      priority: thread.priority,
    };
  });
  // A digest at 07:00 each morning, of the day before.
  const digests = Array.from({ length: SAMPLE_DAYS }, (_, day) => daysBefore(anchor, day, 7 * 60))
    .filter((at) => at < anchor)
    .map((at, n) =>
      emailOf(`sample-digest-${n + 1}`, {
        direction: 'outbound',
        from_address: 'digest@qatarbuild.qa',
        to_address: 'partner@qatarbuild.qa',
        subject: DIGEST.subject[locale],
        snippet: DIGEST.snippet[locale],
        status: 'sent',
        received_at: at.toISOString(),
      }),
    );
  return { emails: [...threads, ...digests], asOf: anchor.toISOString() };
}
