/**
 * The sandbox executor: a deterministic, clearly simulated result for each workflow type, used when no
 * execution webhook is configured. The same workflow and input always give the same steps and output
 * (seeded from both), so a demo or a test can rely on them. Nothing leaves the machine.
 *
 * Input `{ "simulate": "failure" }` makes the run fail at its last step, to try the failure path.
 */
import { stableStringify } from '../../realtime/auth.ts';

export interface SandboxResult {
  /** Step names in order; the executor logs each one as it "runs". */
  steps: string[];
  ok: boolean;
  output: Record<string, unknown> | null;
  error: string | null;
}

type Rng = () => number;
type Input = Record<string, unknown>;

function seedOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: tiny, fast, good enough for simulated figures. */
function rng(seed: number): Rng {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const int = (r: Rng, min: number, max: number) => min + Math.floor(r() * (max - min + 1));
const pickOne = <T>(r: Rng, items: readonly T[]) => items[Math.floor(r() * items.length)] as T;
const qar = (r: Rng, min: number, max: number) => Math.round((min + r() * (max - min)) * 100) / 100;
const text = (input: Input, key: string, fallback: string) => {
  const v = input[key];
  return typeof v === 'string' && v.trim() ? v.trim().slice(0, 500) : fallback;
};

const COMPANIES = [
  'Al Noor Trading',
  'Pearl Logistics',
  'Doha Smile Dental',
  'Lusail Interiors',
  'Souq Fresh',
];
const NAMES = ['Fatima Al-Thani', 'Ahmed Nasser', 'Maryam Saleh', 'Khalid Al-Mansouri', 'Noor Haddad'];
const CHANNELS = ['WhatsApp', 'Email', 'LinkedIn', 'Website form', 'Instagram'];

interface Simulator {
  steps: string[];
  run(r: Rng, input: Input): Record<string, unknown>;
}

const SIMULATORS: Record<string, Simulator> = {
  'lead-generation': {
    steps: ['Collect prospects', 'Enrich company data', 'Score leads', 'Sync to CRM'],
    run: (r) => {
      const found = int(r, 20, 80);
      const leads = Array.from({ length: 3 }, () => ({
        name: pickOne(r, NAMES),
        company: pickOne(r, COMPANIES),
        score: int(r, 60, 99),
      }));
      return { leadsFound: found, qualified: int(r, 5, Math.floor(found / 2)), topLeads: leads };
    },
  },
  'automated-lead-generation': {
    steps: ['Scan sources', 'Deduplicate', 'Score leads', 'Start outreach sequence'],
    run: (r) => ({
      sourcesScanned: int(r, 3, 8),
      newLeads: int(r, 10, 60),
      duplicatesRemoved: int(r, 0, 12),
      outreachStarted: int(r, 5, 30),
      bestChannel: pickOne(r, CHANNELS),
    }),
  },
  'whatsapp-sales': {
    steps: ['Receive WhatsApp message', 'Detect buying intent', 'Create order draft', 'Reply to customer'],
    run: (r, input) => ({
      customerMessage: text(input, 'message', 'Do you have the blue one in stock?'),
      intent: pickOne(r, ['purchase', 'price_question', 'availability']),
      orderDraft: { items: int(r, 1, 4), totalQar: qar(r, 120, 2400) },
      reply: 'Yes, it is in stock. Shall I reserve it for you?',
    }),
  },
  'whatsapp-chatbot': {
    steps: ['Receive message', 'Understand intent', 'Compose answer'],
    run: (r, input) => ({
      question: text(input, 'message', 'What are your opening hours?'),
      intent: pickOne(r, ['opening_hours', 'location', 'pricing', 'booking']),
      reply: 'We are open Sunday to Thursday, 8 am to 6 pm.',
      confidence: Math.round((0.7 + r() * 0.29) * 100) / 100,
    }),
  },
  'whatsapp-responder': {
    steps: ['Receive message', 'Match auto-reply rule', 'Send reply'],
    run: (r, input) => ({
      message: text(input, 'message', 'Hello'),
      matchedRule: pickOne(r, ['greeting', 'after_hours', 'faq_delivery']),
      reply: 'Thank you for your message, we will answer shortly.',
    }),
  },
  'whatsapp-product-catalog': {
    steps: ['Receive request', 'Search catalogue', 'Send product cards'],
    run: (r, input) => ({
      query: text(input, 'query', 'office chairs'),
      productsFound: int(r, 1, 12),
      productsSent: int(r, 1, 5),
      priceRangeQar: [qar(r, 50, 300), qar(r, 300, 1500)],
    }),
  },
  'whatsapp-dietitian': {
    steps: ['Read client profile', 'Plan meals', 'Send plan'],
    run: (r) => ({
      dailyCalories: int(r, 1400, 2600),
      meals: ['Breakfast: oats with dates', 'Lunch: grilled hammour with salad', 'Dinner: lentil soup'],
      waterLitres: int(r, 2, 3),
    }),
  },
  'invoice-collection': {
    steps: ['Load open invoices', 'Find overdue invoices', 'Send reminders', 'Log follow-ups'],
    run: (r) => ({
      invoicesChecked: int(r, 10, 60),
      overdue: int(r, 1, 10),
      remindersSent: int(r, 1, 10),
      amountDueQar: qar(r, 1500, 85000),
    }),
  },
  'gmail-campaign': {
    steps: ['Load audience', 'Personalise emails', 'Schedule sending'],
    run: (r) => ({
      recipients: int(r, 50, 500),
      emailsQueued: int(r, 50, 500),
      expectedOpenRate: Math.round((0.25 + r() * 0.3) * 1000) / 1000,
    }),
  },
  'gmail-auto-responder': {
    steps: ['Read incoming email', 'Classify', 'Draft reply'],
    run: (r, input) => ({
      subject: text(input, 'subject', 'Quotation request'),
      category: pickOne(r, ['sales', 'support', 'billing', 'other']),
      draftReply: 'Thank you for your email. Our team will send the quotation today.',
    }),
  },
  'gmail-email-labelling': {
    steps: ['Fetch unlabelled emails', 'Classify', 'Apply labels'],
    run: (r) => ({
      emailsProcessed: int(r, 20, 200),
      labelsApplied: { Clients: int(r, 5, 40), Invoices: int(r, 2, 20), Newsletters: int(r, 5, 50) },
    }),
  },
  'email-summary-agent': {
    steps: ['Collect emails', 'Summarise threads', 'Extract action items'],
    run: (r) => ({
      threadsSummarised: int(r, 5, 30),
      summary: 'Two clients asked for quotations; one invoice dispute needs a reply today.',
      actionItems: ['Send quotation to Pearl Logistics', 'Reply to the invoice dispute'],
    }),
  },
  'rag-chatbot': {
    steps: ['Embed question', 'Retrieve documents', 'Generate answer'],
    run: (r, input) => ({
      question: text(input, 'question', 'What is our refund policy?'),
      answer: 'Refunds are accepted within 14 days with the original receipt.',
      sources: [`policy-${int(r, 1, 9)}.pdf`, `faq-${int(r, 1, 9)}.md`],
    }),
  },
  'local-rag': {
    steps: ['Search local index', 'Rank passages', 'Generate answer'],
    run: (r, input) => ({
      question: text(input, 'question', 'Where is the onboarding checklist?'),
      documentsSearched: int(r, 50, 800),
      answer: 'The onboarding checklist is in the HR shared folder, section 2.',
    }),
  },
  'local-chatbot': {
    steps: ['Receive message', 'Run local model', 'Reply'],
    run: (r, input) => ({
      message: text(input, 'message', 'Hello'),
      reply: 'Hello! How can I help you today?',
      tokens: int(r, 20, 120),
    }),
  },
  'odoo-sales': {
    steps: ['Read Odoo pipeline', 'Create quotations', 'Update opportunities'],
    run: (r) => ({
      opportunitiesUpdated: int(r, 3, 25),
      quotationsCreated: int(r, 1, 8),
      pipelineValueQar: qar(r, 20000, 450000),
    }),
  },
  'social-media-content': {
    steps: ['Pick topics', 'Write posts', 'Schedule posts'],
    run: (r, input) => ({
      topic: text(input, 'topic', 'Summer offers'),
      posts: [
        { platform: 'Instagram', text: 'Our summer offers are here!' },
        { platform: 'LinkedIn', text: 'How automation saved our clients 20 hours a week.' },
      ],
      scheduled: int(r, 2, 7),
    }),
  },
  'database-chat': {
    steps: ['Understand question', 'Write SQL', 'Run query', 'Explain result'],
    run: (r, input) => ({
      question: text(input, 'question', 'How many orders last month?'),
      sql: "select count(*) from orders where created_at >= date_trunc('month', now()) - interval '1 month'",
      result: [{ count: int(r, 40, 400) }],
    }),
  },
  'website-chatbot': {
    steps: ['Receive visitor message', 'Answer from site content', 'Offer hand-off'],
    run: (r, input) => ({
      message: text(input, 'message', 'Do you build WhatsApp bots?'),
      reply: 'Yes, we build WhatsApp bots for sales and support.',
      handoffToHuman: r() < 0.2,
    }),
  },
  'customer-support-automation': {
    steps: ['Collect tickets', 'Triage', 'Auto-resolve known issues', 'Escalate the rest'],
    run: (r) => {
      const tickets = int(r, 10, 80);
      const resolved = int(r, 2, Math.floor(tickets / 2));
      return { ticketsTriaged: tickets, autoResolved: resolved, escalated: tickets - resolved };
    },
  },
  'financial-reports': {
    steps: ['Import transactions', 'Categorise', 'Build report'],
    run: (r, input) => {
      const revenue = qar(r, 50000, 900000);
      const expenses = qar(r, 20000, revenue);
      return {
        period: text(input, 'period', 'last month'),
        revenueQar: revenue,
        expensesQar: expenses,
        netQar: Math.round((revenue - expenses) * 100) / 100,
      };
    },
  },
  'job-application': {
    steps: ['Collect applications', 'Screen CVs', 'Shortlist candidates'],
    run: (r, input) => ({
      position: text(input, 'position', 'Sales executive'),
      applications: int(r, 10, 120),
      shortlisted: int(r, 2, 10),
    }),
  },
  'hr-service': {
    steps: ['Receive employee request', 'Check HR policy', 'Reply'],
    run: (r, input) => ({
      request: text(input, 'message', 'How many annual leave days do I have left?'),
      requestType: pickOne(r, ['leave_balance', 'payslip', 'certificate']),
      answer: `You have ${int(r, 2, 24)} annual leave days left.`,
    }),
  },
  'client-onboarding': {
    steps: ['Create client record', 'Send welcome email', 'Create onboarding tasks'],
    run: (r, input) => ({
      client: text(input, 'client', pickOne(r, COMPANIES)),
      welcomeEmailSent: true,
      tasksCreated: int(r, 4, 12),
    }),
  },
};

export const SANDBOX_SLUGS = Object.keys(SIMULATORS);

export function simulate(slug: string, input: Input): SandboxResult {
  const sim = SIMULATORS[slug] ?? {
    steps: ['Receive input', 'Process', 'Produce result'],
    run: (r: Rng) => ({ itemsProcessed: int(r, 1, 50) }),
  };
  const r = rng(seedOf(`${slug}\u0000${stableStringify(input)}`));
  if (input.simulate === 'failure') {
    const failedStep = sim.steps.at(-1) ?? 'Process';
    return {
      steps: sim.steps,
      ok: false,
      output: null,
      error: `Simulated failure at step "${failedStep}" (input.simulate = "failure")`,
    };
  }
  return {
    steps: sim.steps,
    ok: true,
    output: { simulated: true, workflow: slug, result: sim.run(r, input) },
    error: null,
  };
}
