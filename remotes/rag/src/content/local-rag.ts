/**
 * The knowledge bot of the local RAG sample (see local-rag/sample.ts): a Doha law firm's bot on
 * its own servers, its documents, questions and askers, in English and Arabic.
 */
import { bi } from '@portal/dashboard-kit/sample';
import type { KnowledgeBotProfile } from '../common/knowledgeSample.ts';

export const LOCAL_RAG_PROFILE: KnowledgeBotProfile = {
  seed: 'rag/local-rag/v1',
  documents: [
    {
      title: bi('Records Retention Policy', 'سياسة الاحتفاظ بالسجلات'),
      source: 'docx',
      language: 'en',
      sizeKb: 120,
      status: 'indexed',
      addedDaysAgo: 95,
    },
    {
      title: bi('Client Intake Procedure', 'إجراءات استقبال العملاء'),
      source: 'docx',
      language: 'ar',
      sizeKb: 210,
      status: 'indexed',
      addedDaysAgo: 90,
    },
    {
      title: bi('Contract Templates Guide', 'دليل نماذج العقود'),
      source: 'pdf',
      language: 'en',
      sizeKb: 3100,
      status: 'indexed',
      addedDaysAgo: 80,
    },
    {
      title: bi('Court Fees Schedule 2026', 'جدول الرسوم القضائية 2026'),
      source: 'xlsx',
      language: 'ar',
      sizeKb: 60,
      status: 'indexed',
      addedDaysAgo: 45,
    },
    {
      title: bi('Data Protection Policy', 'سياسة حماية البيانات'),
      source: 'pdf',
      language: 'en',
      sizeKb: 540,
      status: 'indexed',
      addedDaysAgo: 30,
    },
    {
      title: bi('Case Archive 2019-2024 (scanned)', 'أرشيف القضايا 2019-2024 (ممسوح ضوئياً)'),
      source: 'pdf',
      language: 'ar',
      sizeKb: 88_000,
      status: 'failed',
      error: bi(
        'The scanned pages have no text layer, and text recognition is switched off on the local server.',
        'الصفحات الممسوحة ضوئياً لا تحتوي على نص، والتعرّف الضوئي على النصوص متوقف على الخادم المحلي.',
      ),
      addedDaysAgo: 9,
    },
    {
      title: bi('Fee Agreements (draft)', 'اتفاقيات الأتعاب (مسودة)'),
      source: 'docx',
      language: 'en',
      sizeKb: 95,
      status: 'processing',
      addedDaysAgo: 0,
    },
  ],
  questions: [
    {
      topic: bi('File retention', 'الاحتفاظ بالملفات'),
      question: bi('How long do we keep closed client files?', 'ما مدة الاحتفاظ بملفات العملاء المغلقة؟'),
      answer: bi(
        'Ten years after the matter closes; files involving minors are kept until the client turns 28 (Records Retention Policy, section 3).',
        'عشر سنوات بعد إغلاق القضية، وتُحفظ الملفات المتعلقة بالقاصرين حتى يبلغ العميل 28 عاماً (سياسة الاحتفاظ بالسجلات، القسم 3).',
      ),
      cites: [0],
      weight: 6,
    },
    {
      topic: bi('Conflict check', 'فحص تعارض المصالح'),
      question: bi(
        'What is the conflict check procedure for a new client?',
        'ما إجراءات فحص تعارض المصالح لعميل جديد؟',
      ),
      answer: bi(
        'Search the client and every counterparty in the matter register, record the result on the intake form and get a partner to sign it before giving any advice (Client Intake Procedure, step 2).',
        'ابحث عن العميل وجميع الأطراف المقابلة في سجل القضايا، ودوّن النتيجة في نموذج الاستقبال، واحصل على توقيع أحد الشركاء قبل تقديم أي استشارة (إجراءات استقبال العملاء، الخطوة 2).',
      ),
      cites: [1],
      weight: 5,
    },
    {
      topic: bi('NDA clauses', 'بنود اتفاقية السرية'),
      question: bi(
        'Which clauses must every NDA we draft include?',
        'ما البنود التي يجب أن تتضمنها كل اتفاقية سرية نصوغها؟',
      ),
      answer: bi(
        'The definition of confidential information, permitted use, a term of at least 3 years, return or destruction of materials, and Qatari law with the Doha courts (Contract Templates Guide, NDA section).',
        'تعريف المعلومات السرية، والاستخدام المسموح، ومدة لا تقل عن 3 سنوات، وإعادة المواد أو إتلافها، والقانون القطري مع اختصاص محاكم الدوحة (دليل نماذج العقود، قسم اتفاقيات السرية).',
      ),
      cites: [2],
      weight: 4,
    },
    {
      topic: bi('Court fees', 'الرسوم القضائية'),
      question: bi(
        'What are the filing fees at the Investment and Trade Court?',
        'كم رسوم قيد الدعوى أمام محكمة الاستثمار والتجارة؟',
      ),
      answer: bi(
        'QAR 1,000 plus 1% of the claim value, capped at QAR 50,000 (Court Fees Schedule 2026).',
        '1,000 ريال إضافة إلى 1% من قيمة المطالبة، بحد أقصى 50,000 ريال (جدول الرسوم القضائية 2026).',
      ),
      cites: [3],
      weight: 4,
    },
    {
      topic: bi('Access to ID documents', 'الاطلاع على وثائق الهوية'),
      question: bi("Who can open a client's identity documents?", 'من يحق له الاطلاع على وثائق هوية العميل؟'),
      answer: bi(
        'Only the responsible lawyer and the compliance officer; every access is logged and reviewed monthly (Data Protection Policy, section 4).',
        'المحامي المسؤول ومسؤول الامتثال فقط، ويُسجَّل كل اطلاع ويُراجع شهرياً (سياسة حماية البيانات، القسم 4).',
      ),
      cites: [4, 0],
      weight: 3,
    },
    {
      topic: bi('Power of attorney', 'التوكيل'),
      question: bi('How is a power of attorney notarised?', 'كيف يُوثَّق التوكيل؟'),
      answer: bi(
        'At the Ministry of Justice notary office with both parties’ Qatar IDs; foreign documents must be legalised first (Client Intake Procedure, annex B).',
        'في مكتب التوثيق بوزارة العدل بحضور الطرفين وبطاقتيهما الشخصيتين، ويجب تصديق المستندات الأجنبية أولاً (إجراءات استقبال العملاء، الملحق ب).',
      ),
      cites: [1],
      weight: 3,
    },
    {
      topic: bi('Partner diary', 'مواعيد الشريك'),
      question: bi('Is the managing partner free on Thursday?', 'هل الشريك المدير متاح يوم الخميس؟'),
      answer: null,
      cites: [],
      weight: 2,
    },
    {
      topic: bi('Arbitration experience', 'الخبرة في التحكيم'),
      question: bi(
        'Have we handled an arbitration at the Qatar International Center for Conciliation and Arbitration before?',
        'هل تولّينا قضية تحكيم أمام مركز قطر الدولي للتوفيق والتحكيم من قبل؟',
      ),
      answer: null,
      cites: [],
      weight: 3,
    },
  ],
  askers: [
    bi('Nasser Al-Khulaifi (partner)', 'ناصر الخليفي (شريك)'),
    bi('Aljazi Al-Mohannadi (associate)', 'الجازي المهندي (محامية)'),
    bi('Omar Nasr (paralegal)', 'عمر نصر (مساعد قانوني)'),
    bi('Huda Al-Ansari (compliance)', 'هدى الأنصاري (الامتثال)'),
    bi('Ali Al-Emadi (associate)', 'علي العمادي (محامٍ)'),
  ],
  channel: 'portal',
  conversationsPerDay: [1, 4],
  latencyMs: [2400, 8800],
  slow: { share: 0.06, latencyMs: [12_000, 26_000] },
  models: { en: 'llama3.1:8b', ar: 'qwen2.5:14b' },
};
