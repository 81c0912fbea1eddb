/**
 * The knowledge bot of the local chatbot sample (see local-chatbot/sample.ts): a Doha hotel's staff
 * assistant, its documents, questions and askers, in English and Arabic.
 */
import { bi } from '@portal/dashboard-kit/sample';
import type { KnowledgeBotProfile } from '../common/knowledgeSample.ts';

export const LOCAL_CHATBOT_PROFILE: KnowledgeBotProfile = {
  seed: 'rag/local-chatbot/v1',
  documents: [
    {
      title: bi('Front Office Procedures', 'إجراءات المكتب الأمامي'),
      source: 'pdf',
      language: 'en',
      sizeKb: 1500,
      status: 'indexed',
      addedDaysAgo: 70,
    },
    {
      title: bi('Housekeeping Standards', 'معايير التدبير الفندقي'),
      source: 'pdf',
      language: 'ar',
      sizeKb: 980,
      status: 'indexed',
      addedDaysAgo: 66,
    },
    {
      title: bi('Lost and Found Policy', 'سياسة المفقودات'),
      source: 'docx',
      language: 'en',
      sizeKb: 60,
      status: 'indexed',
      addedDaysAgo: 60,
    },
    {
      title: bi('Restaurant Menus and Allergens', 'قوائم المطاعم ومسببات الحساسية'),
      source: 'xlsx',
      language: 'en',
      sizeKb: 240,
      status: 'indexed',
      addedDaysAgo: 25,
    },
    {
      title: bi('Guest Complaint Handling', 'التعامل مع شكاوى النزلاء'),
      source: 'docx',
      language: 'ar',
      sizeKb: 180,
      status: 'indexed',
      addedDaysAgo: 21,
    },
    {
      title: bi('Shift Rota Export', 'تصدير جدول المناوبات'),
      source: 'txt',
      language: 'en',
      sizeKb: 15_000,
      status: 'failed',
      error: bi(
        'The file is not UTF-8 text; export it again as CSV in UTF-8.',
        'ترميز الملف غير مدعوم؛ صدّره مجدداً بصيغة نصية موحّدة.',
      ),
      addedDaysAgo: 4,
    },
  ],
  questions: [
    {
      topic: bi('Late checkout', 'المغادرة المتأخرة'),
      question: bi(
        'Can I approve a late checkout until 4 pm?',
        'هل يمكنني الموافقة على مغادرة متأخرة حتى الساعة 4 عصراً؟',
      ),
      answer: bi(
        'Yes for Gold members at no charge; other guests pay 50% of the nightly rate, approved by the duty manager (Front Office Procedures, section 6).',
        'نعم لأعضاء الفئة الذهبية دون رسوم، ويدفع النزلاء الآخرون 50% من سعر الليلة بموافقة المدير المناوب (إجراءات المكتب الأمامي، القسم 6).',
      ),
      cites: [0],
      weight: 6,
    },
    {
      topic: bi('Lost property', 'المفقودات'),
      question: bi(
        'How long do we keep items left in rooms?',
        'ما المدة التي نحتفظ فيها بالأغراض المنسية في الغرف؟',
      ),
      answer: bi(
        'Valuables for 6 months in the safe, clothing for 3 months; food is discarded the same day (Lost and Found Policy).',
        'الأغراض الثمينة 6 أشهر في الخزنة، والملابس 3 أشهر، ويُتخلّص من الطعام في اليوم نفسه (سياسة المفقودات).',
      ),
      cites: [2],
      weight: 5,
    },
    {
      topic: bi('Room turnaround', 'تجهيز الغرف'),
      question: bi('How long should a standard room turnaround take?', 'كم يستغرق تجهيز الغرفة العادية؟'),
      answer: bi(
        '30 minutes for a standard room and 45 for a suite, including the minibar check (Housekeeping Standards, part 2).',
        '30 دقيقة للغرفة العادية و45 دقيقة للجناح، بما في ذلك فحص الثلاجة الصغيرة (معايير التدبير الفندقي، الجزء 2).',
      ),
      cites: [1],
      weight: 4,
    },
    {
      topic: bi('Allergens', 'مسببات الحساسية'),
      question: bi(
        'Does the machboos at the Corniche restaurant contain nuts?',
        'هل يحتوي المجبوس في مطعم الكورنيش على مكسرات؟',
      ),
      answer: bi(
        'No nuts, but it contains dairy (ghee); the kitchen can prepare a dairy-free version on request (Restaurant Menus and Allergens).',
        'لا يحتوي على مكسرات، لكنه يحتوي على مشتقات الحليب (السمن)، ويمكن للمطبخ تحضير نسخة دون حليب عند الطلب (قوائم المطاعم ومسببات الحساسية).',
      ),
      cites: [3],
      weight: 4,
    },
    {
      topic: bi('Noise complaint', 'شكوى الإزعاج'),
      question: bi(
        'What can I offer a guest who complains about noise?',
        'ماذا أقدّم لنزيل يشتكي من الإزعاج؟',
      ),
      answer: bi(
        'Move them to a quiet floor if one is free and offer a complimentary breakfast; anything more needs the duty manager (Guest Complaint Handling, level 1).',
        'انقله إلى طابق هادئ إن توفّر، وقدّم له فطوراً مجانياً، وأي تعويض إضافي يحتاج إلى موافقة المدير المناوب (التعامل مع شكاوى النزلاء، المستوى 1).',
      ),
      cites: [4, 0],
      weight: 4,
    },
    {
      topic: bi('Staff bus', 'حافلة الموظفين'),
      question: bi('What time does the staff bus leave Al Sadd?', 'متى تغادر حافلة الموظفين من السد؟'),
      answer: null,
      cites: [],
      weight: 3,
    },
    {
      topic: bi('Eid overtime', 'العمل الإضافي في العيد'),
      question: bi('How is overtime paid during Eid?', 'كيف يُحتسب العمل الإضافي خلال العيد؟'),
      answer: null,
      cites: [],
      weight: 2,
    },
  ],
  askers: [
    bi('Amna Al-Sulaiti (front office)', 'آمنة السليطي (المكتب الأمامي)'),
    bi('Hassan Haddad (housekeeping)', 'حسن حداد (التدبير الفندقي)'),
    bi('Moza Al-Dosari (restaurants)', 'موزة الدوسري (المطاعم)'),
    bi('Rashid Al-Marri (night manager)', 'راشد المري (مدير مناوب ليلي)'),
    bi('Lulwa Al-Obaidli (guest relations)', 'لولوة العبيدلي (علاقات النزلاء)'),
  ],
  channel: 'portal',
  conversationsPerDay: [2, 5],
  latencyMs: [2000, 7000],
  slow: { share: 0.04, latencyMs: [11_000, 20_000] },
  models: { en: 'llama3.1:8b', ar: 'llama3.1:8b' },
};
