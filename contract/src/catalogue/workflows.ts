/**
 * The workflow catalogue: the 24 workflows the service sells, in English and Arabic. This is the ONE
 * source of truth. The landing page and the marketplace read it without a database; the SQL that fills
 * `public.workflows` (supabase/migrations/*_workflow_catalogue.sql) is generated from it by
 * `scripts/generate-catalogue-seed.ts`, and a test fails when the two differ.
 *
 * Costs are in Qatari riyals (QAR); `null` means the price is quoted per project ('Contact for cost').
 * Prices follow the FAQ (docs/product.md §9): a simple email automation is 1,500 setup + 300 monthly, a WhatsApp
 * catalog bot 3,000 + 500, custom builds 5,000+ setup and 800+ monthly.
 */
import { WORKFLOW_FAMILY } from './families.ts';
import type { Category, Complexity, FamilyId, WorkflowSlug } from './slugs.ts';

export interface LocalizedText {
  en: string;
  ar: string;
}

export interface LocalizedList {
  en: readonly string[];
  ar: readonly string[];
}

export interface CatalogueWorkflow {
  slug: WorkflowSlug;
  /** From WORKFLOW_FAMILY (families.ts), the one place it is written. */
  family: FamilyId;
  category: Category;
  complexity: Complexity;
  /** One-off setup fee in QAR; null = 'Contact for cost'. */
  setupCostQar: number | null;
  /** Monthly fee in QAR; null = 'Contact for cost'. */
  monthlyCostQar: number | null;
  name: LocalizedText;
  description: LocalizedText;
  features: LocalizedList;
  /** Minutes of manual work one run saves: the dashboard's "hours saved" (runs × minutes). */
  minutesSavedPerRun: number;
  /** Position in the marketplace and on the landing page (ascending). */
  sortOrder: number;
}

const ENTRIES = [
  {
    slug: 'lead-generation',
    category: 'sales',
    complexity: 'medium',
    setupCostQar: 2500,
    monthlyCostQar: 400,
    name: { en: 'Lead Generation', ar: 'توليد العملاء المحتملين' },
    description: {
      en: 'Finds and qualifies prospects for your business, scores each lead and hands the best ones to your sales team.',
      ar: 'يبحث عن العملاء المحتملين لنشاطك التجاري ويؤهّلهم، ويمنح كل عميل تقييماً، ثم يسلّم أفضلهم لفريق المبيعات.',
    },
    features: {
      en: [
        'Lead scoring from 0 to 100',
        'Multi-channel capture',
        'Campaign tracking',
        'Weekly performance report',
      ],
      ar: [
        'تقييم العملاء من 0 إلى 100',
        'جمع العملاء من قنوات متعددة',
        'متابعة الحملات',
        'تقرير أداء أسبوعي',
      ],
    },
    minutesSavedPerRun: 15,
    sortOrder: 10,
  },
  {
    slug: 'automated-lead-generation',
    category: 'marketing',
    complexity: 'hard',
    setupCostQar: 4000,
    monthlyCostQar: 600,
    name: { en: 'Automated Lead Generation', ar: 'التوليد الآلي للعملاء المحتملين' },
    description: {
      en: 'Collects leads from maps, directories and social networks around the clock and runs personalised outreach sequences automatically.',
      ar: 'يجمع العملاء المحتملين من الخرائط والأدلة التجارية وشبكات التواصل على مدار الساعة، ويرسل لهم رسائل تواصل مخصّصة تلقائياً.',
    },
    features: {
      en: [
        'Google Maps and LinkedIn sourcing',
        'Automatic enrichment',
        'Personalised outreach sequences',
        'Duplicate detection',
      ],
      ar: [
        'البحث عبر خرائط Google وLinkedIn',
        'إثراء البيانات تلقائياً',
        'سلاسل تواصل مخصّصة',
        'اكتشاف البيانات المكرّرة',
      ],
    },
    minutesSavedPerRun: 20,
    sortOrder: 20,
  },
  {
    slug: 'odoo-sales',
    category: 'crm',
    complexity: 'hard',
    setupCostQar: null,
    monthlyCostQar: null,
    name: { en: 'Odoo Sales', ar: 'مبيعات أودو' },
    description: {
      en: 'Connects your Odoo CRM to AI: creates opportunities from conversations, updates the pipeline and drafts quotations.',
      ar: 'يربط نظام أودو لإدارة علاقات العملاء بالذكاء الاصطناعي: ينشئ الفرص البيعية من المحادثات، ويحدّث مسار المبيعات، ويجهّز عروض الأسعار.',
    },
    features: {
      en: ['Two-way Odoo sync', 'Pipeline stage automation', 'Quotation drafts', 'Sales forecasting'],
      ar: ['مزامنة ثنائية مع أودو', 'أتمتة مراحل مسار المبيعات', 'مسودات عروض الأسعار', 'توقّعات المبيعات'],
    },
    minutesSavedPerRun: 10,
    sortOrder: 30,
  },
  {
    slug: 'social-media-content',
    category: 'social-media',
    complexity: 'medium',
    setupCostQar: 2000,
    monthlyCostQar: 350,
    name: { en: 'Social Media Content', ar: 'محتوى وسائل التواصل الاجتماعي' },
    description: {
      en: 'Plans, writes and schedules posts in English and Arabic for every platform, then reports what performs best.',
      ar: 'يخطّط المنشورات ويكتبها بالعربية والإنجليزية ويجدولها لكل منصة، ثم يوضّح لك أيّها حقق أفضل أداء.',
    },
    features: {
      en: ['Bilingual post writing', 'Content calendar', 'Auto-publishing', 'Engagement analytics'],
      ar: ['كتابة منشورات بلغتين', 'تقويم المحتوى', 'النشر التلقائي', 'تحليلات التفاعل'],
    },
    minutesSavedPerRun: 30,
    sortOrder: 40,
  },
  {
    slug: 'whatsapp-sales',
    category: 'sales',
    complexity: 'medium',
    setupCostQar: 3000,
    monthlyCostQar: 500,
    name: { en: 'WhatsApp Sales', ar: 'المبيعات عبر واتساب' },
    description: {
      en: 'A sales assistant on WhatsApp that answers product questions, recommends items and takes orders day and night.',
      ar: 'مساعد مبيعات على واتساب يجيب عن أسئلة المنتجات، ويقترح الأصناف المناسبة، ويستقبل الطلبات ليلاً ونهاراً.',
    },
    features: {
      en: [
        '24/7 replies in Arabic and English',
        'Order capture',
        'Product recommendations',
        'Hand-over to a human',
      ],
      ar: [
        'ردود على مدار الساعة بالعربية والإنجليزية',
        'استقبال الطلبات',
        'اقتراح المنتجات',
        'التحويل إلى موظف عند الحاجة',
      ],
    },
    minutesSavedPerRun: 8,
    sortOrder: 50,
  },
  {
    slug: 'whatsapp-chatbot',
    category: 'support',
    complexity: 'medium',
    setupCostQar: 2500,
    monthlyCostQar: 450,
    name: { en: 'WhatsApp Chatbot', ar: 'روبوت محادثة واتساب' },
    description: {
      en: 'An AI chatbot on your WhatsApp Business number that understands your customers and answers from your own information.',
      ar: 'روبوت محادثة ذكي على رقم واتساب للأعمال الخاص بك، يفهم عملاءك ويجيبهم من معلومات شركتك.',
    },
    features: {
      en: [
        'Natural conversations',
        'Trained on your business data',
        'Voice note understanding',
        'Conversation history',
      ],
      ar: ['محادثات طبيعية', 'مدرَّب على بيانات نشاطك', 'فهم الرسائل الصوتية', 'سجل المحادثات'],
    },
    minutesSavedPerRun: 5,
    sortOrder: 60,
  },
  {
    slug: 'whatsapp-responder',
    category: 'support',
    complexity: 'easy',
    setupCostQar: 1500,
    monthlyCostQar: 300,
    name: { en: 'WhatsApp Auto-Responder', ar: 'الرد الآلي على واتساب' },
    description: {
      en: 'Instant replies to common questions, opening hours and locations, so no customer message waits unanswered.',
      ar: 'ردود فورية على الأسئلة الشائعة ومواعيد العمل والمواقع، حتى لا تبقى أي رسالة من عملائك دون رد.',
    },
    features: {
      en: ['Instant replies', 'Business hours awareness', 'Keyword rules', 'Away messages'],
      ar: ['ردود فورية', 'مراعاة أوقات العمل', 'قواعد الكلمات المفتاحية', 'رسائل الغياب'],
    },
    minutesSavedPerRun: 3,
    sortOrder: 70,
  },
  {
    slug: 'whatsapp-product-catalog',
    category: 'sales',
    complexity: 'medium',
    setupCostQar: 3000,
    monthlyCostQar: 500,
    name: { en: 'WhatsApp Product Catalog', ar: 'كتالوج المنتجات عبر واتساب' },
    description: {
      en: 'Lets customers browse your catalogue, check prices and stock, and place orders without leaving WhatsApp.',
      ar: 'يتيح لعملائك تصفّح منتجاتك ومعرفة الأسعار والكميات المتوفرة وإتمام الطلب دون مغادرة واتساب.',
    },
    features: {
      en: ['Browsable catalogue', 'Live prices and stock', 'Cart and checkout', 'Order notifications'],
      ar: ['كتالوج قابل للتصفّح', 'أسعار ومخزون محدّث', 'سلة وإتمام الطلب', 'إشعارات الطلبات'],
    },
    minutesSavedPerRun: 5,
    sortOrder: 80,
  },
  {
    slug: 'whatsapp-dietitian',
    category: 'ai',
    complexity: 'medium',
    setupCostQar: 3500,
    monthlyCostQar: 550,
    name: { en: 'WhatsApp Dietitian', ar: 'أخصائي التغذية عبر واتساب' },
    description: {
      en: 'A nutrition assistant for clinics and gyms: builds meal plans, tracks progress and reminds clients on WhatsApp.',
      ar: 'مساعد تغذية للعيادات والأندية الرياضية: يعدّ الخطط الغذائية، ويتابع تقدّم المشتركين، ويذكّرهم عبر واتساب.',
    },
    features: {
      en: ['Personalised meal plans', 'Meal photo analysis', 'Progress tracking', 'Daily reminders'],
      ar: ['خطط غذائية مخصّصة', 'تحليل صور الوجبات', 'متابعة التقدّم', 'تذكيرات يومية'],
    },
    minutesSavedPerRun: 12,
    sortOrder: 90,
  },
  {
    slug: 'gmail-campaign',
    category: 'marketing',
    complexity: 'easy',
    setupCostQar: 1500,
    monthlyCostQar: 300,
    name: { en: 'Gmail Campaigns', ar: 'حملات البريد عبر Gmail' },
    description: {
      en: 'Sends personalised email campaigns from your Gmail account, follows up automatically and tracks opens and replies.',
      ar: 'يرسل حملات بريد إلكتروني مخصّصة من حساب Gmail الخاص بك، ويتابع المستلمين تلقائياً، ويرصد معدلات الفتح والردود.',
    },
    features: {
      en: [
        'Personalised templates',
        'Automatic follow-ups',
        'Open and reply tracking',
        'Send-time scheduling',
      ],
      ar: ['قوالب مخصّصة', 'رسائل متابعة تلقائية', 'تتبّع الفتح والردود', 'جدولة أوقات الإرسال'],
    },
    minutesSavedPerRun: 20,
    sortOrder: 100,
  },
  {
    slug: 'gmail-auto-responder',
    category: 'support',
    complexity: 'easy',
    setupCostQar: 1500,
    monthlyCostQar: 300,
    name: { en: 'Gmail Auto-Responder', ar: 'الرد الآلي على Gmail' },
    description: {
      en: 'Reads incoming emails, drafts accurate replies in the sender’s language and sends the routine ones for you.',
      ar: 'يقرأ الرسائل الواردة، ويصيغ ردوداً دقيقة بلغة المرسل، ويرسل الردود المعتادة نيابةً عنك.',
    },
    features: {
      en: [
        'Replies in Arabic and English',
        'Approval queue for sensitive emails',
        'Tone matching',
        'Response time tracking',
      ],
      ar: [
        'ردود بالعربية والإنجليزية',
        'قائمة مراجعة للرسائل الحساسة',
        'مطابقة أسلوب الكتابة',
        'قياس زمن الاستجابة',
      ],
    },
    minutesSavedPerRun: 4,
    sortOrder: 110,
  },
  {
    slug: 'gmail-email-labelling',
    category: 'operations',
    complexity: 'easy',
    setupCostQar: 1500,
    monthlyCostQar: 300,
    name: { en: 'Gmail Email Labelling', ar: 'تصنيف رسائل Gmail' },
    description: {
      en: 'Sorts your inbox automatically: labels every email by topic and priority so your team sees what matters first.',
      ar: 'ينظّم بريدك الوارد تلقائياً: يصنّف كل رسالة حسب الموضوع والأولوية ليرى فريقك الأهم أولاً.',
    },
    features: {
      en: ['Topic labels', 'Priority detection', 'Spam and newsletter filtering', 'Custom rules'],
      ar: ['تصنيف حسب الموضوع', 'تحديد الأولوية', 'تصفية الرسائل المزعجة والنشرات', 'قواعد مخصّصة'],
    },
    minutesSavedPerRun: 2,
    sortOrder: 120,
  },
  {
    slug: 'email-summary-agent',
    category: 'ai',
    complexity: 'easy',
    setupCostQar: 1500,
    monthlyCostQar: 300,
    name: { en: 'Email Summary Agent', ar: 'وكيل تلخيص البريد الإلكتروني' },
    description: {
      en: 'Summarises long threads and sends you a daily digest of what needs your attention and what can wait.',
      ar: 'يلخّص سلاسل الرسائل الطويلة، ويرسل إليك ملخصاً يومياً بما يحتاج إلى اهتمامك وما يمكن تأجيله.',
    },
    features: {
      en: ['Thread summaries', 'Daily digest', 'Action item extraction', 'Sentiment detection'],
      ar: ['تلخيص سلاسل الرسائل', 'ملخص يومي', 'استخراج المهام المطلوبة', 'تحليل نبرة الرسائل'],
    },
    minutesSavedPerRun: 6,
    sortOrder: 130,
  },
  {
    slug: 'rag-chatbot',
    category: 'ai',
    complexity: 'hard',
    setupCostQar: 5000,
    monthlyCostQar: 800,
    name: { en: 'Company Knowledge Chatbot (RAG)', ar: 'روبوت المعرفة المؤسسية (RAG)' },
    description: {
      en: 'A chatbot that answers from your documents, policies and manuals, and cites the source of every answer.',
      ar: 'روبوت محادثة يجيب من مستنداتك وسياساتك وأدلّتك، ويذكر مصدر كل إجابة.',
    },
    features: {
      en: ['Answers from your documents', 'Source citations', 'Arabic and English', 'Automatic re-indexing'],
      ar: ['إجابات من مستنداتك', 'ذكر المصادر', 'العربية والإنجليزية', 'إعادة الفهرسة تلقائياً'],
    },
    minutesSavedPerRun: 7,
    sortOrder: 140,
  },
  {
    slug: 'local-rag',
    category: 'data',
    complexity: 'hard',
    setupCostQar: null,
    monthlyCostQar: null,
    name: { en: 'Private On-Premise RAG', ar: 'نظام RAG محلي خاص' },
    description: {
      en: 'Knowledge search that runs entirely on your own servers, so confidential documents never leave your company.',
      ar: 'بحث معرفي يعمل بالكامل على خوادمك الخاصة، فلا تغادر مستنداتك السرية شركتك أبداً.',
    },
    features: {
      en: [
        'Runs on your servers',
        'No data leaves your network',
        'Open-source models',
        'Access control by department',
      ],
      ar: ['يعمل على خوادمك', 'لا تخرج البيانات من شبكتك', 'نماذج مفتوحة المصدر', 'صلاحيات وصول حسب القسم'],
    },
    minutesSavedPerRun: 7,
    sortOrder: 150,
  },
  {
    slug: 'local-chatbot',
    category: 'ai',
    complexity: 'hard',
    setupCostQar: 5500,
    monthlyCostQar: 850,
    name: { en: 'Local Chatbot', ar: 'روبوت محادثة محلي' },
    description: {
      en: 'A private AI assistant for your staff, hosted in your own environment and connected to your internal tools.',
      ar: 'مساعد ذكي خاص لموظفيك، مستضاف في بيئتك الخاصة ومرتبط بأدواتك الداخلية.',
    },
    features: {
      en: ['Self-hosted model', 'Internal tool connectors', 'Conversation memory', 'Usage analytics'],
      ar: ['نموذج مستضاف ذاتياً', 'ربط بالأدوات الداخلية', 'ذاكرة للمحادثات', 'تحليلات الاستخدام'],
    },
    minutesSavedPerRun: 5,
    sortOrder: 160,
  },
  {
    slug: 'website-chatbot',
    category: 'support',
    complexity: 'medium',
    setupCostQar: 2500,
    monthlyCostQar: 400,
    name: { en: 'Website Chatbot', ar: 'روبوت محادثة للموقع الإلكتروني' },
    description: {
      en: 'A chat assistant on your website that answers visitors, books appointments and captures leads while you sleep.',
      ar: 'مساعد محادثة على موقعك الإلكتروني يجيب الزوار، ويحجز المواعيد، ويجمع بيانات العملاء المحتملين حتى خارج أوقات العمل.',
    },
    features: {
      en: ['Embeddable widget', 'Appointment booking', 'Lead capture', 'Bilingual answers'],
      ar: ['نافذة محادثة قابلة للتضمين', 'حجز المواعيد', 'جمع بيانات العملاء', 'إجابات بلغتين'],
    },
    minutesSavedPerRun: 5,
    sortOrder: 170,
  },
  {
    slug: 'database-chat',
    category: 'data',
    complexity: 'hard',
    setupCostQar: null,
    monthlyCostQar: null,
    name: { en: 'Chat with Your Database', ar: 'المحادثة مع قاعدة البيانات' },
    description: {
      en: 'Ask questions about your business data in plain Arabic or English and get answers, tables and charts instantly.',
      ar: 'اطرح أسئلتك عن بيانات نشاطك بلغة عربية أو إنجليزية بسيطة، واحصل فوراً على الإجابات والجداول والرسوم البيانية.',
    },
    features: {
      en: [
        'Questions in plain language',
        'Read-only safe queries',
        'Charts and tables',
        'Works with SQL databases',
      ],
      ar: [
        'أسئلة بلغة طبيعية',
        'استعلامات آمنة للقراءة فقط',
        'رسوم بيانية وجداول',
        'يعمل مع قواعد بيانات SQL',
      ],
    },
    minutesSavedPerRun: 15,
    sortOrder: 180,
  },
  {
    slug: 'customer-support-automation',
    category: 'support',
    complexity: 'hard',
    setupCostQar: 5000,
    monthlyCostQar: 800,
    name: { en: 'Customer Support Automation', ar: 'أتمتة دعم العملاء' },
    description: {
      en: 'Resolves routine support requests across chat and email, escalates the rest and keeps every customer informed.',
      ar: 'يعالج طلبات الدعم المعتادة عبر المحادثة والبريد الإلكتروني، ويصعّد البقية إلى فريقك، ويُبقي كل عميل على اطلاع.',
    },
    features: {
      en: [
        'Ticket triage',
        'Automatic resolution of common issues',
        'Smart escalation',
        'Satisfaction surveys',
      ],
      ar: ['فرز التذاكر', 'حل المشكلات الشائعة تلقائياً', 'تصعيد ذكي', 'استبيانات رضا العملاء'],
    },
    minutesSavedPerRun: 10,
    sortOrder: 190,
  },
  {
    slug: 'hr-service',
    category: 'hr',
    complexity: 'medium',
    setupCostQar: 3000,
    monthlyCostQar: 500,
    name: { en: 'WhatsApp HR Assistant', ar: 'مساعد الموارد البشرية عبر واتساب' },
    description: {
      en: 'Employees ask for leave, payslips and letters on WhatsApp; the assistant answers policy questions and routes approvals.',
      ar: 'يطلب الموظفون الإجازات وكشوف الرواتب والخطابات عبر واتساب، ويجيب المساعد عن أسئلة السياسات ويحيل الطلبات للموافقة.',
    },
    features: {
      en: ['Leave requests', 'Payslips and certificates', 'HR policy answers', 'Manager approvals'],
      ar: ['طلبات الإجازة', 'كشوف الرواتب والشهادات', 'الإجابة عن سياسات الموارد البشرية', 'موافقات المدراء'],
    },
    minutesSavedPerRun: 12,
    sortOrder: 200,
  },
  {
    slug: 'job-application',
    category: 'hr',
    complexity: 'medium',
    setupCostQar: 2500,
    monthlyCostQar: 400,
    name: { en: 'Job Application Screening', ar: 'فرز طلبات التوظيف' },
    description: {
      en: 'Collects applications, reads CVs, scores candidates against the role and schedules interviews with the best.',
      ar: 'يستقبل طلبات التوظيف، ويقرأ السير الذاتية، ويقيّم المرشحين وفق متطلبات الوظيفة، ويجدول المقابلات مع الأنسب منهم.',
    },
    features: {
      en: ['CV parsing', 'Candidate scoring', 'Interview scheduling', 'Applicant updates'],
      ar: ['تحليل السير الذاتية', 'تقييم المرشحين', 'جدولة المقابلات', 'إشعارات للمتقدمين'],
    },
    minutesSavedPerRun: 18,
    sortOrder: 210,
  },
  {
    slug: 'client-onboarding',
    category: 'operations',
    complexity: 'medium',
    setupCostQar: 2500,
    monthlyCostQar: 400,
    name: { en: 'Client Onboarding', ar: 'تهيئة العملاء الجدد' },
    description: {
      en: 'Welcomes new clients, collects their documents, schedules the kickoff and tracks every onboarding step.',
      ar: 'يرحّب بالعملاء الجدد، ويجمع مستنداتهم، ويحدّد موعد الاجتماع التمهيدي، ويتابع كل خطوة من خطوات التهيئة.',
    },
    features: {
      en: ['Welcome sequences', 'Document collection', 'Kickoff scheduling', 'Progress tracking'],
      ar: ['رسائل ترحيب متتابعة', 'جمع المستندات', 'جدولة الاجتماع التمهيدي', 'متابعة التقدّم'],
    },
    minutesSavedPerRun: 25,
    sortOrder: 220,
  },
  {
    slug: 'invoice-collection',
    category: 'finance',
    complexity: 'medium',
    setupCostQar: 2000,
    monthlyCostQar: 350,
    name: { en: 'Invoice Collection', ar: 'تحصيل الفواتير' },
    description: {
      en: 'Follows up unpaid invoices politely by email and WhatsApp, records payments and shows what is still outstanding.',
      ar: 'يتابع الفواتير غير المدفوعة بلطف عبر البريد الإلكتروني وواتساب، ويسجّل المدفوعات، ويعرض المبالغ المستحقة المتبقية.',
    },
    features: {
      en: [
        'Automatic payment reminders',
        'Email and WhatsApp follow-ups',
        'Payment tracking',
        'Ageing report',
      ],
      ar: ['تذكيرات دفع تلقائية', 'متابعة عبر البريد وواتساب', 'تتبّع المدفوعات', 'تقرير أعمار الديون'],
    },
    minutesSavedPerRun: 10,
    sortOrder: 230,
  },
  {
    slug: 'financial-reports',
    category: 'finance',
    complexity: 'hard',
    setupCostQar: 4500,
    monthlyCostQar: 700,
    name: { en: 'Financial Reports', ar: 'التقارير المالية' },
    description: {
      en: 'Builds monthly and quarterly reports from your accounting data, with plain-language commentary on the numbers.',
      ar: 'يعدّ التقارير الشهرية والربعية من بياناتك المحاسبية، مع تعليق واضح يشرح الأرقام.',
    },
    features: {
      en: ['Profit and loss', 'Cash-flow overview', 'Plain-language commentary', 'Scheduled delivery'],
      ar: ['قائمة الأرباح والخسائر', 'نظرة عامة على التدفق النقدي', 'تعليق مبسّط على الأرقام', 'إرسال مجدول'],
    },
    minutesSavedPerRun: 45,
    sortOrder: 240,
  },
] as const satisfies readonly Omit<CatalogueWorkflow, 'family'>[];

export const WORKFLOW_CATALOGUE: readonly CatalogueWorkflow[] = ENTRIES.map((entry) => ({
  ...entry,
  family: WORKFLOW_FAMILY[entry.slug],
}));

const bySlug = new Map<string, CatalogueWorkflow>(WORKFLOW_CATALOGUE.map((w) => [w.slug, w]));

/** The catalogue entry of a workflow (every slug has one; a test checks). */
export function catalogueEntry(slug: WorkflowSlug): CatalogueWorkflow {
  const entry = bySlug.get(slug);
  if (!entry) throw new Error(`Workflow "${slug}" is not in the catalogue`);
  return entry;
}

/** The catalogue in marketplace order. */
export function catalogueInOrder(): CatalogueWorkflow[] {
  return [...WORKFLOW_CATALOGUE].sort((a, b) => a.sortOrder - b.sortOrder);
}
