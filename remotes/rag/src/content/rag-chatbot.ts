/**
 * The knowledge bot of the RAG chatbot sample (see rag-chatbot/sample.ts): a Doha logistics
 * company's staff bot, its documents, questions and askers, in English and Arabic.
 */
import { bi } from '@portal/dashboard-kit/sample';
import type { KnowledgeBotProfile } from '../common/knowledgeSample.ts';

export const RAG_CHATBOT_PROFILE: KnowledgeBotProfile = {
  seed: 'rag/rag-chatbot/v1',
  documents: [
    {
      title: bi('Employee Handbook 2026', 'دليل الموظف 2026'),
      source: 'pdf',
      language: 'en',
      sizeKb: 1840,
      status: 'indexed',
      addedDaysAgo: 88,
    },
    {
      title: bi('Travel and Expenses Policy', 'سياسة السفر والمصروفات'),
      source: 'docx',
      language: 'en',
      sizeKb: 260,
      status: 'indexed',
      addedDaysAgo: 85,
    },
    {
      title: bi('Customs Clearance Checklist', 'قائمة التخليص الجمركي'),
      source: 'pdf',
      language: 'ar',
      sizeKb: 410,
      status: 'indexed',
      addedDaysAgo: 70,
    },
    {
      title: bi('IT Help Desk FAQ', 'الأسئلة الشائعة للدعم التقني'),
      source: 'faq',
      language: 'en',
      sizeKb: 75,
      status: 'indexed',
      addedDaysAgo: 64,
      url: 'https://intranet.wakralogistics.qa/it/faq',
    },
    {
      title: bi('Approval Limits Matrix', 'مصفوفة صلاحيات الاعتماد'),
      source: 'xlsx',
      language: 'en',
      sizeKb: 48,
      status: 'indexed',
      addedDaysAgo: 40,
    },
    {
      title: bi('Warehouse Safety Rules', 'قواعد السلامة في المستودعات'),
      source: 'pdf',
      language: 'ar',
      sizeKb: 690,
      status: 'indexed',
      addedDaysAgo: 33,
    },
    {
      title: bi('Fleet Maintenance Contracts (scanned)', 'عقود صيانة الأسطول (ممسوحة ضوئياً)'),
      source: 'pdf',
      language: 'en',
      sizeKb: 22_400,
      status: 'failed',
      error: bi(
        'The PDF is password-protected; upload an unlocked copy.',
        'الملف محمي بكلمة مرور؛ ارفع نسخة غير مقفلة.',
      ),
      addedDaysAgo: 12,
    },
    {
      title: bi('Client Rate Cards 2027', 'أسعار العملاء 2027'),
      source: 'xlsx',
      language: 'en',
      sizeKb: 130,
      status: 'processing',
      addedDaysAgo: 0,
    },
  ],
  questions: [
    {
      topic: bi('Annual leave', 'الإجازة السنوية'),
      question: bi('How do I book annual leave?', 'كيف أقدّم طلب إجازة سنوية؟'),
      answer: bi(
        'Request it in the HR portal at least 14 days ahead; your line manager approves it within 3 working days (Employee Handbook, section 5.2).',
        'قدّم الطلب عبر بوابة الموارد البشرية قبل 14 يوماً على الأقل، ويعتمده مديرك المباشر خلال 3 أيام عمل (دليل الموظف، البند 5.2).',
      ),
      cites: [0],
      weight: 6,
    },
    {
      topic: bi('Travel allowance', 'بدل السفر'),
      question: bi(
        'What is the daily allowance for a business trip to Riyadh?',
        'كم بدل السفر اليومي لرحلة عمل إلى الرياض؟',
      ),
      answer: bi(
        'QAR 450 a day for meals and local transport; hotels are booked by the travel desk (Travel and Expenses Policy, table 1).',
        '450 ريالاً يومياً للوجبات والتنقل المحلي، ويحجز مكتب السفر الفندق (سياسة السفر والمصروفات، الجدول 1).',
      ),
      cites: [1],
      weight: 4,
    },
    {
      topic: bi('Reefer customs', 'تخليص الحاويات المبرّدة'),
      question: bi(
        'Which documents do we need to clear a reefer container?',
        'ما المستندات المطلوبة لتخليص حاوية مبرّدة؟',
      ),
      answer: bi(
        'The bill of lading, the commercial invoice, the health certificate and the temperature log; food shipments also need the municipality release (Customs Clearance Checklist, part 3).',
        'بوليصة الشحن والفاتورة التجارية والشهادة الصحية وسجل درجات الحرارة، وتحتاج الشحنات الغذائية أيضاً إلى إفراج البلدية (قائمة التخليص الجمركي، الجزء 3).',
      ),
      cites: [2],
      weight: 5,
    },
    {
      topic: bi('VPN password', 'كلمة مرور الشبكة الخاصة'),
      question: bi('How do I reset my VPN password?', 'كيف أعيد تعيين كلمة مرور الشبكة الخاصة الافتراضية؟'),
      answer: bi(
        'Open the self-service page, choose Reset VPN password and confirm with the code sent to your phone (IT Help Desk FAQ, question 7).',
        'افتح صفحة الخدمة الذاتية واختر إعادة تعيين كلمة مرور الشبكة الخاصة، ثم أكّد بالرمز المرسل إلى هاتفك (الأسئلة الشائعة للدعم التقني، السؤال 7).',
      ),
      cites: [3],
      weight: 5,
    },
    {
      topic: bi('Purchase approval', 'اعتماد المشتريات'),
      question: bi(
        'Who approves a purchase order over QAR 50,000?',
        'من يعتمد أمر شراء تزيد قيمته على 50,000 ريال؟',
      ),
      answer: bi(
        'The finance director, after the department head; above QAR 250,000 the CEO signs too (Approval Limits Matrix).',
        'المدير المالي بعد رئيس القسم، وما يزيد على 250,000 ريال يوقّعه الرئيس التنفيذي أيضاً (مصفوفة صلاحيات الاعتماد).',
      ),
      cites: [4],
      weight: 3,
    },
    {
      topic: bi('Forklift safety', 'سلامة الرافعات الشوكية'),
      question: bi(
        'Can visitors walk in the forklift aisles?',
        'هل يُسمح للزوار بالمشي في ممرات الرافعات الشوكية؟',
      ),
      answer: bi(
        'No. Visitors stay on the green walkways with an escort and a high-visibility vest (Warehouse Safety Rules, rule 4).',
        'لا، يبقى الزوار على الممرات الخضراء برفقة مرافق ويرتدون سترة عاكسة (قواعد السلامة في المستودعات، القاعدة 4).',
      ),
      cites: [5, 0],
      weight: 2,
    },
    {
      topic: bi('Fleet servicing', 'صيانة الأسطول'),
      question: bi('When is truck 14 due for its service?', 'متى موعد صيانة الشاحنة رقم 14؟'),
      answer: null,
      cites: [],
      weight: 3,
    },
    {
      topic: bi('Company iftar', 'إفطار الشركة'),
      question: bi('When is the company iftar this year?', 'متى إفطار الشركة هذا العام؟'),
      answer: null,
      cites: [],
      weight: 2,
    },
  ],
  askers: [
    bi('Hamad Al-Kaabi (operations)', 'حمد الكعبي (العمليات)'),
    bi('Reem Al-Jaber (HR)', 'ريم الجابر (الموارد البشرية)'),
    bi('Majed Nasr (customs)', 'ماجد نصر (الجمارك)'),
    bi('Layla Haddad (finance)', 'ليلى حداد (المالية)'),
    bi('Saud Al-Hajri (warehouse)', 'سعود الهاجري (المستودع)'),
  ],
  channel: 'portal',
  conversationsPerDay: [2, 5],
  latencyMs: [900, 3800],
  models: { en: 'gpt-4o-mini', ar: 'gpt-4o-mini' },
};
