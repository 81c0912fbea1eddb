/**
 * The knowledge bot of the website chatbot sample (see website-chatbot/sample.ts): a Doha
 * real-estate agency's widget, its pages, documents and questions, in English and Arabic.
 */
import { bi } from '@portal/dashboard-kit/sample';
import type { KnowledgeBotProfile } from '../common/knowledgeSample.ts';

const SITE = 'https://dohabayrealty.qa';

export const WEBSITE_CHATBOT_PROFILE: KnowledgeBotProfile = {
  seed: 'rag/website-chatbot/v1',
  documents: [
    {
      title: bi('Properties for Rent', 'عقارات للإيجار'),
      source: 'url',
      language: 'en',
      sizeKb: 35,
      status: 'indexed',
      addedDaysAgo: 75,
      url: `${SITE}/rent`,
    },
    {
      title: bi('Properties for Sale', 'عقارات للبيع'),
      source: 'url',
      language: 'en',
      sizeKb: 42,
      status: 'indexed',
      addedDaysAgo: 75,
      url: `${SITE}/buy`,
    },
    {
      title: bi('Buying as a Foreigner in Qatar', 'تملّك غير القطريين في قطر'),
      source: 'url',
      language: 'ar',
      sizeKb: 18,
      status: 'indexed',
      addedDaysAgo: 60,
      url: `${SITE}/guides/foreign-ownership`,
    },
    {
      title: bi('Tenancy FAQ', 'الأسئلة الشائعة عن الإيجار'),
      source: 'faq',
      language: 'en',
      sizeKb: 22,
      status: 'indexed',
      addedDaysAgo: 50,
      url: `${SITE}/faq`,
    },
    {
      title: bi('Office Hours and Contact', 'ساعات العمل والتواصل'),
      source: 'url',
      language: 'en',
      sizeKb: 4,
      status: 'indexed',
      addedDaysAgo: 50,
      url: `${SITE}/contact`,
    },
    {
      title: bi('New Projects in Lusail', 'مشاريع جديدة في لوسيل'),
      source: 'url',
      language: 'ar',
      sizeKb: 27,
      status: 'indexed',
      addedDaysAgo: 14,
      url: `${SITE}/projects/lusail`,
    },
    {
      title: bi('Customer Reviews', 'آراء العملاء'),
      source: 'url',
      language: 'en',
      sizeKb: 0,
      status: 'failed',
      error: bi(
        'The page answered 404 Not Found; check the address.',
        'الصفحة غير موجودة (الخطأ 404)؛ تحقّق من العنوان.',
      ),
      addedDaysAgo: 5,
      url: `${SITE}/reviews`,
    },
  ],
  questions: [
    {
      topic: bi('2-bedroom rentals', 'شقق بغرفتي نوم للإيجار'),
      question: bi(
        'Do you have 2-bedroom apartments for rent in The Pearl?',
        'هل لديكم شقق بغرفتي نوم للإيجار في اللؤلؤة؟',
      ),
      answer: bi(
        'Yes, 12 right now, from QAR 11,500 a month, most with sea views. Shall I send you the list?',
        'نعم، لدينا 12 شقة حالياً تبدأ من 11,500 ريال شهرياً، ومعظمها بإطلالة على البحر. هل أرسل لك القائمة؟',
      ),
      cites: [0],
      weight: 7,
    },
    {
      topic: bi('Rental documents', 'مستندات الإيجار'),
      question: bi('What documents do I need to rent an apartment?', 'ما المستندات المطلوبة لاستئجار شقة؟'),
      answer: bi(
        'Your Qatar ID, a salary certificate or bank statement, and post-dated cheques for the year; a security deposit of one month is usual.',
        'البطاقة الشخصية القطرية، وشهادة راتب أو كشف حساب بنكي، وشيكات مؤجلة لمدة السنة، ويُطلب عادةً تأمين بقيمة إيجار شهر.',
      ),
      cites: [3],
      weight: 5,
    },
    {
      topic: bi('Foreign ownership', 'تملّك غير القطريين'),
      question: bi('Can expatriates buy property in Lusail?', 'هل يمكن للمقيمين شراء عقار في لوسيل؟'),
      answer: bi(
        'Yes. Lusail is a freehold area where non-Qataris can buy outright; a purchase over QAR 3,650,000 also qualifies for permanent residency.',
        'نعم، لوسيل منطقة تملّك حر يحق لغير القطريين الشراء فيها، والشراء بأكثر من 3,650,000 ريال يؤهل أيضاً للإقامة الدائمة.',
      ),
      cites: [2, 5],
      weight: 5,
    },
    {
      topic: bi('Office hours', 'ساعات العمل'),
      question: bi('What are your office hours?', 'ما ساعات عملكم؟'),
      answer: bi(
        'Sunday to Thursday from 8 am to 6 pm, and Saturday from 10 am to 2 pm.',
        'من الأحد إلى الخميس من 8 صباحاً حتى 6 مساءً، ويوم السبت من 10 صباحاً حتى 2 ظهراً.',
      ),
      cites: [4],
      weight: 4,
    },
    {
      topic: bi('Off-plan payments', 'دفعات المشاريع قيد الإنشاء'),
      question: bi(
        'What is the payment plan for the new Lusail projects?',
        'ما خطة الدفع لمشاريع لوسيل الجديدة؟',
      ),
      answer: bi(
        'Usually 10% on booking, 50% during construction and 40% on handover; some developers allow 3 years after handover.',
        'عادةً 10% عند الحجز و50% أثناء الإنشاء و40% عند التسليم، ويتيح بعض المطورين السداد على 3 سنوات بعد التسليم.',
      ),
      cites: [5],
      weight: 4,
    },
    {
      topic: bi('Villas for sale', 'فلل للبيع'),
      question: bi('How much is a 4-bedroom villa in Al Waab?', 'كم سعر فيلا بأربع غرف نوم في الوعب؟'),
      answer: bi(
        'Our 4-bedroom villas in Al Waab start at QAR 4.2 million.',
        'تبدأ أسعار الفلل ذات الأربع غرف نوم لدينا في الوعب من 4.2 مليون ريال.',
      ),
      cites: [1],
      weight: 3,
    },
    {
      topic: bi('Holiday homes', 'بيوت العطلات'),
      question: bi('Do you manage holiday homes?', 'هل تديرون بيوت العطلات؟'),
      answer: null,
      cites: [],
      weight: 3,
    },
    {
      topic: bi('Rent by card', 'الإيجار بالبطاقة'),
      question: bi(
        'Can I pay my rent monthly by credit card?',
        'هل يمكنني دفع الإيجار شهرياً ببطاقة الائتمان؟',
      ),
      answer: null,
      cites: [],
      weight: 3,
    },
  ],
  fallbackAnswer: bi(
    "Sorry, I don't have that information yet. Please call us on 4400 1234 and an agent will help.",
    'عذراً، لا تتوفر لدي هذه المعلومة حالياً. يُرجى الاتصال بنا على 44001234 وسيساعدك أحد وكلائنا.',
  ),
  agentGreeting: bi(
    'Hi, this is Noora from Doha Bay Realty. I can help with that. May I call you?',
    'مرحباً، معك نورة من خليج الدوحة العقارية. يسعدني مساعدتك، هل يمكنني الاتصال بك؟',
  ),
  askers: 'visitors',
  channel: 'website',
  conversationsPerDay: [3, 7],
  latencyMs: [800, 3200],
  models: { en: 'gpt-4o-mini', ar: 'gpt-4o-mini' },
  website: {
    origin: SITE,
    pages: [
      '/',
      '/',
      '/rent',
      '/rent/the-pearl',
      '/buy',
      '/projects/lusail',
      '/guides/foreign-ownership',
      '/contact',
    ],
    visitors: 150,
  },
};
