/**
 * English copy of the public marketing site (i18next namespace 'marketing'). The Arabic file must
 * have exactly the same keys (a unit test checks it). Prices and stats are not written here: they
 * are formatted with Intl from lib/pricing.ts and interpolated, so both languages show the same figures.
 */
export const en = {
  brand: 'Doha AI Automation',
  meta: {
    title: 'Doha AI Automation: custom AI workflows for businesses in Qatar',
    description:
      'Voice and chat agents, WhatsApp bots, invoice follow-up and client onboarding built for your business in Doha. Live in 2–3 weeks, 3 months of support included. Prices in QAR.',
    ogImageAlt: 'Doha AI Automation: custom AI workflows for Qatari businesses',
  },
  skipToContent: 'Skip to main content',
  nav: {
    label: 'Main',
    features: 'Services',
    solutions: 'Solutions',
    process: 'How it works',
    faq: 'FAQ',
    contact: 'Contact',
  },
  header: {
    home: 'Doha AI Automation home',
    login: 'Log in',
    signup: 'Sign up',
    switchLanguage: 'العربية',
  },
  hero: {
    eyebrow: 'AI automation for businesses in Qatar',
    title: 'Let AI handle the busywork. Your team handles the business.',
    lead: 'We design, build and run custom AI workflows for companies in Doha: agents that answer your customers on WhatsApp and by phone, chase unpaid invoices, onboard new clients and answer questions from your own documents, in Arabic and English.',
    primaryCta: 'Book a free 30-minute call',
    secondaryCta: 'See sample dashboards',
    note: 'No commitment. We reply within 24 hours.',
  },
  claims: {
    title: 'What you can expect',
    hoursRange: {
      value: '{{from}}–{{to}} h',
      label: 'saved every week with a single workflow',
    },
    hoursPlus: {
      value: '{{value}}+ h',
      label: 'saved every week when several workflows work together',
    },
    uptime: {
      value: '{{value}}+',
      label: 'uptime, monitored around the clock',
    },
    build: {
      value: '{{from}}–{{to}} weeks',
      label: 'from discovery call to launch',
    },
  },
  features: {
    title: 'What we build for you',
    lead: 'Six services that pay for themselves quickly, each tailored to how your business already works.',
    items: {
      voiceAgents: {
        title: 'Voice and chat agents for your business',
        body: 'Answer every call and chat, day or night, in Arabic and English. Agents qualify leads, book appointments and hand over to your team with the full conversation.',
      },
      clientOnboarding: {
        title: 'Client onboarding',
        body: 'Welcome new clients automatically: collect documents and signatures, set them up in your systems and follow up on anything missing, without a single reminder from you.',
      },
      whatsappCatalog: {
        title: 'WhatsApp product catalog bot',
        body: 'Customers browse your products, check prices and availability and place orders right inside WhatsApp, the app they already use every day.',
      },
      invoiceFollowUp: {
        title: 'Invoice follow-up',
        body: 'Polite, well-timed reminders by email and WhatsApp before and after the due date, with payments tracked and overdue accounts flagged to you early.',
      },
      knowledgeChatbot: {
        title: 'Company knowledge chatbot',
        body: 'A chatbot trained on your policies, manuals and files that answers staff and customers in seconds and shows where each answer comes from.',
      },
      whatsappHr: {
        title: 'WhatsApp HR assistant',
        body: 'Employees request leave, ask about policies and payslips and complete onboarding steps over WhatsApp, while HR keeps a clear record of everything.',
      },
    },
  },
  solutions: {
    title: 'More solutions',
    lead: 'Our full catalogue of ready-to-adapt workflows. Open any sample dashboard to see the kind of results you get, with demonstration data.',
    viewSample: 'View sample',
    families: {
      whatsapp: 'WhatsApp',
      gmail: 'Email',
      rag: 'Chatbots and knowledge',
      sales: 'Sales and marketing',
      hr: 'HR and people',
      finance: 'Finance',
    },
  },
  process: {
    title: 'How it works',
    lead: 'A clear path from first conversation to a workflow that runs on its own.',
    stepLabel: 'Step {{number}}',
    steps: {
      discovery: {
        title: 'Discovery call',
        body: 'A free 30-minute call where we learn how your team works and find the tasks worth automating first.',
      },
      build: {
        title: 'Build in 2–3 weeks',
        body: 'We design, build and test your workflow with your real tools: WhatsApp, email, Odoo, spreadsheets and more.',
      },
      launch: {
        title: 'Launch',
        body: 'We go live together, train your team and watch the first runs closely so that nothing slips through.',
      },
      support: {
        title: '3 months of support included',
        body: 'Fixes, adjustments and monitoring are included for three months after launch, at no extra cost.',
      },
    },
  },
  faq: {
    title: 'Frequently asked questions',
    items: {
      pricing: {
        question: 'How much does a workflow cost?',
        answer:
          'Every project has a one-time setup fee and a monthly fee that covers hosting, monitoring and support. Typical prices:',
      },
      timeline: {
        question: 'How long until my workflow is live?',
        answer:
          'Most workflows go live 2–3 weeks after the discovery call. Larger custom projects are planned in stages, and you see progress every week.',
      },
      support: {
        question: 'What happens after launch?',
        answer:
          'The first 3 months of support are included: we fix issues, fine-tune messages and keep an eye on every run. After that, the monthly fee keeps your workflow monitored and up to date.',
      },
      language: {
        question: 'Do the agents understand Arabic?',
        answer:
          'Yes. Every agent works in Arabic and English, understands Gulf Arabic in customer messages and replies in the language your customer chooses.',
      },
      integrations: {
        question: 'Which tools can you connect?',
        answer:
          'WhatsApp Business, Gmail and Outlook, Google Sheets, Odoo and most CRMs, your website, and any system with an API. If you are unsure, ask us on the discovery call.',
      },
      reliability: {
        question: 'How reliable are the workflows?',
        answer:
          'We target 95%+ uptime and monitor every workflow around the clock. If something fails, we are alerted first and usually fix it before you notice.',
      },
      data: {
        question: 'Is our data safe?',
        answer:
          'Your data is only used to run your workflows. Access is limited to what each workflow needs, every client sees only their own records, and we are happy to sign an NDA.',
      },
    },
  },
  pricing: {
    caption: 'Typical prices in Qatari riyals',
    plan: 'Workflow',
    setup: 'Setup (one-time)',
    monthly: 'Monthly',
    from: '{{amount}}+',
    plans: {
      simpleEmail: 'Simple email automation',
      whatsappCatalog: 'WhatsApp catalog bot',
      custom: 'Custom workflow',
    },
    note: 'Custom projects are quoted after the discovery call, with no obligation.',
  },
  newsletter: {
    title: 'Automation ideas, once a month',
    lead: 'Practical examples from businesses in Qatar and new workflows as we release them. No spam; unsubscribe at any time.',
    emailLabel: 'Email address',
    emailPlaceholder: 'you@company.qa',
    submit: 'Subscribe',
    submitting: 'Subscribing…',
    success: 'Thank you for subscribing! Watch your inbox for our next issue.',
    already: 'You are already subscribed with this address. Thank you for reading!',
    failed: 'We could not subscribe you: {{reason}}',
  },
  cta: {
    title: 'Ready to win back 20+ hours a week?',
    lead: 'Tell us about one task your team repeats every day. In 30 minutes we will show you how it can run on its own.',
    primary: 'Book your free discovery call',
    secondary: 'Create an account',
  },
  contact: {
    title: 'Contact us',
    lead: 'Send us a message about your business and what you would like to automate.',
    requiredNote: 'Fields marked * are required.',
    fullName: 'Full name',
    email: 'Email',
    company: 'Company',
    companyHint: 'Optional',
    message: 'Message',
    messageHint_one: 'Up to {{limit}} character.',
    messageHint_other: 'Up to {{limit}} characters.',
    honeypot: 'Leave this field empty',
    submit: 'Send message',
    sending: 'Sending…',
    successTitle: 'Message sent',
    success: "We'll get back to you within 24 hours.",
    failed:
      'Your message was not sent: {{reason}} What you wrote is still in the form, so you can try again.',
    errorSummary: 'Please correct the highlighted fields.',
  },
  errors: {
    fullNameRequired: 'Please enter your full name.',
    fullNameShort_one: 'Please enter at least {{limit}} character.',
    fullNameShort_other: 'Please enter at least {{limit}} characters.',
    fullNameLong_one: 'Please keep your name to {{limit}} character or fewer.',
    fullNameLong_other: 'Please keep your name to {{limit}} characters or fewer.',
    emailRequired: 'Please enter your email address.',
    emailInvalid: 'Please enter a valid email address',
    companyLong_one: 'Please keep the company name to {{limit}} character or fewer.',
    companyLong_other: 'Please keep the company name to {{limit}} characters or fewer.',
    messageRequired: 'Please write a message.',
    messageShort_one: 'Please tell us a little more (at least {{limit}} character).',
    messageShort_other: 'Please tell us a little more (at least {{limit}} characters).',
    messageLong_one: 'Please shorten your message to {{limit}} character or fewer.',
    messageLong_other: 'Please shorten your message to {{limit}} characters or fewer.',
    network: 'we could not reach our server. Please check your connection.',
    rateLimited: 'too many attempts in a short time. Please wait a few minutes.',
    rejected: 'the server did not accept the details. Please check them.',
    server: 'something went wrong on our side. Please try again in a moment.',
  },
  footer: {
    tagline: 'Custom AI workflows for businesses in Qatar.',
    location: 'Doha, Qatar',
    explore: 'Explore',
    account: 'Your account',
    rights: '© {{year}} Doha AI Automation. All rights reserved.',
  },
};
