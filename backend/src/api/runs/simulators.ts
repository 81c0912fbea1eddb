/**
 * What the sandbox (sandbox.ts) makes of a test run's input, per workflow: the output follows from what
 * the client typed (the fields of contract/src/catalogue/inputs.ts), so a test run shows what the
 * workflow would do with it: a lead search lists leads of the given sector and region, a chatbot
 * answers the given message, the Gmail responder drafts a reply to the given email, invoice collection
 * computes from the given amount. Figures that the input does not decide (how many leads a source
 * had…) come from a generator seeded by the input, so the same input gives the same output.
 *
 * Written text (a reply, a post, a summary) is in the language of what the client typed: Arabic when the
 * input has Arabic letters, else English, as a real bot answers. Keys are camelCase words the test-run
 * page labels in the reader's language (shell/src/features/test-runs/i18n, `output.fields`); a key
 * ending in `Qar` is an amount in QAR, `Rate` a share of 1, a value `YYYY-MM-DD` a date; lower-case
 * words like `price_question` are values the page translates too (`output.values`).
 */

export type Rng = () => number;
export type Input = Record<string, unknown>;
export type Language = 'en' | 'ar';

/** What a simulator is given besides the generator: the input, its language and the run's Doha day. */
export interface Context {
  input: Input;
  language: Language;
  /** The run's day in Doha, YYYY-MM-DD (the dates of a quotation or a reminder count from it). */
  today: string;
}

export interface Simulator {
  steps: string[];
  run(r: Rng, ctx: Context): Record<string, unknown>;
}

const int = (r: Rng, min: number, max: number) => min + Math.floor(r() * (max - min + 1));
const pickOne = <T>(r: Rng, items: readonly T[]) => items[Math.floor(r() * items.length)] as T;
const money = (value: number) => Math.round(value * 100) / 100;

/** A text field as typed (trimmed, at most 500 characters), or the fallback. */
export function text(input: Input, key: string, fallback: string): string {
  const v = input[key];
  return typeof v === 'string' && v.trim() ? v.trim().slice(0, 500) : fallback;
}

/** A number field within bounds, or the fallback. */
function count(input: Input, key: string, fallback: number, min: number, max: number): number {
  const v = input[key];
  return typeof v === 'number' && Number.isFinite(v) ? Math.min(max, Math.max(min, Math.round(v))) : fallback;
}

const addDays = (day: string, days: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** Which of several topics a message is about, by its words in either language (first match wins). */
function topicOf<T extends string>(message: string, topics: readonly [T, RegExp][], otherwise: T): T {
  return topics.find(([, words]) => words.test(message))?.[0] ?? otherwise;
}

const PRICE = /price|cost|how much|سعر|أسعار|بكم|كم سعر|تكلفة/i;
const STOCK = /stock|available|have you|do you have|متوفر|متاح|عندكم|يوجد/i;
const ORDER = /order|buy|purchase|reserve|book|أطلب|طلب|شراء|أشتري|احجز|حجز/i;
const HOURS = /open|hours|close|when|مواعيد|ساعات|تفتح|متى|دوام/i;
const WHERE = /where|location|address|أين|موقع|عنوان|وين/i;
const COMPLAINT = /broken|refund|complain|late|damaged|not working|wrong|مشكلة|معطل|استرجاع|شكوى|تأخر|خطأ/i;
const INVOICE = /invoice|payment|paid|bill|فاتورة|دفع|سداد/i;
const QUOTE = /quote|quotation|proposal|offer|عرض سعر|عرض|تسعير/i;
const LEAVE = /leave|vacation|holiday|إجازة|اجازة|عطلة/i;
const PAYSLIP = /payslip|salary|pay slip|راتب|كشف/i;
const CERTIFICATE = /certificate|letter|شهادة|خطاب/i;
const HUMAN = /human|agent|person|call me|speak to|موظف|شخص|اتصل/i;

/** Company names for leads: a name and the sector the client asked for. */
const FIRMS: Record<Language, readonly string[]> = {
  en: ['Al Noor', 'Pearl', 'Lusail', 'Al Waab', 'Corniche', 'Msheireb', 'Al Sadd', 'West Bay'],
  ar: ['النور', 'اللؤلؤة', 'لوسيل', 'الوعب', 'الكورنيش', 'مشيرب', 'السد', 'الخليج الغربي'],
};
const PEOPLE: Record<Language, readonly string[]> = {
  en: [
    'Fatima Al-Thani',
    'Ahmed Nasser',
    'Maryam Saleh',
    'Khalid Al-Mansouri',
    'Noor Haddad',
    'Hamad Al-Kuwari',
  ],
  ar: ['فاطمة آل ثاني', 'أحمد ناصر', 'مريم صالح', 'خالد المنصوري', 'نور حداد', 'حمد الكواري'],
};
const CHANNELS = ['whatsapp', 'email', 'linkedin', 'website_form', 'instagram'] as const;

const say = (language: Language, en: string, ar: string) => (language === 'ar' ? ar : en);

/** Up to five leads of a sector in a region, best score first; `total` is how many were found. */
function leadsOf(r: Rng, language: Language, sector: string, region: string, total: number) {
  const firms = [...FIRMS[language]].sort(() => r() - 0.5);
  return Array.from({ length: Math.min(5, total) }, (_, i) => ({
    company: `${firms[i % firms.length]} ${sector}`,
    contact: pickOne(r, PEOPLE[language]),
    city: region,
    score: int(r, 60, 99),
  })).sort((a, b) => b.score - a.score);
}

export const SIMULATORS: Record<string, Simulator> = {
  'lead-generation': {
    steps: ['Collect prospects', 'Enrich company data', 'Score leads', 'Sync to CRM'],
    run: (r, { input, language }) => {
      const region = text(input, 'region', say(language, 'Doha', 'الدوحة'));
      const found = count(input, 'limit', 10, 1, 100);
      const sector = say(language, 'Trading', 'للتجارة');
      const leads = leadsOf(r, language, sector, region, found);
      return {
        region,
        leadsFound: found,
        qualified: Math.ceil(found * 0.4),
        leads,
      };
    },
  },
  'automated-lead-generation': {
    steps: ['Scan sources', 'Deduplicate', 'Score leads', 'Start outreach sequence'],
    run: (r, { input, language }) => {
      const industry = text(input, 'industry', say(language, 'Clinics', 'العيادات'));
      const region = text(input, 'region', say(language, 'Qatar', 'قطر'));
      const newLeads = int(r, 8, 40);
      const duplicatesRemoved = int(r, 0, 6);
      return {
        industry,
        region,
        newLeads,
        duplicatesRemoved,
        outreachStarted: newLeads - duplicatesRemoved > 0 ? Math.ceil((newLeads - duplicatesRemoved) / 2) : 0,
        bestChannel: pickOne(r, CHANNELS),
        leads: leadsOf(r, language, industry, region, newLeads),
      };
    },
  },
  'odoo-sales': {
    steps: ['Read Odoo pipeline', 'Create quotations', 'Update opportunities'],
    run: (r, { input, language, today }) => {
      const lines = [
        { product: say(language, 'Office chair', 'كرسي مكتب'), quantity: int(r, 2, 20), unitPriceQar: 450 },
        {
          product: say(language, 'Standing desk', 'مكتب قابل للتعديل'),
          quantity: int(r, 1, 10),
          unitPriceQar: 1850,
        },
      ].map((line) => ({ ...line, totalQar: money(line.quantity * line.unitPriceQar) }));
      return {
        quotation: text(input, 'quotation', 'Q-0001'),
        customer: say(language, `${pickOne(r, FIRMS.en)} Trading`, `${pickOne(r, FIRMS.ar)} للتجارة`),
        lines,
        totalQar: money(lines.reduce((sum, line) => sum + line.totalQar, 0)),
        validUntil: addDays(today, 15),
      };
    },
  },
  'social-media-content': {
    steps: ['Pick topics', 'Write posts', 'Schedule posts'],
    run: (_r, { input, language, today }) => {
      const topic = text(input, 'topic', say(language, 'Summer offers', 'عروض الصيف'));
      const posts = [
        {
          platform: 'instagram',
          text: say(
            language,
            `${topic}: now on, see our page for details.`,
            `${topic}: الآن، التفاصيل على صفحتنا.`,
          ),
          date: addDays(today, 1),
        },
        {
          platform: 'linkedin',
          text: say(
            language,
            `What ${topic} means for your business, in three points.`,
            `ماذا يعني ${topic} لعملك، في ثلاث نقاط.`,
          ),
          date: addDays(today, 2),
        },
        {
          platform: 'x',
          text: say(language, `${topic} #Qatar`, `${topic} #قطر`),
          date: addDays(today, 3),
        },
      ];
      return { topic, posts, scheduled: posts.length };
    },
  },
  'whatsapp-sales': {
    steps: ['Receive WhatsApp message', 'Detect buying intent', 'Create order draft', 'Reply to customer'],
    run: (r, { input, language }) => {
      const customer = text(input, 'customer_name', say(language, 'Customer', 'العميل'));
      const message = text(input, 'message', say(language, 'Do you have it in stock?', 'هل هو متوفر؟'));
      const intent = topicOf(
        message,
        [
          ['purchase', ORDER],
          ['price_question', PRICE],
          ['availability', STOCK],
        ],
        'availability',
      );
      const items = int(r, 1, 3);
      const unitPriceQar = pickOne(r, [120, 250, 480, 900]);
      const replies = {
        purchase: say(
          language,
          `Thank you ${customer}! I have drafted your order of ${items} item(s): ${items * unitPriceQar} QAR. Shall I confirm it?`,
          `شكراً ${customer}! جهّزت طلبك: ${items} قطعة بمبلغ ${items * unitPriceQar} ريال. هل أؤكده؟`,
        ),
        price_question: say(
          language,
          `Hello ${customer}, it costs ${unitPriceQar} QAR. Would you like me to reserve one?`,
          `مرحباً ${customer}، السعر ${unitPriceQar} ريال. هل أحجز لك واحدة؟`,
        ),
        availability: say(
          language,
          `Hello ${customer}, yes, it is in stock. Shall I reserve it for you?`,
          `مرحباً ${customer}، نعم متوفر. هل أحجزه لك؟`,
        ),
      };
      return {
        customer,
        phone: text(input, 'phone', ''),
        message,
        intent,
        orderDraft: { items, unitPriceQar, totalQar: money(items * unitPriceQar) },
        reply: replies[intent],
      };
    },
  },
  'whatsapp-chatbot': {
    steps: ['Receive message', 'Understand intent', 'Compose answer'],
    run: (_r, { input, language }) => {
      const message = text(
        input,
        'message',
        say(language, 'What are your opening hours?', 'ما مواعيد العمل؟'),
      );
      const intent = topicOf(
        message,
        [
          ['opening_hours', HOURS],
          ['location', WHERE],
          ['pricing', PRICE],
          ['booking', ORDER],
        ],
        'other',
      );
      const replies = {
        opening_hours: say(
          language,
          'We are open Sunday to Thursday, 8 am to 6 pm.',
          'نعمل من الأحد إلى الخميس، من 8 صباحاً حتى 6 مساءً.',
        ),
        location: say(
          language,
          'We are in West Bay, Doha; here is the map link.',
          'نحن في الخليج الغربي، الدوحة؛ هذا رابط الخريطة.',
        ),
        pricing: say(language, 'I have sent you our price list.', 'أرسلت لك قائمة الأسعار.'),
        booking: say(language, 'Which day suits you for the booking?', 'أي يوم يناسبك للحجز؟'),
        other: say(
          language,
          `Thank you for your message "${message}". A colleague will answer you shortly.`,
          `شكراً على رسالتك «${message}». سيرد عليك أحد زملائنا قريباً.`,
        ),
      };
      return { phone: text(input, 'phone', ''), message, intent, reply: replies[intent] };
    },
  },
  'whatsapp-responder': {
    steps: ['Receive message', 'Match auto-reply rule', 'Send reply'],
    run: (_r, { input, language }) => {
      const message = text(input, 'message', say(language, 'Hello', 'مرحبا'));
      const matchedRule = topicOf(
        message,
        [
          ['opening_hours', HOURS],
          ['pricing', PRICE],
          ['greeting', /^(hi|hello|salam|مرحبا|السلام|أهلا)/i],
        ],
        'fallback',
      );
      const replies = {
        opening_hours: say(
          language,
          'We are open Sunday to Thursday, 8 am to 6 pm.',
          'نعمل من الأحد إلى الخميس، من 8 صباحاً حتى 6 مساءً.',
        ),
        pricing: say(language, 'Our price list is on its way.', 'قائمة الأسعار في الطريق إليك.'),
        greeting: say(language, 'Hello! How can we help you today?', 'أهلاً بك! كيف نساعدك اليوم؟'),
        fallback: say(
          language,
          `We received "${message}" and will answer shortly.`,
          `استلمنا «${message}» وسنرد قريباً.`,
        ),
      };
      return { phone: text(input, 'phone', ''), message, matchedRule, reply: replies[matchedRule] };
    },
  },
  'whatsapp-product-catalog': {
    steps: ['Receive request', 'Search catalogue', 'Send product cards'],
    run: (r, { input, language }) => {
      const query = text(input, 'query', say(language, 'office chairs', 'كراسي مكتب'));
      const found = int(r, 2, 12);
      const products = ['A', 'B', 'C'].map((model) => ({
        product: say(language, `${query}, model ${model}`, `${query}، طراز ${model}`),
        priceQar: pickOne(r, [95, 180, 320, 650, 1200]),
      }));
      return { query, productsFound: found, products };
    },
  },
  'whatsapp-dietitian': {
    steps: ['Read client profile', 'Plan meals', 'Send plan'],
    run: (r, { input, language }) => {
      const message = text(input, 'message', say(language, 'I want to lose weight', 'أريد إنقاص وزني'));
      const losing = /lose|weight|slim|إنقاص|وزن|تخسيس|رجيم/i.test(message);
      const dailyCalories = losing ? int(r, 1400, 1700) : int(r, 1900, 2400);
      return {
        phone: text(input, 'phone', ''),
        message,
        dailyCalories,
        meals: [
          say(language, 'Breakfast: oats with dates', 'الفطور: شوفان بالتمر'),
          say(language, 'Lunch: grilled hammour with salad', 'الغداء: هامور مشوي مع سلطة'),
          say(language, 'Dinner: lentil soup', 'العشاء: شوربة عدس'),
        ],
        reply: say(
          language,
          `About "${message}": here is a plan of ${dailyCalories} calories a day.`,
          `بخصوص «${message}»: هذه خطة من ${dailyCalories} سعرة حرارية في اليوم.`,
        ),
      };
    },
  },
  'invoice-collection': {
    steps: ['Load open invoices', 'Find overdue invoices', 'Send reminders', 'Log follow-ups'],
    run: (r, { input, today }) => {
      const amountDueQar = money(count(input, 'amount_qar', 5000, 1, 10_000_000));
      // Reminders 3, 7 and 14 days after today; past 10,000 QAR a plan of three payments is offered,
      // the last one taking the rounding so that the three add up to the amount due.
      const instalment = money(Math.floor((amountDueQar / 3) * 100) / 100);
      return {
        client: text(input, 'client', 'Client'),
        amountDueQar,
        daysOverdue: int(r, 1, 45),
        reminders: [3, 7, 14].map((days) => ({ date: addDays(today, days), amountQar: amountDueQar })),
        instalments:
          amountDueQar > 10_000
            ? [0, 30, 60].map((days, i) => ({
                date: addDays(today, days),
                amountQar: i < 2 ? instalment : money(amountDueQar - 2 * instalment),
              }))
            : [],
      };
    },
  },
  'gmail-campaign': {
    steps: ['Load audience', 'Personalise emails', 'Schedule sending'],
    run: (r, { input, language }) => {
      const recipients = count(input, 'audience_size', 200, 1, 10_000);
      const expectedOpenRate = Math.round((0.25 + r() * 0.3) * 1000) / 1000;
      return {
        subject: text(input, 'subject', say(language, 'Our news', 'أخبارنا')),
        recipients,
        batches: Math.ceil(recipients / 100),
        expectedOpenRate,
        expectedOpens: Math.round(recipients * expectedOpenRate),
      };
    },
  },
  'gmail-auto-responder': {
    steps: ['Read incoming email', 'Classify', 'Draft reply'],
    run: (_r, { input, language }) => {
      const from = text(input, 'email', 'sender@example.com');
      const subject = text(input, 'subject', say(language, 'Quotation request', 'طلب عرض سعر'));
      const message = text(input, 'message', '');
      const about = `${subject} ${message}`;
      const category = topicOf(
        about,
        [
          ['billing', INVOICE],
          ['sales', QUOTE],
          ['support', COMPLAINT],
        ],
        'other',
      );
      const answers = {
        billing: say(
          language,
          'Our accounts team is checking your invoice and will confirm today.',
          'يراجع فريق الحسابات فاتورتك وسيؤكد لك اليوم.',
        ),
        sales: say(
          language,
          'We are preparing your quotation and will send it today.',
          'نجهّز عرض السعر وسنرسله اليوم.',
        ),
        support: say(
          language,
          'We are sorry for the trouble; a colleague will call you within a day.',
          'نعتذر عن الإزعاج؛ سيتصل بك أحد زملائنا خلال يوم.',
        ),
        other: say(language, 'We will reply in detail shortly.', 'سنرد عليك بالتفصيل قريباً.'),
      };
      return {
        from,
        subject,
        category,
        draftReply: {
          to: from,
          subject: `Re: ${subject}`,
          body: say(
            language,
            `Thank you for your email about "${subject}". ${answers[category]}`,
            `شكراً على رسالتك بخصوص «${subject}». ${answers[category]}`,
          ),
        },
      };
    },
  },
  'gmail-email-labelling': {
    steps: ['Fetch unlabelled emails', 'Classify', 'Apply labels'],
    run: (_r, { input }) => {
      const from = text(input, 'email', 'sender@example.com');
      const subject = text(input, 'subject', 'Hello');
      const label = topicOf(
        subject,
        [
          ['invoices', INVOICE],
          ['sales', QUOTE],
          ['support', COMPLAINT],
          ['newsletters', /newsletter|unsubscribe|weekly|نشرة/i],
        ],
        from.endsWith('.gov.qa') ? 'government' : 'clients',
      );
      return { from, subject, label };
    },
  },
  'email-summary-agent': {
    steps: ['Collect emails', 'Summarise threads', 'Extract action items'],
    run: (r, { input, language }) => {
      const mailbox = text(input, 'mailbox', 'inbox@example.com');
      const threads = int(r, 5, 30);
      const quotations = int(r, 1, 4);
      return {
        mailbox,
        threadsSummarised: threads,
        summary: say(
          language,
          `${mailbox}: ${threads} threads today; ${quotations} ask for a quotation, one invoice question needs a reply.`,
          `${mailbox}: ${threads} محادثة اليوم؛ ${quotations} منها تطلب عرض سعر، وسؤال عن فاتورة ينتظر الرد.`,
        ),
        actionItems: [
          say(language, `Send ${quotations} quotation(s)`, `إرسال ${quotations} عرض سعر`),
          say(language, 'Answer the invoice question', 'الرد على سؤال الفاتورة'),
        ],
      };
    },
  },
  'rag-chatbot': {
    steps: ['Embed question', 'Retrieve documents', 'Generate answer'],
    run: (r, { input, language }) => {
      const question = text(
        input,
        'question',
        say(language, 'What is our refund policy?', 'ما سياسة الاسترجاع؟'),
      );
      const sources = [`policy-${int(r, 1, 9)}.pdf`, `faq-${int(r, 1, 9)}.md`];
      return {
        question,
        answer: say(
          language,
          `From ${sources[0]} and ${sources[1]}, on "${question}": the relevant passage is quoted in the sources.`,
          `من ${sources[0]} و${sources[1]}، بخصوص «${question}»: المقطع المعني مقتبس في المصادر.`,
        ),
        sources,
      };
    },
  },
  'local-rag': {
    steps: ['Search local index', 'Rank passages', 'Generate answer'],
    run: (r, { input, language }) => {
      const question = text(
        input,
        'question',
        say(language, 'Where is the onboarding checklist?', 'أين قائمة التهيئة؟'),
      );
      const documentsSearched = int(r, 50, 800);
      return {
        question,
        documentsSearched,
        answer: say(
          language,
          `Searched ${documentsSearched} local documents for "${question}"; the best passage is in the HR shared folder, section 2.`,
          `بحثت في ${documentsSearched} مستنداً محلياً عن «${question}»؛ أنسب مقطع في مجلد الموارد البشرية المشترك، القسم 2.`,
        ),
      };
    },
  },
  'local-chatbot': {
    steps: ['Receive message', 'Run local model', 'Reply'],
    run: (_r, { input, language }) => {
      const message = text(input, 'message', say(language, 'Hello', 'مرحبا'));
      return {
        message,
        reply: say(
          language,
          `You said "${message}". How can I help with it?`,
          `قلت «${message}». كيف أساعدك في ذلك؟`,
        ),
        tokens: [...message].length + 24,
      };
    },
  },
  'database-chat': {
    steps: ['Understand question', 'Write SQL', 'Run query', 'Explain result'],
    run: (r, { input, language }) => {
      const question = text(
        input,
        'question',
        say(language, 'How many orders last month?', 'كم طلباً في الشهر الماضي؟'),
      );
      const table = topicOf(
        question,
        [
          ['invoices', INVOICE],
          ['customers', /customer|client|عميل|عملاء/i],
        ],
        'orders',
      );
      const lastMonth = /last month|الشهر الماضي/i.test(question);
      const sql = `select count(*) from ${table}${
        lastMonth
          ? " where created_at >= date_trunc('month', now()) - interval '1 month' and created_at < date_trunc('month', now())"
          : ''
      }`;
      const rows = int(r, 40, 400);
      return {
        question,
        sql,
        result: [{ count: rows }],
        answer: say(language, `There are ${rows} ${table}.`, `العدد: ${rows}.`),
      };
    },
  },
  'website-chatbot': {
    steps: ['Receive visitor message', 'Answer from site content', 'Offer hand-off'],
    run: (_r, { input, language }) => {
      const message = text(
        input,
        'message',
        say(language, 'Do you build WhatsApp bots?', 'هل تبنون روبوتات واتساب؟'),
      );
      const handoffToHuman = HUMAN.test(message) || COMPLAINT.test(message);
      return {
        message,
        page: text(input, 'page_url', '/'),
        reply: handoffToHuman
          ? say(language, 'I am passing you to a colleague now.', 'سأحوّلك إلى أحد زملائنا الآن.')
          : say(
              language,
              `About "${message}": here is what our site says.`,
              `بخصوص «${message}»: هذا ما يقوله موقعنا.`,
            ),
        handoffToHuman,
      };
    },
  },
  'customer-support-automation': {
    steps: ['Collect tickets', 'Triage', 'Auto-resolve known issues', 'Escalate the rest'],
    run: (_r, { input, language }) => {
      const message = text(input, 'message', say(language, 'My order is late', 'طلبي متأخر'));
      const category = topicOf(
        message,
        [
          ['billing', INVOICE],
          ['complaint', COMPLAINT],
          ['question', /\?|؟/],
        ],
        'other',
      );
      const escalated = category === 'complaint' || category === 'billing';
      return {
        customer: text(input, 'email', 'customer@example.com'),
        message,
        category,
        priority: escalated ? 'high' : 'normal',
        action: escalated ? 'escalated' : 'auto_resolved',
        reply: escalated
          ? say(
              language,
              'A colleague has your ticket and will contact you today.',
              'تذكرتك لدى أحد زملائنا وسيتواصل معك اليوم.',
            )
          : say(
              language,
              `We answered "${message}" from our help articles.`,
              `أجبنا عن «${message}» من مقالات المساعدة.`,
            ),
      };
    },
  },
  'financial-reports': {
    steps: ['Import transactions', 'Categorise', 'Build report'],
    run: (r, { input, language }) => {
      const revenueQar = money(50_000 + r() * 850_000);
      const expensesQar = money(revenueQar * (0.45 + r() * 0.45));
      const netQar = money(revenueQar - expensesQar);
      return {
        period: text(input, 'period', say(language, 'last month', 'الشهر الماضي')),
        revenueQar,
        expensesQar,
        netQar,
        marginRate: Math.round((netQar / revenueQar) * 1000) / 1000,
      };
    },
  },
  'job-application': {
    steps: ['Collect applications', 'Screen CVs', 'Shortlist candidates'],
    run: (r, { input, language }) => {
      const applications = int(r, 10, 120);
      const shortlisted = Array.from({ length: 3 }, () => ({
        contact: pickOne(r, PEOPLE[language]),
        score: int(r, 70, 98),
      })).sort((a, b) => b.score - a.score);
      const candidate = text(input, 'candidate_email', '');
      return {
        position: text(input, 'position', say(language, 'Sales executive', 'مسؤول مبيعات')),
        applications,
        shortlisted,
        ...(candidate ? { candidate, candidateStatus: 'screened' } : {}),
      };
    },
  },
  'hr-service': {
    steps: ['Receive employee request', 'Check HR policy', 'Reply'],
    run: (r, { input, language }) => {
      const message = text(
        input,
        'message',
        say(language, 'How many leave days do I have?', 'كم يوم إجازة متبقٍ لي؟'),
      );
      const requestType = topicOf(
        message,
        [
          ['leave_balance', LEAVE],
          // Before the payslip: a "salary certificate" is a certificate.
          ['certificate', CERTIFICATE],
          ['payslip', PAYSLIP],
        ],
        'other',
      );
      const days = int(r, 2, 24);
      const answers = {
        leave_balance: say(
          language,
          `You have ${days} annual leave days left.`,
          `لديك ${days} يوم إجازة سنوية متبقية.`,
        ),
        payslip: say(language, 'Your latest payslip is attached.', 'مرفق كشف راتبك الأخير.'),
        certificate: say(
          language,
          'Your salary certificate will be ready tomorrow.',
          'شهادة الراتب ستكون جاهزة غداً.',
        ),
        other: say(
          language,
          `HR received "${message}" and will answer today.`,
          `استلمت الموارد البشرية «${message}» وسترد اليوم.`,
        ),
      };
      return {
        employee: text(input, 'employee_phone', ''),
        request: message,
        requestType,
        answer: answers[requestType],
      };
    },
  },
  'client-onboarding': {
    steps: ['Create client record', 'Send welcome email', 'Create onboarding tasks'],
    run: (_r, { input, language, today }) => {
      const client = text(input, 'client', say(language, 'New client', 'عميل جديد'));
      const contactEmail = text(input, 'contact_email', 'contact@example.com');
      return {
        client,
        welcomeEmail: {
          to: contactEmail,
          subject: say(language, `Welcome, ${client}`, `أهلاً بكم، ${client}`),
        },
        tasks: [
          { task: say(language, 'Kick-off call', 'مكالمة الانطلاق'), date: addDays(today, 1) },
          { task: say(language, 'Collect documents', 'جمع المستندات'), date: addDays(today, 3) },
          { task: say(language, 'First review', 'المراجعة الأولى'), date: addDays(today, 14) },
        ],
      };
    },
  },
};

/** Any other workflow (one added to the catalogue later): the input's fields, counted. */
export const FALLBACK: Simulator = {
  steps: ['Receive input', 'Process', 'Produce result'],
  run: (_r, { input }) => ({ fieldsReceived: Object.keys(input).length }),
};
